import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartReminderSettings } from '@vitrine/contract/cart-reminders';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { cartRemindersRoutes } from '../routes.ts';

// "Carrinhos abandonados" through its route against a loopback API: the settings in hours
// (the API's minutes), the coupon among the store's active ones, and the carts reminded.
const api = setUpLoopbackApi();
const COUPON_ID = '6f1c1b0e-3a57-4b0e-9a36-000000000001';

const SETTINGS: CartReminderSettings = {
  enabled: false,
  first_delay_minutes: 60,
  second_delay_minutes: 1440,
  third_delay_minutes: 4320,
  last_coupon_id: null,
  last_coupon_code: null,
};

function answer() {
  api.answer((request) => {
    const path = request.url.pathname;
    if (path.endsWith('/settings/cart-reminders')) {
      const body = request.method === 'PUT' ? (request.body as object) : {};
      return { status: 200, body: { ...SETTINGS, last_coupon_code: null, ...body } };
    }
    if (path.endsWith('/coupons')) {
      const coupon = { _id: COUPON_ID, code: 'VOLTA10', status: 'active', kind: 'percentage' };
      const items = [
        {
          ...coupon,
          value: 10,
          value_label: '10%',
          minimum_order: 0,
          starts_at: null,
          ends_at: null,
          max_uses: null,
          max_uses_per_customer: 1,
          category_ids: [],
          product_ids: [],
          uses: 0,
          created_at: '2026-03-01T12:00:00.000Z',
          updated_at: '2026-03-01T12:00:00.000Z',
        },
      ];
      return { status: 200, body: { items, page: 1, per_page: 50, total: 1, total_pages: 1 } };
    }
    const cart = {
      id: '6f1c1b0e-3a57-4b0e-9a36-000000000009',
      customer_name: 'Ana Souza',
      customer_email: 'ana@exemplo.com.br',
      value: 1234.56,
      reminders_sent: 2,
      last_reminder_at: '2026-03-02T15:30:00.000Z',
      status: 'recovered',
      order_code: 'K7P3M9QX',
    };
    return {
      status: 200,
      body: { items: [cart], page: 1, per_page: 24, total: 1, total_pages: 1 },
    };
  });
}

describe('CartRemindersScreen', () => {
  it('saves the delays typed in hours as minutes, with the coupon, by the keyboard', async () => {
    const user = userEvent.setup();
    answer();
    renderRoutes(cartRemindersRoutes, '/vendedor/carrinhos-abandonados', api.url);

    const enabled = await screen.findByRole('checkbox', { name: /Enviar lembretes/ });
    expect(screen.getByRole('textbox', { name: '1º lembrete' })).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: '3º lembrete' })).toHaveValue('72');
    await user.click(enabled);
    const second = screen.getByRole('textbox', { name: '2º lembrete' });
    await user.clear(second);
    await user.type(second, '0,5');
    await user.clear(screen.getByRole('textbox', { name: '3º lembrete' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Cupom/ }), 'VOLTA10');
    await user.click(screen.getByRole('button', { name: 'Salvar lembretes' }));
    // Half an hour is before the first: the contract's rule, said at the field.
    expect(await screen.findByText(/Cada lembrete vem depois do anterior/)).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);

    await user.clear(second);
    await user.type(second, '24');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({
        enabled: true,
        first_delay_minutes: 60,
        second_delay_minutes: 1440,
        third_delay_minutes: null,
        last_coupon_id: COUPON_ID,
      }),
    );
  });

  it('lists the carts reminded with their value, reminders and the order that recovered them', async () => {
    answer();
    renderRoutes(cartRemindersRoutes, '/vendedor/carrinhos-abandonados', api.url);
    const list = await screen.findByRole('list', { name: 'Carrinhos que receberam lembrete' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('Ana Souza');
    expect(item).toHaveTextContent('Recuperado');
    expect(item).toHaveTextContent('R$ 1.234,56');
    expect(item).toHaveTextContent('2 lembretes');
    expect(item).toHaveTextContent('02/03/2026');
    expect(item).toHaveTextContent('Pedido K7P3M9QX');
  });
});
