import { and, asc, eq, lt } from 'drizzle-orm';
import { orderRefunds, orders } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import type { OrderRow } from '../orders/serialize.ts';
import { auditedOf } from './audited.ts';
import { announceRefund } from './news.ts';
import { sendRefund } from './send.ts';
import { isRetryable, type RefundRow } from '../orders/refund-view.ts';

/** How many refunds one settling pass asks about (the next pass takes the rest). */
const SETTLE_BATCH = 100;

/**
 * Asks the providers about their refunds still in processing that nothing changed since
 * `olderThan` (the reconciliation job runs it): one the provider took is read (readRefund), one
 * it never answered is asked again with its same key (refund: never twice). Answers how many
 * reached devolvido or não realizado.
 */
export async function settlePendingRefunds(
  deps: AppDeps,
  { olderThan }: { olderThan: Date },
): Promise<number> {
  const pending = await deps.db
    .select()
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.status, 'em_processamento'),
        eq(orderRefunds.via, 'provider'),
        lt(orderRefunds.updatedAt, olderThan),
      ),
    )
    .orderBy(asc(orderRefunds.updatedAt))
    .limit(SETTLE_BATCH);
  let settled = 0;
  for (const refund of pending) {
    const row = await sendRefund(deps, refund, refund.providerRefundId ? 'read' : 'refund');
    if (row.status !== 'em_processamento') settled += 1;
  }
  return settled;
}

/** A refund of the seller's sale by id; another order's or store's is "not found". */
export async function findRefund(deps: AppDeps, order: OrderRow, id: string): Promise<RefundRow> {
  const [refund] = await deps.db
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.id, id), eq(orderRefunds.orderId, order.id)));
  if (!refund) throw notFound('Reembolso não encontrado.');
  return refund;
}

/**
 * The seller's "Tentar novamente" on a refund the provider refused or never answered: back in
 * processing and sent again with its same key, so a refund the provider did take is not taken
 * twice.
 */
export async function retryRefund(deps: AppDeps, actor: AuditActor, refund: RefundRow) {
  if (!isRetryable(refund)) {
    throw conflict('refund_not_retryable', 'Este reembolso não pode ser tentado de novo agora.');
  }
  const now = deps.now();
  const again = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orderRefunds)
      .set({ status: 'em_processamento', failureReason: null, updatedAt: now })
      .where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.updatedAt, refund.updatedAt)))
      .returning();
    if (!row)
      throw conflict('refund_changed', 'O reembolso mudou enquanto isso. Atualize a página.');
    await recordAudit(tx, {
      ...actor,
      entity: 'refund',
      entityId: row.id,
      action: 'retry',
      before: auditedOf(refund),
      after: { ...auditedOf(row), attempt: now.toISOString() },
    });
    return row;
  });
  return sendRefund(deps, again);
}

/**
 * The seller transferred a boleto's refund to the shopper's data and says so: devolvido. Only
 * once the shopper gave where to receive, and only for a refund the store transfers.
 */
export async function markTransferred(deps: AppDeps, actor: AuditActor, refund: RefundRow) {
  if (refund.via !== 'transfer' || refund.status !== 'em_processamento') {
    throw conflict(
      'refund_not_transferable',
      refund.status === 'aguardando_dados'
        ? 'O comprador ainda não informou onde receber o reembolso.'
        : 'Este reembolso não é uma transferência pendente.',
    );
  }
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orderRefunds)
      .set({ status: 'devolvido', settledAt: now, updatedAt: now })
      .where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.status, 'em_processamento')))
      .returning();
    if (!row)
      throw conflict('refund_changed', 'O reembolso mudou enquanto isso. Atualize a página.');
    const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
    await recordAudit(tx, {
      ...actor,
      entity: 'refund',
      entityId: row.id,
      action: 'settle',
      before: auditedOf(refund),
      after: auditedOf(row),
    });
    await announceRefund(tx, deps, order!, row);
  });
}
