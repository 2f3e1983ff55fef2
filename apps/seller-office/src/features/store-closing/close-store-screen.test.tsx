import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@vitrine/ui/toast';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi, type RecordedRequest } from '../../testing/loopback-api.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { storeClosingRoutes } from './routes.ts';

// Closing the store through its route against a loopback API: the three downloads first, then
// the password; the API's refusals shown where they belong.
const api = setUpLoopbackApi();
const SCREEN = '/vendedor/loja/encerrar';
const OPEN = { status: 'open', pause_message: null, closed_at: null, steps: [], missing: [] };

function renderScreen(close: (request: RecordedRequest) => { status: number; body: unknown }) {
  api.answer((request) =>
    request.method === 'GET' ? { status: 200, body: OPEN } : close(request),
  );
  render(<Toaster />);
  return renderRoutes(
    (deps) => [...storeClosingRoutes(deps), { index: true, element: <p>Início</p> }],
    SCREEN,
    api.url,
  );
}

/** The three files, downloaded (the links' clicks; the browser saves them). */
async function downloadAll() {
  for (const name of [
    'Baixar o catálogo (CSV)',
    'Baixar as vendas (CSV)',
    'Baixar os clientes (CSV)',
  ]) {
    const link = await screen.findByRole('link', { name });
    // The browser would save the file; the test only needs the click.
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(link);
  }
}

describe('CloseStoreScreen', () => {
  it('offers the catalog, sales and customers files, and asks for the password only after them', async () => {
    renderScreen(() => ({ status: 500, body: {} }));
    const hrefs = await Promise.all(
      ['Baixar o catálogo (CSV)', 'Baixar as vendas (CSV)', 'Baixar os clientes (CSV)'].map(
        async (name) => {
          const link = await screen.findByRole('link', { name });
          expect(link).toHaveAttribute('download');
          return link.getAttribute('href');
        },
      ),
    );
    expect(hrefs).toEqual([
      '/_api/catalog/export',
      '/_api/sales/export',
      '/_api/store/customers/export',
    ]);
    expect(screen.queryByLabelText('Sua senha')).toBeNull();
    await downloadAll();
    expect(await screen.findByLabelText('Sua senha')).toBeInTheDocument();
  });

  it('puts a wrong password on the field, focused', async () => {
    const user = userEvent.setup();
    renderScreen(() => ({
      status: 400,
      body: {
        code: 'wrong_password',
        message: 'A senha não confere.',
        details: [{ path: 'password', message: 'A senha não confere.' }],
      },
    }));
    await downloadAll();
    await user.type(await screen.findByLabelText('Sua senha'), 'Errada@123');
    await user.click(screen.getByRole('button', { name: 'Encerrar a loja definitivamente' }));
    const field = screen.getByLabelText('Sua senha');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('A senha não confere.');
    expect(field).toHaveFocus();
    const sent = api.requests.find((request) => request.method === 'POST');
    expect(sent).toMatchObject({ path: '/store/close', body: { password: 'Errada@123' } });
  });

  it('lists the unfinished orders that keep the store open, each linked to its sale', async () => {
    const user = userEvent.setup();
    renderScreen(() => ({
      status: 409,
      body: {
        code: 'store_has_unfinished_orders',
        message:
          'Há 3 pedidos em andamento: entregue, cancele ou espere expirar cada um antes de encerrar a loja.',
        details: {
          total: 3,
          orders: [
            {
              code: 'K7P3M9QX',
              status: 'pago',
              status_label: 'Pago',
              created_at: '2026-11-28T13:00:00.000Z',
              total: 1234.56,
              customer_name: 'Marina Costa',
            },
          ],
        },
      },
    }));
    await downloadAll();
    await user.type(await screen.findByLabelText('Sua senha'), 'Senha@123');
    await user.click(screen.getByRole('button', { name: 'Encerrar a loja definitivamente' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Há 3 pedidos em andamento');
    expect(within(alert).getByRole('link', { name: 'Venda K7P3M9QX' })).toHaveAttribute(
      'href',
      '/vendedor/minha-conta/minhas-vendas/K7P3M9QX',
    );
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'K7P3M9QX · Pago · Marina Costa · R$ 1.234,56',
    );
    expect(alert).toHaveTextContent('e mais 2 pedidos.');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
  });

  it('closes the store and goes back to the home', async () => {
    const user = userEvent.setup();
    const view = renderScreen(() => ({
      status: 200,
      body: {
        status: 'closed',
        pause_message: null,
        closed_at: '2026-11-29T12:00:00.000Z',
        message: 'Loja encerrada. Os dados ficam guardados pelo prazo do aviso de privacidade.',
      },
    }));
    await downloadAll();
    await user.type(await screen.findByLabelText('Sua senha'), 'Senha@123');
    await user.click(screen.getByRole('button', { name: 'Encerrar a loja definitivamente' }));
    expect(await screen.findByText(/^Loja encerrada\./)).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/vendedor'));
  });
});
