import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { salePage, saleSummary } from '../testing/builders.ts';
import { downloadLink } from '../../../testing/download-link.ts';
import { startLoopbackApi, type LoopbackApi } from '../../../testing/loopback-api.ts';
import { renderSales } from '../testing/render-sales.tsx';

// The list through its route (loader, lazy screen) and the real API client against a loopback
// server answering GET /sales as the API does.
let api: LoopbackApi;
beforeAll(async () => {
  api = await startLoopbackApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  api.answer(() => ({ status: 200, body: salePage([saleSummary()]) }));
});

const LIST = '/vendedor/minha-conta/minhas-vendas';
const where = () => screen.getByTestId('where').textContent;
const lastListQuery = () =>
  Object.fromEntries(
    api.requests.filter((r) => r.url.pathname === '/sales').at(-1)?.url.searchParams ?? [],
  );

describe('SalesListScreen', () => {
  it('draws each sale as a row of a captioned table, its code a link to the detail', async () => {
    api.answer(() => ({
      status: 200,
      body: salePage([
        saleSummary(),
        saleSummary({
          code: 'AUR-100002',
          status: 'enviado',
          status_label: 'Enviado',
          payment_method: 'card',
          total: 89.9,
        }),
      ]),
    }));
    renderSales(LIST, api.url);
    const table = await screen.findByRole('table', { name: /Vendas da loja/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.replace(/[▼▲↕]/g, ''));
    expect(headers).toEqual([
      'Código',
      'Data',
      'Comprador',
      'Total',
      'Pagamento',
      'Situação do pagamento',
      'Situação da entrega',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['14/03/2025 10:05', 'Ana Souza', 'R$ 1.234,56', 'Pix', 'Pago', 'A separar']);
    expect(within(second!).getByText('Cartão de crédito')).toBeInTheDocument();
    expect(within(second!).getByText('Enviado', { selector: 'td' })).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'AUR-100001' })).toHaveAttribute(
      'href',
      `${LIST}/AUR-100001`,
    );
    expect(screen.getByRole('status')).toHaveTextContent('2 vendas');
  });

  it('puts the applied filters in the URL, back on page 1, and asks the API for them', async () => {
    const user = userEvent.setup();
    renderSales(`${LIST}?page=3`, api.url);
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Situação'), 'em_separacao');
    await user.selectOptions(screen.getByLabelText('Forma de pagamento'), 'boleto');
    await user.type(screen.getByLabelText('De'), '2025-01-01');
    await user.type(screen.getByLabelText('Buscar'), 'ana@exemplo.com{Enter}');
    await waitFor(() =>
      expect(where()).toBe(
        `${LIST}?status=em_separacao&from=2025-01-01&payment_method=boleto&q=ana%40exemplo.com`,
      ),
    );
    await waitFor(() =>
      expect(lastListQuery()).toEqual({
        status: 'em_separacao',
        from: '2025-01-01',
        payment_method: 'boleto',
        q: 'ana@exemplo.com',
        page: '1',
        per_page: '20',
      }),
    );
  });

  it('shows the filters a shared URL holds, and the list they give', async () => {
    renderSales(
      `${LIST}?status=enviado&from=2025-01-01&to=2025-01-31&payment_method=card&q=AUR`,
      api.url,
    );
    await screen.findByRole('table');
    expect(screen.getByLabelText('Situação')).toHaveValue('enviado');
    expect(screen.getByLabelText('De')).toHaveValue('2025-01-01');
    expect(screen.getByLabelText('Até')).toHaveValue('2025-01-31');
    expect(screen.getByLabelText('Forma de pagamento')).toHaveValue('card');
    expect(screen.getByLabelText('Buscar')).toHaveValue('AUR');
    expect(lastListQuery()).toMatchObject({
      status: 'enviado',
      from: '2025-01-01',
      to: '2025-01-31',
      payment_method: 'card',
      q: 'AUR',
    });
  });

  it('refuses a range that ends before it starts, without leaving the view', async () => {
    const user = userEvent.setup();
    renderSales(LIST, api.url);
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('De'), '2025-02-01');
    await user.type(screen.getByLabelText('Até'), '2025-01-01');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(screen.getByLabelText('De')).toHaveAccessibleDescription(
      'A data inicial deve ser anterior à final.',
    );
    expect(where()).toBe(LIST);
  });

  it('"Exportar CSV" downloads the export of the filters and order on screen', async () => {
    renderSales(`${LIST}?status=pago&payment_method=pix&q=ana&sort=maior_valor&page=2`, api.url);
    const link = await downloadLink('Exportar CSV');
    expect(link.pathname).toBe('/_api/sales/export');
    expect(link.query).toEqual({
      status: 'pago',
      payment_method: 'pix',
      q: 'ana',
      sort: 'maior_valor',
    });
  });

  it('orders by a header: aria-sort says how, a second press flips it', async () => {
    const user = userEvent.setup();
    renderSales(LIST, api.url);
    await screen.findByRole('table');
    const dateHeader = () => screen.getByRole('columnheader', { name: /Data/ });
    const totalHeader = () => screen.getByRole('columnheader', { name: /Total/ });
    expect(dateHeader()).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(totalHeader()).getByRole('button'));
    await waitFor(() => expect(where()).toBe(`${LIST}?sort=maior_valor`));
    expect(totalHeader()).toHaveAttribute('aria-sort', 'descending');
    expect(dateHeader()).not.toHaveAttribute('aria-sort');
    await user.click(within(totalHeader()).getByRole('button'));
    await waitFor(() => expect(where()).toBe(`${LIST}?sort=menor_valor`));
    expect(totalHeader()).toHaveAttribute('aria-sort', 'ascending');
  });

  it('says which page of how many, with links to the pages around', async () => {
    api.answer(() => ({
      status: 200,
      body: salePage([saleSummary()], { page: 2, total: 45, pages: 3 }),
    }));
    renderSales(`${LIST}?status=pago&page=2`, api.url);
    const pager = await screen.findByRole('navigation', { name: 'Paginação das vendas' });
    expect(pager).toHaveTextContent('Página 2 de 3 · 45 vendas');
    expect(within(pager).getByRole('link', { name: 'Anterior' })).toHaveAttribute(
      'href',
      `${LIST}?status=pago`,
    );
    expect(within(pager).getByRole('link', { name: 'Próxima' })).toHaveAttribute(
      'href',
      `${LIST}?status=pago&page=3`,
    );
  });

  it('keeps the last page on screen, marked busy, while the next loads', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    api.answer((request) =>
      request.url.searchParams.get('page') === '2'
        ? new Promise((resolve) => {
            release = () =>
              resolve({
                status: 200,
                body: salePage([saleSummary({ code: 'AUR-200000' })], {
                  page: 2,
                  total: 21,
                  pages: 2,
                }),
              });
          })
        : { status: 200, body: salePage([saleSummary()], { total: 21, pages: 2 }) },
    );
    renderSales(LIST, api.url);
    await user.click(await screen.findByRole('link', { name: 'Próxima' }));
    expect(await screen.findByText('Carregando vendas…')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AUR-100001' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('link', { name: 'AUR-200000' })).toBeInTheDocument();
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
  });

  it('says nothing matched the filters and offers to clear them', async () => {
    const user = userEvent.setup();
    api.answer((request) =>
      request.url.searchParams.has('q')
        ? { status: 200, body: salePage([], { total: 0, pages: 0 }) }
        : { status: 200, body: salePage([saleSummary()]) },
    );
    renderSales(`${LIST}?q=ninguem`, api.url);
    expect(
      await screen.findByRole('heading', { name: 'Nenhuma venda encontrada com esses filtros' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const clear = screen.getAllByRole('link', { name: 'Limpar filtros' }).at(-1)!;
    await user.click(clear);
    await waitFor(() => expect(where()).toBe(LIST));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByLabelText('Buscar')).toHaveValue('');
  });
});
