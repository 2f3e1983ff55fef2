import {
  canMove,
  lacksTrackingCode,
  needsTrackingCode,
  TRACKING_REQUIRED_MESSAGE,
} from '@vitrine/contract/sale-moves';
import type { UpdateSaleStatusBody } from '@vitrine/contract/sales';
import { and, eq } from 'drizzle-orm';
import { orderEvents, orders } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { queueOrderEmails } from '../email/order-emails.ts';
import type { OrderRow } from '../orders/serialize.ts';
import { effectiveStatus, ORDER_STATUS_LABELS, type OrderStatus } from '../orders/status.ts';
import { releaseStock } from '../orders/stock.ts';

/**
 * Moves a sale along the seller's lifecycle (contract sale-moves.ts). The UPDATE
 * is conditional on the status read, so two sellers clicking at once cannot both move it; the
 * loser gets the same 409 as an invalid move.
 */
export async function moveSale(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  order: OrderRow,
  body: { status: UpdateSaleStatusBody['status']; tracking_code?: string; reason?: string },
): Promise<void> {
  const { db } = deps;
  const now = deps.now();
  const from = effectiveStatus(order, now);
  const to: OrderStatus = body.status;
  if (!canMove(from, to)) {
    throw conflict(
      'invalid_transition',
      `Não é possível passar o pedido de "${ORDER_STATUS_LABELS[from]}" para "${ORDER_STATUS_LABELS[to]}".`,
    );
  }
  if (lacksTrackingCode(body, needsTrackingCode(order))) {
    throw badRequest('tracking_required', TRACKING_REQUIRED_MESSAGE);
  }
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(orders)
      .set({
        status: to,
        updatedAt: now,
        ...(to === 'enviado' ? { trackingCode: body.tracking_code ?? null } : {}),
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
      .returning();
    const [row] = moved;
    if (!row) {
      throw conflict('invalid_transition', 'O pedido mudou enquanto isso. Atualize a página.');
    }
    if (to === 'cancelado') await releaseStock(tx, [order.id]);
    await tx
      .insert(orderEvents)
      .values({ orderId: order.id, status: to, note: noteOf(to, body), createdAt: now });
    // The shopper hears of a shipment (with its tracking link) and of a cancellation (why,
    // and what happens to the money), from the same transaction as the move.
    if (to === 'enviado') await queueOrderEmails(tx, deps, row, { kind: 'shipped' });
    if (to === 'cancelado') {
      await queueOrderEmails(tx, deps, row, {
        kind: 'cancelled',
        reason: body.reason ?? null,
        wasPaid: order.paidAt !== null,
      });
    }
  });
}

/** The timeline's line for a move: the tracking code of a shipment, the reason of a cancel. */
function noteOf(to: OrderStatus, body: { tracking_code?: string; reason?: string }): string {
  if (to === 'enviado' && body.tracking_code) return `Código de rastreio: ${body.tracking_code}.`;
  if (to === 'cancelado' && body.reason) return `Motivo: ${body.reason}`;
  return '';
}
