import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, useLocation } from 'react-router';
import { ApiClientProvider } from '../lib/api-context.tsx';
import { makeQueryClient } from '../lib/query-client.ts';

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="pathname">{pathname}</p>;
}

/**
 * Renders `ui` at /produto/teste inside the app's real providers, its API client pointed at
 * `apiBase` (a loopback server). Any other path renders only its pathname, so a test sees
 * where a navigation went.
 */
export function renderInApp(ui: ReactNode, options: { apiBase: string; storeId?: string }) {
  const queryClient = makeQueryClient();
  const view = render(inApp(ui, queryClient, options));
  return { ...view, queryClient };
}

/**
 * As renderInApp, the way a shopper's browser gets a page: the server's HTML first, which
 * `beforeHydration` acts on as a shopper does while no script runs (types into a field), then
 * React hydrating it.
 */
export async function hydrateInApp(
  ui: ReactNode,
  options: { apiBase: string; storeId?: string; beforeHydration: (page: HTMLElement) => void },
) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(inApp(ui, makeQueryClient(), options));
  options.beforeHydration(container);
  const queryClient = makeQueryClient();
  const view = await act(async () =>
    render(inApp(ui, queryClient, options), { container, hydrate: true }),
  );
  return { ...view, queryClient };
}

function inApp(
  ui: ReactNode,
  queryClient: QueryClient,
  options: { apiBase: string; storeId?: string },
) {
  const Stub = createRoutesStub([
    {
      path: '/produto/teste',
      Component: () => (
        <>
          {ui}
          <Where />
        </>
      ),
    },
    { path: '*', Component: Where },
  ]);
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider storeId={options.storeId ?? STORE_ID} apiBase={options.apiBase}>
        <Stub initialEntries={['/produto/teste']} />
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

export const STORE_ID = '0b8f5e0e-8a55-4c7e-9d6b-3f1c2a4d5e6f';
