import { QueryClientProvider } from '@tanstack/react-query';
import { createApiClient } from '@vitrine/api-client/client';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { ErrorPage } from '../../../app/error-page.tsx';
import { ApiProvider } from '../../../lib/api-context.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { salesRoutes } from '../routes.ts';

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
 * The sales routes as the app mounts them (children of /vendedor, their loaders and lazy
 * screens), with the app's QueryClient and an API client pointed at `apiBase` (a loopback
 * server). `where` shows the router's current address.
 */
export function renderSales(path: string, apiBase: string) {
  const api = createApiClient({ apiBase });
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      {
        path: '/vendedor',
        Component: Where,
        HydrateFallback: () => null,
        errorElement: <ErrorPage />,
        children: salesRoutes({ api, queryClient }),
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
