import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { downloadLink } from '../../../testing/download-link.ts';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import { IDS, listItem, listPage, tree } from '../testing/builders.ts';
import { renderCatalog } from '../testing/render-catalog.tsx';

// The list through its route (loader, lazy screen) and the real API client against a loopback
// server answering GET /catalog/products and /catalog/categories as the API does.
const api = setUpLoopbackApi();
const LIST = '/vendedor/catalogo/produtos';
const where = () => screen.getByTestId('where').textContent;
const lastListQuery = () =>
  Object.fromEntries(
    api.requests.filter((r) => r.url.pathname === '/catalog/products').at(-1)?.url.searchParams ??
      [],
  );

beforeEach(() => {
  api.answer((request) =>
    request.url.pathname === '/catalog/categories'
      ? { status: 200, body: tree() }
      : {
          status: 200,
          body: listPage([
            listItem(),
            listItem({
              _id: IDS.variation,
              name: 'Calça jeans',
              code: 'CAL-002',
              status: 'draft',
              price_min: 229.9,
              price_max: 229.9,
              stock_total: 2,
              low_stock: true,
              variations_count: 1,
            }),
            listItem({
              _id: IDS.variation2,
              name: 'Boné',
              code: 'BON-003',
              status: 'archived',
              stock_total: 0,
              out_of_stock: true,
              low_stock: true,
            }),
          ]),
        },
  );
});

describe('CatalogListScreen', () => {
  it('draws each product as a row linking to its edit screen, stock problems in words', async () => {
    renderCatalog(LIST, api.url);
    const table = await screen.findByRole('table', { name: 'Produtos da loja' });
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Camiseta básica' })).toHaveAttribute(
      'href',
      `${LIST}/${IDS.product}`,
    );
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['CAM-001', 'Ativo', 'Camisetas', 'R$ 49,90 a R$ 59,90', '12 unidades']);
    expect(within(second!).getByText('Rascunho')).toBeInTheDocument();
    expect(within(second!).getByText('Estoque baixo')).toBeInTheDocument();
    expect(within(third!).getByText('Esgotado')).toBeInTheDocument();
    expect(within(third!).queryByText('Estoque baixo')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 produtos');
    expect(screen.getByRole('link', { name: 'Novo produto' })).toHaveAttribute(
      'href',
      `${LIST}/novo`,
    );
    expect(lastListQuery()).toEqual({ kind: 'product', page: '1', per_page: '20' });
  });

  it('puts search, status, category, stock and order in the URL and asks the API for them', async () => {
    const user = userEvent.setup();
    renderCatalog(`${LIST}?page=2`, api.url);
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Situação'), 'active');
    await user.selectOptions(screen.getByLabelText('Categoria'), IDS.category);
    await user.selectOptions(screen.getByLabelText('Estoque'), 'baixo');
    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'menor_estoque');
    await user.type(screen.getByLabelText('Buscar'), 'CAM-001{Enter}');
    const search = `q=CAM-001&status=active&category_id=${IDS.category}&stock=baixo&sort=menor_estoque`;
    await waitFor(() => expect(where()).toBe(`${LIST}?${search}`));
    await waitFor(() =>
      expect(lastListQuery()).toEqual({
        kind: 'product',
        q: 'CAM-001',
        status: 'active',
        category_id: IDS.category,
        stock: 'baixo',
        sort: 'menor_estoque',
        page: '1',
        per_page: '20',
      }),
    );
  });

  it('shows the filters a shared URL holds, with pages around', async () => {
    api.answer((request) =>
      request.url.pathname === '/catalog/categories'
        ? { status: 200, body: tree() }
        : { status: 200, body: listPage([listItem()], { page: 2, total: 45, pages: 3 }) },
    );
    renderCatalog(`${LIST}?stock=esgotado&page=2`, api.url);
    const pager = await screen.findByRole('navigation', { name: 'Paginação do catálogo' });
    expect(screen.getByLabelText('Estoque')).toHaveValue('esgotado');
    expect(pager).toHaveTextContent('Página 2 de 3 · 45 produtos');
    expect(within(pager).getByRole('link', { name: 'Próxima' })).toHaveAttribute(
      'href',
      `${LIST}?stock=esgotado&page=3`,
    );
  });

  it('"Exportar planilha" downloads the products of the filters and order on screen, every page', async () => {
    renderCatalog(
      `${LIST}?q=cam&status=active&category_id=${IDS.category}&stock=baixo&sort=nome&page=2`,
      api.url,
    );
    const link = await downloadLink('Exportar planilha');
    expect(link.pathname).toBe('/_api/catalog/export');
    expect(link.query).toEqual({
      kind: 'product',
      q: 'cam',
      status: 'active',
      category_id: IDS.category,
      stock: 'baixo',
      sort: 'nome',
    });
  });

  it('lists services without a stock column or filter', async () => {
    api.answer((request) =>
      request.url.pathname === '/catalog/categories'
        ? { status: 200, body: { items: [] } }
        : {
            status: 200,
            body: listPage([
              listItem({ kind: 'service', name: 'Barra de calça', stock_total: null }),
            ]),
          },
    );
    renderCatalog('/vendedor/catalogo/servicos', api.url);
    const table = await screen.findByRole('table', { name: 'Serviços da loja' });
    expect(within(table).queryByRole('columnheader', { name: 'Estoque' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Estoque')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Novo serviço' })).toBeInTheDocument();
    expect(lastListQuery()).toMatchObject({ kind: 'service' });
    expect(
      api.requests
        .find((r) => r.url.pathname === '/catalog/categories')
        ?.url.searchParams.get('kind'),
    ).toBe('service');
  });

  it('says nothing matched and offers to clear the filters', async () => {
    api.answer((request) =>
      request.url.pathname === '/catalog/categories'
        ? { status: 200, body: tree() }
        : { status: 200, body: listPage([], { total: 0, pages: 0 }) },
    );
    renderCatalog(`${LIST}?q=nada`, api.url);
    expect(
      await screen.findByRole('heading', { name: 'Nada encontrado com esses filtros' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Limpar filtros' }).at(-1)).toHaveAttribute(
      'href',
      LIST,
    );
  });
});
