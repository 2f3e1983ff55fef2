import {
  combinedRefundStatus,
  REFUND_STATUS_LABELS,
  type Refund,
  type RefundState,
} from '@vitrine/contract/refunds';
import type { orderItems, orderRefunds } from '../../db/schema/index.ts';
import { fromCents } from '../../lib/money.ts';

export type RefundRow = typeof orderRefunds.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type PaidOrder = { paidAt: Date | null; totalCents: number };

/** Every refund asked for counts, failed ones too: they stay the seller's to retry. */
export function refundedCents(rows: readonly Pick<RefundRow, 'amountCents'>[]): number {
  return rows.reduce((sum, row) => sum + row.amountCents, 0);
}

/** What may still be refunded: the paid total less every refund asked for (0 when unpaid). */
export function refundableCents(order: PaidOrder, rows: readonly RefundRow[]): number {
  return order.paidAt ? Math.max(0, order.totalCents - refundedCents(rows)) : 0;
}

/** The seller may send it again: the provider refused it, or never answered. */
export function isRetryable(row: RefundRow): boolean {
  if (row.via !== 'provider') return false;
  if (row.status === 'nao_realizado') return true;
  return (
    row.status === 'em_processamento' && row.providerRefundId === null && row.failureReason !== null
  );
}

export function toRefund(row: RefundRow, items: readonly ItemRow[]): Refund {
  return {
    _id: row.id,
    amount: fromCents(row.amountCents),
    status: row.status,
    status_label: REFUND_STATUS_LABELS[row.status],
    kind: row.kind,
    items: row.items.flatMap((returned) => {
      const item = items.find((line) => line.id === returned.order_item_id);
      return item
        ? [
            {
              code: item.productCode,
              variation: item.variationCode,
              name: item.name,
              variation_name: item.variationName,
              quantity: returned.quantity,
            },
          ]
        : [];
    }),
    reason: row.reason,
    via: row.via,
    destination: row.destination ?? null,
    failure_reason: row.failureReason,
    retryable: isRetryable(row),
    created_at: row.createdAt.toISOString(),
    settled_at: row.settledAt?.toISOString() ?? null,
  };
}

/** The order answer's refund fields (contract orderSchema): newest first. */
export function refundFieldsOf(order: PaidOrder, items: readonly ItemRow[], rows: RefundRow[]) {
  const newestFirst = [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const status = combinedRefundStatus(rows.map((row) => row.status));
  const refundable = refundableCents(order, rows);
  const refund_state: RefundState | null = status ? { status, whole: refundable === 0 } : null;
  return {
    refunds: newestFirst.map((row) => toRefund(row, items)),
    refund_state,
    refundable: fromCents(refundable),
  };
}
