import { randomBytes } from 'node:crypto';
import type { OrderStatus, PaymentDetails, stores } from '../db/schema/index.ts';
import { chargeInputFor, issuePendingCharge } from '../features/payments/pending-charge.ts';
import { sandboxPaymentProvider } from '../features/payments/sandbox/provider.ts';

// The history of a demo order: its timeline up to the planned status and the payment the
// sandbox provider would have issued for it.

export type Spec = {
  status: OrderStatus;
  method: 'pix' | 'boleto' | 'card';
  installments?: number;
  daysAgo: number;
};

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
// Only pix and boleto charges are issued here: the keys sign nothing that outlives the seed.
const provider = sandboxPaymentProvider({
  webhookSecret: randomBytes(32).toString('base64url'),
  cardTokenSecret: randomBytes(32).toString('base64url'),
});

/**
 * What happened to an order, in order, up to its status; `shippedNote` is the shipment's line
 * (its carrier and tracking code, as a seller's move writes it).
 */
export function timeline(
  spec: Spec,
  createdAt: Date,
  paymentExpiresAt: Date | null,
  shippedNote: string,
) {
  const at = (ms: number) => new Date(createdAt.getTime() + ms);
  const events: { status: OrderStatus; note: string; createdAt: Date }[] = [
    { status: 'aguardando_pagamento', note: 'Pedido recebido.', createdAt },
  ];
  if (spec.status === 'expirado') {
    return [
      ...events,
      {
        status: 'expirado' as const,
        note: 'Prazo de pagamento encerrado.',
        createdAt: paymentExpiresAt ?? at(HOUR),
      },
    ];
  }
  if (spec.status === 'cancelado') {
    return [
      ...events,
      {
        status: 'cancelado' as const,
        note: 'Cancelado a pedido do cliente.',
        createdAt: at(2 * HOUR),
      },
    ];
  }
  const flow: [OrderStatus, string, number][] = [
    [
      'pago',
      spec.method === 'card' ? 'Pagamento aprovado.' : 'Pagamento confirmado pelo banco.',
      spec.method === 'boleto' ? DAY : 10 * 60 * 1000,
    ],
    ['em_separacao', '', DAY + 4 * HOUR],
    ['enviado', shippedNote, 2 * DAY],
    ['entregue', '', 5 * DAY],
  ];
  const reached = ['aguardando_pagamento', 'pago', 'em_separacao', 'enviado', 'entregue'].indexOf(
    spec.status,
  );
  return [
    ...events,
    ...flow
      .slice(0, reached)
      .map(([status, note, after]) => ({ status, note, createdAt: at(after) })),
  ];
}

export async function paymentFor(
  store: typeof stores.$inferSelect,
  spec: Spec,
  code: string,
  amountCents: number,
  now: Date,
): Promise<{ payment: PaymentDetails; expiresAt: Date | null }> {
  // Demo orders of a store without a pix key still show a payable code.
  const charge = chargeInputFor(
    { ...store, pixKey: store.pixKey || 'pix@vitrine.dev' },
    { code, amountCents },
    now,
  );
  if (spec.method !== 'card') {
    return issuePendingCharge(
      provider,
      spec.method,
      charge,
      new Date(now.getTime() + 30 * 60 * 1000),
    );
  }
  return {
    payment: { method: 'card', brand: 'visa', last4: '1111', authorization_code: `SBX${code}` },
    expiresAt: null,
  };
}
