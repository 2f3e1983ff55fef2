import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { LoggedAccount } from '@vitrine/contract/auth';
import { sessionQueryKey } from '@vitrine/session/react';
import { render } from '@testing-library/react';
import { createApiClient } from '@vitrine/api-client/client';
import { Toaster } from '@vitrine/ui/toast';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router';
import { ErrorPage } from '../app/error-page.tsx';
import { ApiProvider } from '../lib/api-context.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import type { RouteDeps } from '../lib/route-deps.ts';

function Where() {
  const { pathname, search } = useLocation();
  return (
    <>
      <Outlet />
      <p data-testid="where">{`${pathname}${search}`}</p>
    </>
  );
}

/**
 * A feature's routes as the app mounts them (children of /vendedor, their loaders and lazy
 * screens), with the app's QueryClient and the real API client pointed at `apiBase` (a
 * loopback server). `where` (data-testid) shows the router's current address.
 */
export function renderRoutes(
  routes: (deps: RouteDeps) => RouteObject[],
  path: string,
  apiBase: string,
) {
  return renderAt('/vendedor', routes, path, apiBase);
}

/**
 * The operators' console's routes (absolute: /operador/…) at `path`, with `operator` as the
 * session the console's server validates from the cookie (null: signed out) and the Toaster.
 */
export function renderConsoleRoutes(
  routes: (deps: RouteDeps) => RouteObject[],
  path: string,
  apiBase: string,
  operator: LoggedAccount | null,
) {
  render(<Toaster />);
  return renderAt(undefined, routes, path, apiBase, (queryClient) =>
    queryClient.setQueryData(sessionQueryKey('operator'), operator),
  );
}

function renderAt(
  base: string | undefined,
  routes: (deps: RouteDeps) => RouteObject[],
  path: string,
  apiBase: string,
  seed?: (queryClient: QueryClient) => void,
) {
  const api = createApiClient({ apiBase });
  const queryClient = createQueryClient();
  seed?.(queryClient);
  const router = createMemoryRouter(
    [
      {
        ...(base ? { path: base } : {}),
        Component: Where,
        HydrateFallback: () => null,
        errorElement: <ErrorPage />,
        children: routes({ api, queryClient }),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api}>
        <RouterProvider router={router} />
      </ApiProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/**
 * A Configurações tab's routes (children of /vendedor/configuracoes) at `path`, with the toasts'
 * Toaster beside them: a settings form says "salvo" in a toast (lib/form-kit).
 */
export function renderSettingsTab(
  routes: (deps: RouteDeps) => RouteObject[],
  path: string,
  apiBase: string,
) {
  render(<Toaster />);
  return renderRoutes((deps) => [{ path: 'configuracoes', children: routes(deps) }], path, apiBase);
}
