import { ORDER_STATUS_LABELS, type OrderStatus } from '@vitrine/contract/orders';

export { ORDER_STATUS_LABELS };
export type { OrderStatus };

/**
 * The status a person should see now: an unpaid pix/boleto order past its expiry is `expirado`
 * even before the sweep (expiry.ts) has written it, so reads never depend on a timer.
 */
export function effectiveStatus(
  order: { status: OrderStatus; paymentExpiresAt: Date | null },
  now: Date,
): OrderStatus {
  if (
    order.status === 'aguardando_pagamento' &&
    order.paymentExpiresAt !== null &&
    order.paymentExpiresAt <= now
  ) {
    return 'expirado';
  }
  return order.status;
}

/** Statuses in which the items are no longer reserved: stock goes back when entering them. */
export const RELEASES_STOCK: readonly OrderStatus[] = ['cancelado', 'expirado'];

/**
 * What counts as a sale (revenue): paid and not cancelled since. The seller's home and the
 * reports (features/reports) count these, by the day of payment.
 */
export const SALE_STATUSES: OrderStatus[] = ['pago', 'em_separacao', 'enviado', 'entregue'];
