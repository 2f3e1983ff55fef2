import type { Order } from '@vitrine/contract/orders';
import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackApi } from '../../../testing/loopback-api.ts';
import { renderInApp } from '../../../testing/render-route.tsx';
import { OrderDetail } from './order-detail.tsx';

// The shopper's order, from GET /orders/{code} as the API answers it once the seller shipped it.
let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi();
});
afterAll(() => api.close());

const shipped: Order = {
  code: 'AB12CD34',
  created_at: '2026-11-20T18:00:00.000Z',
  status: 'enviado',
  status_label: 'Enviado',
  paid_at: '2026-11-20T18:01:00.000Z',
  payment_method: 'card',
  installments: 1,
  subtotal: 300,
  coupon_code: null,
  coupon_discount: 0,
  discount: 0,
  shipping: 0,
  freight: null,
  interest: 0,
  total: 300,
  address: null,
  tracking_code: 'QB123456785BR',
  payment: {
    method: 'card',
    brand: 'visa',
    last4: '1111',
    installments: 1,
    installment_amount: 300,
  },
  items: [],
  history: [],
};

describe('OrderDetail', () => {
  it('shows the tracking code as a link to the Correios page, in a new tab that its name announces', async () => {
    api.answer((request) =>
      request.path === `/orders/${shipped.code}`
        ? { status: 200, body: shipped }
        : { status: 404, body: { code: 'not_found', message: '' } },
    );
    renderInApp(
      <Suspense fallback={null}>
        <OrderDetail code={shipped.code} art={{ qrSvg: null, barcodeSvg: null }} />
      </Suspense>,
      { apiBase: api.url },
    );
    const section = await screen.findByRole('region', { name: 'Código de rastreio' });
    const link = within(section).getByRole('link', {
      name: 'QB123456785BR (rastrear nos Correios, abre em nova aba)',
    });
    expect(link).toHaveTextContent(/^QB123456785BR$/);
    expect(link).toHaveAttribute(
      'href',
      'https://rastreamento.correios.com.br/app/index.php?objetos=QB123456785BR',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
