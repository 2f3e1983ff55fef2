import type { OrderInvoiceAnswer } from '@vitrine/contract/invoices';
import type { Order } from '@vitrine/contract/orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  customer_cpf: null,
  customer_company: null,
  whatsapp_number: null,
  tracking_code: 'QB123456785BR',
  shipping_carrier: { slug: 'correios', name: 'Correios' },
  tracking_url: 'https://rastreamento.correios.com.br/app/index.php?objetos=QB123456785BR',
  payment: {
    method: 'card',
    brand: 'visa',
    last4: '1111',
    installments: 1,
    installment_amount: 300,
  },
  items: [],
  history: [],
  refunds: [],
  refund_state: null,
  refundable: 0,
};

/** The order, and its NF-e (GET /orders/{code}/invoice) as `invoice` (404 without one). */
function showOrder(order: Order, invoice?: OrderInvoiceAnswer) {
  api.answer((request) =>
    request.path === `/orders/${order.code}`
      ? { status: 200, body: order }
      : request.path === `/orders/${order.code}/invoice` && invoice
        ? { status: 200, body: invoice }
        : { status: 404, body: { code: 'not_found', message: '' } },
  );
  renderInApp(
    <Suspense fallback={null}>
      <OrderDetail code={order.code} art={{ qrSvg: null, barcodeSvg: null }} />
    </Suspense>,
    { apiBase: api.url },
  );
  return screen.findByRole('region', { name: 'Código de rastreio' });
}

describe('OrderDetail', () => {
  it('names the carrier and links the tracking code to its page, in a new tab that its name announces', async () => {
    const section = await showOrder(shipped);
    expect(within(section).getByText('Enviado por Correios')).toBeInTheDocument();
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

  it('links a Jadlog code to the Jadlog page', async () => {
    const section = await showOrder({
      ...shipped,
      tracking_code: '10080155188760',
      shipping_carrier: { slug: 'jadlog', name: 'Jadlog' },
      tracking_url: 'https://www.jadlog.com.br/jadlog/tracking?cte=10080155188760',
    });
    expect(within(section).getByText('Enviado por Jadlog')).toBeInTheDocument();
    expect(
      within(section).getByRole('link', {
        name: '10080155188760 (rastrear na Jadlog, abre em nova aba)',
      }),
    ).toHaveAttribute('href', 'https://www.jadlog.com.br/jadlog/tracking?cte=10080155188760');
  });

  it('shows the code of another carrier as text, with no link', async () => {
    const section = await showOrder({
      ...shipped,
      tracking_code: 'XYZ-9876',
      shipping_carrier: { slug: 'outra', name: 'Outra transportadora' },
      tracking_url: null,
    });
    expect(within(section).getByText('Enviado por Outra transportadora')).toBeInTheDocument();
    expect(within(section).getByText('XYZ-9876')).toBeInTheDocument();
    expect(within(section).queryByRole('link')).toBeNull();
  });

  it('says the order’s updates go by WhatsApp too, to the mobile given at checkout; nothing without one', async () => {
    await showOrder({ ...shipped, whatsapp_number: '31991234567' });
    expect(
      screen.getByText('Atualizações deste pedido também pelo WhatsApp, para (31) 99123-4567.'),
    ).toBeInTheDocument();
  });

  it('says nothing of WhatsApp for an order whose shopper did not ask for it', async () => {
    await showOrder(shipped);
    expect(screen.queryByText(/WhatsApp/)).not.toBeInTheDocument();
  });

  it('shows the CPF the order was charged with, formatted, under the payment', async () => {
    await showOrder({ ...shipped, customer_cpf: '39053344705' });
    const payment = screen.getByRole('region', { name: 'Pagamento' });
    expect(within(payment).getByText('CPF: 390.533.447-05')).toBeInTheDocument();
  });

  it('shows the authorised NF-e: number and series, the key in fours and the DANFE in a new tab', async () => {
    const key = '35261145231876000187550010000000121000000123';
    await showOrder(shipped, {
      invoice: {
        number: '12',
        series: '1',
        access_key: key,
        danfe_url: 'https://api.focusnfe.com.br/arquivos/danfe.pdf',
        authorized_at: '2026-11-20T18:05:00.000Z',
      },
    });
    const section = await screen.findByRole('region', { name: 'Nota fiscal' });
    expect(section).toHaveTextContent('Número 12, série 1');
    expect(section).toHaveTextContent('Emitida em 20/11/2026');
    expect(section).toHaveTextContent(
      'Chave de acesso3526 1145 2318 7600 0187 5500 1000 0000 1210 0000 0123Copiar',
    );
    const danfe = within(section).getByRole('link', { name: 'Ver DANFE (PDF) (abre em nova aba)' });
    expect(danfe).toHaveAttribute('href', 'https://api.focusnfe.com.br/arquivos/danfe.pdf');
    expect(danfe).toHaveAttribute('target', '_blank');
  });

  it('shows no NF-e before the store’s note is authorised', async () => {
    await showOrder(shipped, { invoice: null });
    await waitFor(() =>
      expect(api.requests.some((r) => r.path === `/orders/${shipped.code}/invoice`)).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'Nota fiscal' })).toBeNull();
  });

  it('shows no CPF line for an order placed without one', async () => {
    await showOrder(shipped);
    const payment = screen.getByRole('region', { name: 'Pagamento' });
    expect(within(payment).queryByText(/^CPF:/)).toBeNull();
  });
});

describe('OrderDetail of a cancelled boleto order', () => {
  const waiting: Order = {
    ...shipped,
    status: 'cancelado',
    status_label: 'Cancelado',
    tracking_code: null,
    shipping_carrier: null,
    tracking_url: null,
    refundable: 0,
    refund_state: { status: 'aguardando_dados', whole: true },
    refunds: [
      {
        _id: '00000000-0000-4000-8000-000000000009',
        amount: 195,
        status: 'aguardando_dados',
        status_label: 'Aguardando dados para devolução',
        kind: 'cancel',
        items: [],
        reason: null,
        via: 'transfer',
        destination: null,
        failure_reason: null,
        retryable: false,
        created_at: '2026-03-10T12:00:00.000Z',
        settled_at: null,
      },
    ],
  };

  it('shows the refund’s status and asks where to receive it, refusing a key that is not one', async () => {
    api.answer((request) =>
      request.path === `/orders/${waiting.code}`
        ? { status: 200, body: waiting }
        : { status: 404, body: { code: 'not_found', message: '' } },
    );
    renderInApp(
      <Suspense fallback={null}>
        <OrderDetail code={waiting.code} art={{ qrSvg: null, barcodeSvg: null }} />
      </Suspense>,
      { apiBase: api.url },
    );
    const refunds = await screen.findByRole('region', { name: 'Reembolsos' });
    expect(within(refunds).getByText('Cancelamento: R$ 195,00')).toBeInTheDocument();
    expect(within(refunds).getByText('Aguardando dados para devolução')).toBeInTheDocument();
    const key = within(refunds).getByLabelText('Chave pix');
    await userEvent.setup().type(key, '11111111111');
    expect(key).toHaveValue('111.111.111-11');
    await userEvent.setup().click(within(refunds).getByRole('button', { name: 'Enviar dados' }));
    expect(
      await within(refunds).findByText('Chave pix inválida para o tipo escolhido.'),
    ).toBeInTheDocument();
  });
});
