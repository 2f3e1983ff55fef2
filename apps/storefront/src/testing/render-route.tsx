import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
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
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider storeId={options.storeId ?? STORE_ID} apiBase={options.apiBase}>
        <Stub initialEntries={['/produto/teste']} />
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

export const STORE_ID = '0b8f5e0e-8a55-4c7e-9d6b-3f1c2a4d5e6f';
