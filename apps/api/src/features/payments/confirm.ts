import type { PaymentWebhook } from '@vitrine/contract/checkout';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { preparedQuery } from '../../db/prepared.ts';
import { orderEvents, orders, paymentEvents } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { ApiError, conflict, notFound } from '../../http/errors.ts';
import { toCents } from '../../lib/money.ts';
import { queueInvoiceOnPayment } from '../invoices/issue.ts';
import { queueOrderEmails } from '../orders/emails.ts';
import { effectiveStatus } from '../orders/status.ts';
import { refuseChargedElsewhere } from './charged-by.ts';
import type { ProviderName } from './provider.ts';

/** The order a notice names, locked for its payment (prepared: one every paid order). */
const orderToPay = preparedQuery((db) =>
  db
    .select()
    .from(orders)
    .where(
      and(eq(orders.storeId, sql.placeholder('storeId')), eq(orders.code, sql.placeholder('code'))),
    )
    .for('update')
    .prepare('payment_order_to_pay'),
);

/** The notice's event id written once: none back when it was seen before (prepared). */
const noticeSeen = preparedQuery((db) =>
  db
    .insert(paymentEvents)
    .values({
      eventId: sql.placeholder('eventId'),
      orderId: sql.placeholder('orderId'),
      type: sql.placeholder('type'),
      receivedAt: sql.placeholder('receivedAt'),
    })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.eventId })
    .prepare('payment_notice_seen'),
);

const paidEvent = preparedQuery((db) =>
  db
    .insert(orderEvents)
    .values({
      orderId: sql.placeholder('orderId'),
      status: 'pago',
      note: 'Pagamento confirmado pelo banco.',
      createdAt: sql.placeholder('createdAt'),
    })
    .prepare('payment_paid_event'),
);

/**
 * Applies a bank's "paid" notice to its order: aguardando pagamento → pago, once. Every notice
 * ends here (the sandbox's signed one directly, the others through reconcile.ts), so this is
 * where an order charged by another provider than `by`, the one vouching for the payment, is
 * refused (charged-by.ts). A replayed event id answers `duplicate`; an order no longer payable
 * (expired, cancelled) or a wrong amount is refused, so the provider's retry queue shows the
 * problem instead of hiding it.
 */
export async function applyPaymentConfirmation(
  deps: AppDeps,
  by: ProviderName,
  event: PaymentWebhook,
  /** What a refund will name (the pix's end-to-end id, the gateway's payment id). */
  reference?: string,
) {
  const now = deps.now();
  // The store's name for the e-mails, from the replica's copy of its row (at most STORE_TTL_MS
  // old, as the store's pages show it); read before the transaction, which PGlite's one
  // connection would otherwise wait on.
  const store = (await deps.storeCache.get(event.store_id)) ?? undefined;
  return deps.db.transaction(async (tx) => {
    const [order] = await orderToPay(tx).execute({
      storeId: event.store_id,
      code: event.order_code,
    });
    if (!order) throw notFound('Pedido não encontrado.', 'order_not_found');
    refuseChargedElsewhere(order, by);
    const seen = await noticeSeen(tx).execute({
      eventId: event.event_id,
      orderId: order.id,
      type: event.type,
      receivedAt: now,
    });
    if (seen.length === 0) {
      return { result: 'duplicate' as const, order_code: order.code, status: order.status };
    }
    if (toCents(event.amount) !== order.totalCents) {
      throw new ApiError(422, 'amount_mismatch', 'O valor pago não confere com o pedido.');
    }
    const status = effectiveStatus(order, now);
    if (status !== 'aguardando_pagamento') {
      throw conflict('order_not_payable', `O pedido está "${status}" e não aguarda pagamento.`);
    }
    // The signature vouches that the bank was paid, not for its clock: a paid_at ahead of ours
    // (skew, or a bank's bug) is recorded as now, and none before the order existed. Refusing it
    // instead would leave a paid order unpaid, expire it and return its stock.
    const paidAt = new Date(
      Math.min(Math.max(Date.parse(event.paid_at), order.createdAt.getTime()), now.getTime()),
    );
    await tx
      .update(orders)
      .set({
        status: 'pago',
        paidAt,
        updatedAt: now,
        ...(reference ? { payment: { ...order.payment, paid_reference: reference } } : {}),
      })
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.status, 'aguardando_pagamento'),
          or(isNull(orders.paymentExpiresAt), gt(orders.paymentExpiresAt, now)),
        ),
      );
    await paidEvent(tx).execute({ orderId: order.id, createdAt: now });
    // The shopper's "payment confirmed" and the sellers' "Nova venda", with the payment itself.
    const paid = { ...order, status: 'pago' as const, paidAt, updatedAt: now };
    await queueOrderEmails(tx, deps, paid, { kind: 'paid' }, { store });
    // Its NF-e, when the store's notes go out on payment (features/invoices).
    await queueInvoiceOnPayment(tx, deps, order);
    return { result: 'applied' as const, order_code: order.code, status: 'pago' };
  });
}
