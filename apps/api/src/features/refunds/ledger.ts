import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderRefunds, orders, type RefundedItems } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import type { OrderRow } from '../orders/serialize.ts';
import { refundableCents, type RefundRow } from '../orders/refund-view.ts';

// An order's refunds as one ledger: read under a lock on the order, added only when what was
// paid still covers them. Two sellers refunding the same order at once queue on the lock, and
// the second sees the first's refund before it adds its own.

/** The order row, locked until the transaction ends (FOR UPDATE). */
export async function lockOrder(tx: Database, orderId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw conflict('order_gone', 'O pedido não existe mais.');
  return order;
}

export async function refundsOf(db: Database, orderId: string): Promise<RefundRow[]> {
  return db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(orderRefunds.createdAt);
}

/** Ours, [a-zA-Z0-9]{1,35}: the provider's idempotency key for every try of one refund. */
export function newRefundKey(): string {
  return `R${randomUUID().replaceAll('-', '')}`;
}

/** Where the order's shopper last said a boleto refund should go (null: never). */
export async function lastDestination(db: Database, orderId: string) {
  const [row] = await db
    .select({ destination: orderRefunds.destination })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), isNotNull(orderRefunds.destination)))
    .orderBy(desc(orderRefunds.updatedAt))
    .limit(1);
  return row?.destination ?? null;
}

export type NewRefund = {
  kind: RefundRow['kind'];
  amountCents: number;
  items?: RefundedItems;
  restocked?: boolean;
  reason: string | null;
  requestedBy: string | null;
  now: Date;
};

/**
 * Adds a refund to `order` (locked by the caller in `tx`): by the provider that charged it, or
 * for a boleto by the store's transfer, waiting for the shopper's data unless they gave it
 * already. Refused when it would give back more than the order paid less its refunds.
 */
export async function addRefund(
  tx: Database,
  order: OrderRow,
  refund: NewRefund,
): Promise<RefundRow> {
  const earlier = await refundsOf(tx, order.id);
  if (refund.amountCents <= 0 || refund.amountCents > refundableCents(order, earlier)) {
    throw conflict(
      'refund_exceeds_payment',
      'O valor passa do que ainda pode ser reembolsado neste pedido.',
    );
  }
  const transfer = order.paymentMethod === 'boleto';
  const destination = transfer ? await lastDestination(tx, order.id) : null;
  const [row] = await tx
    .insert(orderRefunds)
    .values({
      storeId: order.storeId,
      orderId: order.id,
      refundKey: newRefundKey(),
      amountCents: refund.amountCents,
      status: transfer && !destination ? 'aguardando_dados' : 'em_processamento',
      via: transfer ? 'transfer' : 'provider',
      kind: refund.kind,
      items: refund.items ?? [],
      restocked: refund.restocked ?? false,
      reason: refund.reason,
      destination,
      requestedBy: refund.requestedBy,
      createdAt: refund.now,
      updatedAt: refund.now,
    })
    .returning();
  return row!;
}
