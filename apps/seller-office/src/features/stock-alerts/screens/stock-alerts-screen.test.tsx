import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { stockAlertsRoutes } from '../routes.ts';

// "Avise-me" through its route against a loopback API: the factor (1 to 10, the contract's
// rule said at the field) and the variations most asked for.
const api = setUpLoopbackApi();

function answer() {
  api.answer((request) => {
    if (request.url.pathname.endsWith('/settings/stock-alerts')) {
      const body = request.method === 'PUT' ? (request.body as object) : {};
      return { status: 200, body: { factor: 2, ...body } };
    }
    const item = {
      product_id: '6f1c1b0e-3a57-4b0e-9a36-000000000009',
      product_name: 'Vaso Azul',
      variation_name: 'Grande',
      stock: 0,
      requests: 12,
    };
    return {
      status: 200,
      body: { items: [item], page: 1, per_page: 24, total: 1, total_pages: 1 },
    };
  });
}

describe('StockAlertsScreen', () => {
  it('saves the factor by the keyboard, refusing one out of 1 to 10 at the field', async () => {
    const user = userEvent.setup();
    answer();
    renderRoutes(stockAlertsRoutes, '/vendedor/avise-me', api.url);
    const factor = await screen.findByRole('textbox', { name: /Avisos por unidade/ });
    expect(factor).toHaveValue('2');
    await user.clear(factor);
    await user.type(factor, '11{Enter}');
    expect(await screen.findByText('Use um fator de 1 a 10.')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
    await user.clear(factor);
    await user.type(factor, '3{Enter}');
    await waitFor(() =>
      expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({
        factor: 3,
      }),
    );
  });

  it('lists the variations most asked for with their stock now', async () => {
    answer();
    renderRoutes(stockAlertsRoutes, '/vendedor/avise-me', api.url);
    const list = await screen.findByRole('list', { name: 'Opções com pedidos de aviso' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('Vaso Azul (Grande)');
    expect(item).toHaveTextContent('12 pedidos');
    expect(item).toHaveTextContent('Estoque agora: 0');
  });
});
