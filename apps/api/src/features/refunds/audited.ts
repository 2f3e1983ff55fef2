import { fromCents } from '../../lib/money.ts';
import type { RefundRow } from '../orders/refund-view.ts';

/**
 * What the Histórico shows of a refund before and after a seller's act. Never the shopper's
 * destination: the Histórico is read by more of the team than the sale needs.
 */
export function auditedOf(row: RefundRow) {
  return {
    kind: row.kind,
    amount: fromCents(row.amountCents),
    status: row.status,
    reason: row.reason,
    restocked: row.restocked,
  };
}
