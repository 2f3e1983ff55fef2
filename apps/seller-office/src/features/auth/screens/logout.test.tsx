import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createApiClient } from '@vitrine/api-client/client';
import { currentStoreQueryOptions } from '@vitrine/api-client/queries/get-current-store';
import type { StoreData } from '@vitrine/contract/stores';
import { sessionQueryKey } from '@vitrine/session/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from '../../../lib/api-context.tsx';
import { LoginScreen } from './login.tsx';
import { LogoutScreen } from './logout.tsx';

// spec §4, §8: logging out answers false when the office's server cannot be reached (here:
// there is none behind the page, so its POST /_session/logout fails as a dropped network does).
describe('LogoutScreen', () => {
  it('on false, ends the session in this tab and the login says the server was not reached', async () => {
    const api = createApiClient({ apiBase: 'http://127.0.0.1:9' });
    const queryClient = new QueryClient();
    queryClient.setQueryData(currentStoreQueryOptions(api).queryKey, {
      name: 'Loja Aurora',
    } as StoreData);
    queryClient.setQueryData(sessionQueryKey('seller'), {
      _id: 's1',
      email: 'paula.mendes@loja-aurora.exemplo.com.br',
      first_name: 'Paula',
      last_name: 'Mendes',
      store_id: 'store-1',
    });
    queryClient.setQueryData(['seller', 'profile'], { first_name: 'Paula' });
    const router = createMemoryRouter(
      [
        { path: '/vendedor/login/logout', Component: LogoutScreen },
        { path: '/vendedor/login', Component: LoginScreen },
      ],
      { initialEntries: ['/vendedor/login/logout'] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={api}>
          <RouterProvider router={router} />
        </ApiProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saindo do painel…');

    expect(await screen.findByRole('heading', { name: 'Entrar no painel' })).toBeVisible();
    expect(router.state.location.search).toBe('?saiu=0');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Você saiu do painel neste dispositivo, mas não conseguimos falar com o servidor',
    );
    expect(queryClient.getQueryData(sessionQueryKey('seller'))).toBeNull();
    expect(queryClient.getQueryData(['seller', 'profile'])).toBeUndefined();
  });
});
