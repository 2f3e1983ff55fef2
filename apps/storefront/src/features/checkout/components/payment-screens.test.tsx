import type { Order } from '@vitrine/contract/orders';
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackApi } from '../../../testing/loopback-api.ts';
import { renderInApp } from '../../../testing/render-route.tsx';
import { CardScreen } from './card-screen.tsx';
import { PixScreen } from './pix-screen.tsx';

// The payment screens' states, each from an order as GET /orders/{code} answers it.
let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi();
});
afterAll(() => api.close());

const base: Omit<Order, 'payment' | 'status' | 'status_label' | 'paid_at'> = {
  code: 'AB12CD34',
  created_at: '2027-05-14T18:00:00.000Z',
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
  customer_cpf: null,
  customer_company: null,
  whatsapp_number: null,
  tracking_code: null,
  shipping_carrier: null,
  tracking_url: null,
  items: [],
  history: [],
  refunds: [],
  refund_state: null,
  refundable: 0,
};

function show(order: Order, screenOf: (code: string) => React.ReactNode) {
  api.answer((request) =>
    request.path === `/orders/${order.code}`
      ? { status: 200, body: order }
      : { status: 404, body: { code: 'not_found', message: '' } },
  );
  renderInApp(<Suspense fallback={null}>{screenOf(order.code)}</Suspense>, { apiBase: api.url });
}

const card = (installments: number, amount: number) =>
  ({
    method: 'card',
    brand: 'mastercard',
    last4: '4444',
    installments,
    installment_amount: amount,
  }) as const;

describe('CardScreen', () => {
  it('approved: the order number, the card, the instalments as read at checkout, the total', async () => {
    show(
      {
        ...base,
        status: 'pago',
        status_label: 'Pago',
        paid_at: '2027-05-14T18:00:00.000Z',
        installments: 6,
        interest: 32.16,
        total: 332.16,
        payment: card(6, 55.36),
      },
      (code) => <CardScreen code={code} />,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagamento aprovado!' }),
    ).toBeVisible();
    expect(screen.getByText('AB12CD34')).toBeVisible();
    expect(screen.getByText('Mastercard final 4444')).toBeVisible();
    expect(screen.getByText('6x de R$ 55,36 com juros (total R$ 332,16)')).toBeVisible();
    expect(screen.getByText('R$ 332,16')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver meu pedido' })).toHaveAttribute(
      'href',
      '/minha-conta/meus-pedidos/AB12CD34',
    );
  });

  it('not approved: the reason and a way back to pay', async () => {
    show(
      {
        ...base,
        status: 'cancelado',
        status_label: 'Cancelado',
        paid_at: null,
        payment: card(1, 300),
        history: [
          {
            status: 'cancelado',
            status_label: 'Cancelado',
            at: base.created_at,
            note: 'Pagamento estornado pelo banco.',
          },
        ],
      },
      (code) => <CardScreen code={code} />,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagamento não aprovado' }),
    ).toBeVisible();
    expect(
      screen.getByText(/^Pagamento estornado pelo banco\. Você pode tentar de novo/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tentar pagar de novo' })).toHaveAttribute(
      'href',
      '/finalizar-compra/pagar',
    );
    expect(screen.getByRole('link', { name: 'Ver meu pedido' })).toHaveAttribute(
      'href',
      '/minha-conta/meus-pedidos/AB12CD34',
    );
  });
});

describe('PixScreen', () => {
  const pix = {
    method: 'pix',
    payload: '00020126...6304ABCD',
    txid: 'AB12CD34',
    expires_at: '2027-05-14T18:30:00.000Z',
  } as const;

  it('paid: links to the order’s own page', async () => {
    show(
      {
        ...base,
        payment_method: 'pix',
        status: 'pago',
        status_label: 'Pago',
        paid_at: '2027-05-14T18:05:00.000Z',
        payment: pix,
      },
      (code) => <PixScreen code={code} qrSvg="<svg></svg>" demoBank={false} />,
    );
    expect(await screen.findByRole('link', { name: 'Ver meu pedido' })).toHaveAttribute(
      'href',
      '/minha-conta/meus-pedidos/AB12CD34',
    );
  });

  it('expired: says so, with no code left to pay', async () => {
    show(
      {
        ...base,
        payment_method: 'pix',
        status: 'expirado',
        status_label: 'Expirado',
        paid_at: null,
        payment: pix,
      },
      (code) => <PixScreen code={code} qrSvg="<svg></svg>" demoBank />,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'O prazo deste pix acabou' }),
    ).toBeVisible();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copiar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Simular pagamento' })).toBeNull();
  });

  it('awaiting, without the demo bank: no "Simular pagamento"', async () => {
    show(
      {
        ...base,
        payment_method: 'pix',
        status: 'aguardando_pagamento',
        status_label: 'Aguardando pagamento',
        paid_at: null,
        payment: pix,
      },
      (code) => <PixScreen code={code} qrSvg="<svg></svg>" demoBank={false} />,
    );
    expect(await screen.findByRole('img', { name: 'QR code do pix de R$ 300,00' })).toBeVisible();
    expect(screen.getByLabelText('Código pix copia e cola')).toHaveValue(pix.payload);
    expect(screen.queryByRole('button', { name: 'Simular pagamento' })).toBeNull();
  });
});
