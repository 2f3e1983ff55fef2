import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import { renderConsoleRoutes } from '../../../testing/render-routes.tsx';
import { consoleRoutes } from '../routes.ts';
import { OPERATOR_ACCOUNT, operatorMe, page, storeRow } from '../testing/builders.ts';

// The console's stores list through its routes against a loopback API: each store as a card,
// the filters into the request and the URL, and an operator who must first turn two-step
// verification on.
const api = setUpLoopbackApi();
const SUSPENDED = storeRow({
  _id: '6f1c1b0e-3a57-4b0e-9a36-2f1f0b3c4d32',
  name: 'Casa Ipê',
  slug: 'ipe',
  host: 'ipe.vitrine.localhost',
  status: 'open',
  suspension: { at: '2026-11-29T13:00:00.000Z', reason: 'Produtos proibidos à venda.' },
  orders_30d: 0,
  revenue_30d: 0,
  products: 1,
  image_bytes: 3 * 1024 ** 3,
});

function answers(me = operatorMe()) {
  return (request: { path: string }) => {
    const path = request.path.split('?')[0];
    if (path === '/operator/me') return { status: 200, body: me };
    if (path === '/operator/stores')
      return { status: 200, body: page([storeRow(), SUSPENDED], 41) };
    return { status: 404, body: { code: 'not_found', message: 'Não encontrado.' } };
  };
}
const storeRequests = () => api.requests.filter((r) => r.url.pathname === '/operator/stores');

describe('StoresScreen', () => {
  it('shows each store as a card: name to its page, address, state, creation day and figures', async () => {
    api.answer(answers());
    renderConsoleRoutes(consoleRoutes, '/operador', api.url, OPERATOR_ACCOUNT);
    const list = await screen.findByRole('list', { name: 'Lojas da plataforma' });
    const [aurora, ipe] = within(list).getAllByRole('listitem');
    expect(within(aurora!).getByRole('link', { name: 'Loja Aurora' })).toHaveAttribute(
      'href',
      '/operador/lojas/6f1c1b0e-3a57-4b0e-9a36-2f1f0b3c4d31',
    );
    expect(aurora).toHaveTextContent('aurora.vitrine.localhost');
    expect(aurora).toHaveTextContent('Aberta');
    expect(aurora).toHaveTextContent('Criada em 05/03/2026');
    expect(aurora).toHaveTextContent('Pedidos em 30 dias42');
    expect(aurora).toHaveTextContent('Receita em 30 diasR$ 1.234,56');
    expect(aurora).toHaveTextContent('Produtos87');
    expect(aurora).toHaveTextContent('Imagens300 MB');
    expect(ipe).toHaveTextContent('Suspensa');
    expect(ipe).not.toHaveTextContent('Aberta');
    expect(ipe).toHaveTextContent('Imagens3 GB');
    expect(screen.getByText(/Página 1 de 3 · 41 lojas/)).toBeVisible();
    expect(screen.getByText('Ana Lima')).toBeVisible();
  });

  it('sends the filters and the order it is given, from page 1, and keeps them in the URL', async () => {
    const user = userEvent.setup();
    api.answer(answers());
    renderConsoleRoutes(consoleRoutes, '/operador?page=2', api.url, OPERATOR_ACCOUNT);
    await screen.findByRole('list', { name: 'Lojas da plataforma' });
    expect(storeRequests()[0]?.url.searchParams.get('page')).toBe('2');

    await user.type(screen.getByLabelText('Buscar'), 'paula@exemplo.com.br');
    await user.selectOptions(screen.getByLabelText('Situação'), 'Suspensa');
    await user.type(screen.getByLabelText('Criadas a partir de'), '2026-01-01');
    await user.type(screen.getByLabelText('Criadas até'), '2026-06-30');
    await user.selectOptions(screen.getByLabelText('Ordem'), 'Maior receita em 30 dias');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));

    await waitFor(() => expect(storeRequests()).toHaveLength(2));
    expect(Object.fromEntries(storeRequests()[1]!.url.searchParams)).toEqual({
      q: 'paula@exemplo.com.br',
      state: 'suspended',
      created_from: '2026-01-01',
      created_to: '2026-06-30',
      sort: 'revenue_desc',
      page: '1',
      per_page: '20',
    });
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/operador?q=paula%40exemplo.com.br&state=suspended&created_from=2026-01-01&created_to=2026-06-30&sort=revenue_desc',
    );
  });

  it('reads the filters from the address it opens at', async () => {
    api.answer(answers());
    renderConsoleRoutes(consoleRoutes, '/operador?state=draft&q=aurora', api.url, OPERATOR_ACCOUNT);
    await screen.findByRole('list', { name: 'Lojas da plataforma' });
    expect(storeRequests()[0]?.url.searchParams.get('state')).toBe('draft');
    expect(screen.getByLabelText('Buscar')).toHaveValue('aurora');
    expect(screen.getByLabelText('Situação')).toHaveValue('draft');
  });

  it('refuses a range that ends before it starts, sending nothing', async () => {
    const user = userEvent.setup();
    api.answer(answers());
    renderConsoleRoutes(consoleRoutes, '/operador', api.url, OPERATOR_ACCOUNT);
    await screen.findByRole('list', { name: 'Lojas da plataforma' });
    await user.type(screen.getByLabelText('Criadas a partir de'), '2026-06-30');
    await user.type(screen.getByLabelText('Criadas até'), '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('A data inicial deve ser anterior à final.')).toBeVisible();
    expect(storeRequests()).toHaveLength(1);
  });

  it('sends an operator without two-step verification to its setup first', async () => {
    api.answer(answers(operatorMe({ two_factor_setup_required: true })));
    renderConsoleRoutes(consoleRoutes, '/operador', api.url, OPERATOR_ACCOUNT);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Proteja o seu acesso ao console' }),
    ).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent('/operador/verificacao');
    expect(screen.getByLabelText('Sua senha')).toHaveFocus();
    expect(storeRequests()).toEqual([]);
  });

  it('sends a visitor without a session to the sign-in, remembering the page', async () => {
    api.answer(answers());
    renderConsoleRoutes(consoleRoutes, '/operador?state=open', api.url, null);
    expect(await screen.findByRole('heading', { name: 'Entrar no console' })).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/operador/entrar?voltar=%2Foperador%3Fstate%3Dopen',
    );
  });
});
