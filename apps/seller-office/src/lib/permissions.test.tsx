import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OfficeNav } from '../app/seller-area.tsx';
import { catalogRoutes } from '../features/catalog/routes.ts';
import { HomeSide } from '../features/home/components/home-side.tsx';
import { setUpLoopbackApi } from '../testing/loopback-api.ts';
import { renderRoutes } from '../testing/render-routes.tsx';
import { renderScreen } from '../testing/render-screen.tsx';
import { sellerProfileFixture } from '../testing/seller-profile.ts';
import { onlyFor } from './permissions.tsx';

// What each role is offered: the menu, a gated area opened by its address, the home's catalog
// card. The loopback API answers GET /sellers/me with the role under test.
const api = setUpLoopbackApi();

function answerAs(role: 'owner' | 'admin' | 'sales') {
  api.answer((request) => {
    if (request.url.pathname === '/sellers/me') {
      return { status: 200, body: sellerProfileFixture(role) };
    }
    if (request.url.pathname === '/catalog/low-stock') {
      return { status: 200, body: { count: 0, items: [] } };
    }
    return { status: 404, body: { code: 'not_found', message: 'Não encontrado.' } };
  });
}

const menuOf = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Painel' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

describe('the menu of each role', () => {
  it('offers an owner the catalog, the settings, the coupons, the cart reminders, the stock alerts and the team', async () => {
    answerAs('owner');
    renderScreen(<OfficeNav />, { apiBase: api.url });
    expect(await menuOf()).toEqual([
      'Início',
      'Vendas',
      'Relatórios',
      'Catálogo',
      'Configurações',
      'Cupons',
      'Carrinhos abandonados',
      'Avise-me',
      'Equipe',
      'Meus dados',
      'Minha senha',
      'Segurança',
    ]);
  });

  it('offers an administrator the catalog, the settings and the coupons but not the team', async () => {
    answerAs('admin');
    renderScreen(<OfficeNav />, { apiBase: api.url });
    expect(await menuOf()).toEqual([
      'Início',
      'Vendas',
      'Relatórios',
      'Catálogo',
      'Configurações',
      'Cupons',
      'Carrinhos abandonados',
      'Avise-me',
      'Meus dados',
      'Minha senha',
      'Segurança',
    ]);
  });

  it('offers a sales seller the sales and their reports, neither the catalog, the settings, the coupons nor the team', async () => {
    answerAs('sales');
    renderScreen(<OfficeNav />, { apiBase: api.url });
    expect(await menuOf()).toEqual([
      'Início',
      'Vendas',
      'Relatórios',
      'Meus dados',
      'Minha senha',
      'Segurança',
    ]);
  });
});

describe('a gated area opened by its address', () => {
  const gated = (path: string) =>
    renderRoutes((deps) => onlyFor('catalog', deps, catalogRoutes(deps)), path, api.url);

  it('tells a sales seller they may not, and asks the API nothing of the catalog', async () => {
    answerAs('sales');
    gated('/vendedor/catalogo/produtos');
    expect(
      await screen.findByRole('heading', {
        name: 'Você não tem permissão para abrir esta página',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o início do painel' })).toHaveAttribute(
      'href',
      '/vendedor',
    );
    expect(api.requests.filter((request) => request.path.startsWith('/catalog'))).toEqual([]);
  });

  it('opens the area for an administrator', async () => {
    answerAs('admin');
    gated('/vendedor/catalogo/produtos');
    await vi.waitFor(() =>
      expect(api.requests.some((request) => request.path.startsWith('/catalog/'))).toBe(true),
    );
    expect(screen.queryByText(/não tem permissão/)).toBeNull();
  });
});

describe('the home of each role', () => {
  it('shows the low-stock card to an owner', async () => {
    answerAs('owner');
    renderScreen(<HomeSide awaitingAction={2} />, { apiBase: api.url });
    const card = await screen.findByRole('region', { name: 'Estoque baixo' });
    expect(await within(card).findByText('Nenhuma variação com estoque baixo.')).toBeVisible();
  });

  it('leaves the catalog card out for a sales seller', async () => {
    answerAs('sales');
    renderScreen(<HomeSide awaitingAction={2} />, { apiBase: api.url });
    expect(await screen.findByRole('link', { name: '2 vendas aguardando envio' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Estoque baixo' })).toBeNull();
    expect(api.requests.filter((request) => request.path.startsWith('/catalog'))).toEqual([]);
  });
});
