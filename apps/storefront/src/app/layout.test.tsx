import { QueryClientProvider } from '@tanstack/react-query';
import { toast } from '@vitrine/ui/toast';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub, Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientProvider } from '../lib/api-context.tsx';
import { makeQueryClient } from '../lib/query-client.ts';
import { aPaymentDefault, aStore } from '../testing/builders.ts';
import StoreLayout from './layout.tsx';
import { PENDING_DELAY_MS } from './navigation-feedback.tsx';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.useRealTimers();
});

/**
 * The real layout under a stub of the root route (its store) with two pages: '/' fires a toast
 * from a button, '/lenta' waits for `slowPage` before it renders.
 */
function renderLayout(slowPage: Promise<void>) {
  const store = aStore();
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({
        store: { data: store, payment_default: aPaymentDefault() },
        pages: [],
        origin: 'http://localhost',
      }),
      Component: StoreLayout,
      children: [
        {
          index: true,
          Component: () => (
            <>
              <h1>Início</h1>
              <button type="button" onClick={() => toast('Endereço salvo.')}>
                Salvar
              </button>
              <Link to="/lenta">Página lenta</Link>
            </>
          ),
        },
        { path: 'lenta', loader: () => slowPage.then(() => null), Component: () => <h1>Lenta</h1> },
      ],
    },
  ]);
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <ApiClientProvider storeId={store._id}>
        <Stub />
      </ApiClientProvider>
    </QueryClientProvider>,
  );
}

describe('StoreLayout', () => {
  it('shows a toast fired from a screen, in its Notificações region', async () => {
    renderLayout(Promise.resolve());
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
    const region = await screen.findByRole('region', { name: /^Notificações/ });
    expect(await within(region).findByText('Endereço salvo.')).toBeInTheDocument();
  });

  it('shows a navigation as pending only once it has taken 150 ms, until it ends', async () => {
    let arrive = () => {};
    const slowPage = new Promise<void>((resolve) => (arrive = resolve));
    const { container } = renderLayout(slowPage);
    const link = await screen.findByRole('link', { name: 'Página lenta' });
    const main = screen.getByRole('main');
    const bar = () => container.querySelector('.nav-progress');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      fireEvent.click(link);
    });
    act(() => vi.advanceTimersByTime(PENDING_DELAY_MS - 1));
    expect(bar()).toBeNull();
    expect(main).not.toHaveAttribute('aria-busy');

    act(() => vi.advanceTimersByTime(1));
    expect(bar()).not.toBeNull();
    expect(main).toHaveAttribute('aria-busy', 'true');

    await act(async () => arrive());
    expect(screen.getByRole('heading', { name: 'Lenta' })).toBeInTheDocument();
    expect(bar()).toBeNull();
    expect(main).not.toHaveAttribute('aria-busy');
  });
});
