import {
  canMove,
  lacksTrackingCode,
  needsTrackingCode,
  TRACKING_REQUIRED_MESSAGE,
} from '@vitrine/contract/sale-moves';
import { GIVE_BACK_COUPON_DEFAULT, type UpdateSaleStatusBody } from '@vitrine/contract/sales';
import { CARRIERS, type CarrierSlug } from '@vitrine/domain/carriers';
import { and, eq } from 'drizzle-orm';
import { orderEvents, orders } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import { giveBackCouponUses } from '../orders/coupon-give-back.ts';
import { queueOrderEmails } from '../orders/emails.ts';
import { queueOrderWhatsapp } from '../whatsapp/messages.ts';
import type { OrderRow } from '../orders/serialize.ts';
import { effectiveStatus, ORDER_STATUS_LABELS, type OrderStatus } from '../orders/status.ts';
import { releaseStock } from '../orders/stock.ts';
import { refundsOf } from '../refunds/ledger.ts';
import { announceRefund } from '../refunds/news.ts';
import { openCancelRefund, returnedUnits } from '../refunds/open-cancel.ts';
import { sendRefund } from '../refunds/send.ts';
import { defaultCarrierOf } from '../orders/carrier.ts';
import { cancelInvoiceWithSale } from '../invoices/cancel.ts';

type MoveBody = {
  status: UpdateSaleStatusBody['status'];
  tracking_code?: string;
  carrier?: CarrierSlug;
  reason?: string;
  give_back_coupon?: boolean;
};

/** What a move may change of a sale, as the Histórico shows it before and after. */
function auditedOf(row: Pick<OrderRow, 'status' | 'trackingCode' | 'shippingCarrier'>) {
  return {
    status: row.status,
    tracking_code: row.trackingCode,
    shipping_carrier: row.shippingCarrier,
  };
}

/**
 * Moves a sale along the seller's lifecycle (contract sale-moves.ts). The UPDATE
 * is conditional on the status read, so two sellers clicking at once cannot both move it; the
 * loser gets the same 409 as an invalid move. Cancelling a paid order opens its refund in the
 * same transaction and asks the provider for it once that has committed (features/refunds).
 * Cancelling gives the coupon use back: always for an unpaid order, as the seller chose for a
 * paid one (contract GIVE_BACK_COUPON_DEFAULT); the audit of the move records it. Cancelling
 * asks for the cancellation of the sale's NF-e in the same transaction (features/invoices);
 * past SEFAZ's 24 hours it cannot be, and what the seller must do instead is the answer.
 */
export async function moveSale(
  deps: AppDeps,
  actor: AuditActor,
  order: OrderRow,
  body: MoveBody,
): Promise<{ invoiceNotice: string | null }> {
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
  // A shipment with a tracking code goes by a carrier: the one named, else the freight's.
  const carrier =
    to === 'enviado' && body.tracking_code ? (body.carrier ?? defaultCarrierOf(order)) : null;
  const { refund, invoiceNotice } = await db.transaction(async (tx) => {
    const moved = await tx
      .update(orders)
      .set({
        status: to,
        updatedAt: now,
        ...(to === 'enviado'
          ? { trackingCode: body.tracking_code ?? null, shippingCarrier: carrier }
          : {}),
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
      .returning();
    const [row] = moved;
    if (!row) {
      throw conflict('invalid_transition', 'O pedido mudou enquanto isso. Atualize a página.');
    }
    let couponGivenBack: string | undefined;
    if (to === 'cancelado') {
      await releaseStock(tx, [order.id], returnedUnits(await refundsOf(tx, order.id)));
      if (order.paidAt === null || (body.give_back_coupon ?? GIVE_BACK_COUPON_DEFAULT)) {
        couponGivenBack = (await giveBackCouponUses(tx, [order.id], now)).get(order.id);
      }
    }
    await recordAudit(tx, {
      ...actor,
      entity: 'sale',
      entityId: order.id,
      action: 'status',
      before: auditedOf(order),
      after: {
        ...auditedOf(row),
        ...(couponGivenBack ? { coupon_use_returned: couponGivenBack } : {}),
      },
    });
    await tx.insert(orderEvents).values({
      orderId: order.id,
      status: to,
      note: noteOf(to, body.tracking_code, carrier, body.reason),
      createdAt: now,
    });
    const refund =
      to === 'cancelado' ? await openCancelRefund(tx, deps, actor, row, body.reason ?? null) : null;
    // The shopper hears of a shipment (with its tracking link) and of a cancellation (why,
    // and what happens to the money), from the same transaction as the move.
    if (to === 'enviado') await queueOrderEmails(tx, deps, row, { kind: 'shipped' });
    // Delivered: no e-mail (the review's invitation follows), a WhatsApp message to who asked.
    if (to === 'entregue') await queueOrderWhatsapp(tx, deps, row, 'delivered');
    if (to === 'cancelado') {
      await queueOrderEmails(tx, deps, row, {
        kind: 'cancelled',
        reason: body.reason ?? null,
        wasPaid: order.paidAt !== null,
      });
    }
    if (refund?.via === 'transfer') await announceRefund(tx, deps, row, refund);
    const invoiceNotice =
      to === 'cancelado'
        ? await cancelInvoiceWithSale(tx, deps, actor, row, body.reason ?? null)
        : null;
    return { refund, invoiceNotice };
  });
  if (refund?.via === 'provider') await sendRefund(deps, refund);
  return { invoiceNotice };
}

/**
 * The timeline's line for a move: who carries a shipment and its tracking code (the order page
 * links the code), the reason of a cancel.
 */
function noteOf(
  to: OrderStatus,
  trackingCode: string | undefined,
  carrier: CarrierSlug | null,
  reason: string | undefined,
): string {
  if (to === 'enviado' && trackingCode && carrier) {
    return `Enviado por ${CARRIERS[carrier].name}. Código de rastreio: ${trackingCode}.`;
  }
  if (to === 'cancelado' && reason) return `Motivo: ${reason}`;
  return '';
}
