import { QueryClientProvider } from '@tanstack/react-query';
import { toast } from '@vitrine/ui/toast';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub, Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreData } from '@vitrine/contract/stores';
import { ApiClientProvider } from '../lib/api-context.tsx';
import { makeQueryClient } from '../lib/query-client.ts';
import { aPaymentDefault, aStore } from '../testing/builders.ts';
import StoreLayout from './layout.tsx';
import { PENDING_DELAY_MS } from './navigation-feedback.tsx';
import { CONSENT_KEY } from '../lib/analytics/consent.ts';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.useRealTimers();
  localStorage.clear();
  delete (window as { vitrineLoadTagManager?: unknown }).vitrineLoadTagManager;
});

/**
 * The real layout under a stub of the root route (its store) with two pages: '/' fires a toast
 * from a button, '/lenta' waits for `slowPage` before it renders.
 */
function renderLayout(
  slowPage: Promise<void>,
  options: {
    tagManagerId?: string;
    pages?: { slug: string; title: string }[];
    logo?: Pick<StoreData, 'logo' | 'logo_size'>;
  } = {},
) {
  const store = { ...aStore(), tag_manager_id: options.tagManagerId ?? null, ...options.logo };
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({
        store: { data: store, payment_default: aPaymentDefault() },
        pages: options.pages ?? [],
        departments: [],
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
  it('shows the store’s logo in the header, named by the store, in its own proportions', async () => {
    renderLayout(Promise.resolve(), {
      logo: {
        logo: 'https://cdn.exemplo.com.br/lojas/a/images/abc.webp',
        logo_size: { width: 1200, height: 300 },
      },
    });
    const logo = await screen.findByRole('img', { name: aStore().name });
    expect(logo).toHaveAttribute('src', 'https://cdn.exemplo.com.br/lojas/a/images/abc.webp');
    expect(logo).toHaveAttribute('width', '1200');
    expect(logo).toHaveAttribute('height', '300');
  });

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

describe('StoreLayout: LGPD consent for the tag manager', () => {
  const PRIVACY = { slug: 'politica-de-privacidade', title: 'Política de privacidade' };

  it('asks nothing in a store without a tag manager', async () => {
    renderLayout(Promise.resolve());
    await screen.findByRole('heading', { name: 'Início' });
    expect(screen.queryByRole('region', { name: 'Sua privacidade' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Preferências de cookies' })).toBeNull();
  });

  it('asks once, loads the container only on "Aceitar cookies", and keeps the choice', async () => {
    const load = vi.fn();
    (window as { vitrineLoadTagManager?: unknown }).vitrineLoadTagManager = load;
    renderLayout(Promise.resolve(), { tagManagerId: 'GTM-AB12CD', pages: [PRIVACY] });
    const banner = await screen.findByRole('region', { name: 'Sua privacidade' });
    expect(within(banner).getByRole('link', { name: /política de privacidade/ })).toHaveAttribute(
      'href',
      '/paginas/politica-de-privacidade',
    );
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(within(banner).getByRole('button', { name: 'Aceitar cookies' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Sua privacidade' })).toBeNull();
    expect(localStorage.getItem(CONSENT_KEY)).toBe('aceito');
  });

  it('refuses in one click, loads nothing, and can be asked again from the footer', async () => {
    const load = vi.fn();
    (window as { vitrineLoadTagManager?: unknown }).vitrineLoadTagManager = load;
    renderLayout(Promise.resolve(), { tagManagerId: 'GTM-AB12CD' });
    const banner = await screen.findByRole('region', { name: 'Sua privacidade' });
    fireEvent.click(within(banner).getByRole('button', { name: 'Recusar' }));
    expect(screen.queryByRole('region', { name: 'Sua privacidade' })).toBeNull();
    expect(localStorage.getItem(CONSENT_KEY)).toBe('recusado');
    expect(load).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Preferências de cookies' }));
    const again = await screen.findByRole('region', { name: 'Sua privacidade' });
    fireEvent.click(within(again).getByRole('button', { name: 'Aceitar cookies' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not ask a browser that already chose', async () => {
    localStorage.setItem(CONSENT_KEY, 'recusado');
    renderLayout(Promise.resolve(), { tagManagerId: 'GTM-AB12CD' });
    await screen.findByRole('button', { name: 'Preferências de cookies' });
    expect(screen.queryByRole('region', { name: 'Sua privacidade' })).toBeNull();
  });
});
