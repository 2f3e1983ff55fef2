import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../http/context.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import type { OrderRow } from '../orders/serialize.ts';
import { auditedOf } from './audited.ts';
import { addRefund, refundsOf } from './ledger.ts';
import { refundableCents, type RefundRow } from '../orders/refund-view.ts';

/** Units per order line already given back in returns (their stock was decided then). */
export function returnedUnits(rows: readonly RefundRow[]): Record<string, number> {
  const units: Record<string, number> = {};
  for (const row of rows) {
    if (row.kind !== 'return') continue;
    for (const item of row.items) {
      units[item.order_item_id] = (units[item.order_item_id] ?? 0) + item.quantity;
    }
  }
  return units;
}

/**
 * The refund of a paid order the seller cancels: everything it paid that no refund took yet,
 * opened in the cancel's own transaction `tx` (whose UPDATE of the order holds its lock), so a
 * cancelled paid order never lacks it. The provider is asked after that transaction commits
 * (sendRefund); a boleto's refund waits for its shopper's data, which the caller announces
 * (announceRefund) after its own news of the cancel. Null when the order was not paid or nothing
 * is left to give back.
 */
export async function openCancelRefund(
  tx: Database,
  deps: Pick<AppDeps, 'now'>,
  actor: AuditActor,
  order: OrderRow,
  reason: string | null,
): Promise<RefundRow | null> {
  if (!order.paidAt) return null;
  const amountCents = refundableCents(order, await refundsOf(tx, order.id));
  if (amountCents === 0) return null;
  const refund = await addRefund(tx, order, {
    kind: 'cancel',
    amountCents,
    reason,
    requestedBy: actor.sellerId,
    now: deps.now(),
  });
  await recordAudit(tx, {
    ...actor,
    entity: 'refund',
    entityId: refund.id,
    action: 'refund',
    before: null,
    after: auditedOf(refund),
  });
  return refund;
}
