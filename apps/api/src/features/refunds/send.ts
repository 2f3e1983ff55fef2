import { and, eq } from 'drizzle-orm';
import { orderRefunds, orders } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { orderPaymentProvider } from '../payments/providers.ts';
import type { RefundAnswer } from '../payments/provider.ts';
import type { OrderRow } from '../orders/serialize.ts';
import { announceRefund } from './news.ts';
import type { RefundRow } from '../orders/refund-view.ts';

/** What a provider that threw (instead of answering a failure) amounts to. */
const THREW: RefundAnswer = {
  ok: false,
  reason: 'unavailable',
  message: 'O provedor de pagamento não respondeu.',
};

/**
 * Asks the provider that charged the order to refund `refund` (`read`: how a refund it already
 * took is going), outside any transaction — a slow provider never holds the order's lock — and
 * then records the answer. The refund key is the same on every try, so asking again never
 * refunds twice. A provider that did not answer leaves the refund in processing with the
 * reason, for the seller's "Tentar novamente" or the next settlePendingRefunds.
 */
export async function sendRefund(
  deps: AppDeps,
  refund: RefundRow,
  mode: 'refund' | 'read' = 'refund',
): Promise<RefundRow> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, refund.orderId));
  if (!order) return refund;
  const provider = await orderPaymentProvider(deps, order);
  const request = {
    storeId: order.storeId,
    orderCode: order.code,
    payment: order.payment,
    refundId: refund.refundKey,
    amountCents: refund.amountCents,
    now: deps.now(),
  };
  const answer = await (
    mode === 'read' ? provider.readRefund(request) : provider.refund(request)
  ).catch((error: unknown) => {
    deps.logger.error({ err: error, refund: refund.id }, 'refund provider call failed');
    return THREW;
  });
  return recordAnswer(deps, order, refund, answer);
}

/** The refund's columns after the provider's answer. */
function changesOf(answer: RefundAnswer, now: Date) {
  if (answer.ok) {
    return {
      status: answer.status,
      providerRefundId: answer.providerRefundId,
      failureReason: answer.status === 'nao_realizado' ? (answer.reason ?? null) : null,
      settledAt: answer.status === 'devolvido' ? now : null,
    };
  }
  if (answer.reason === 'refused') {
    return { status: 'nao_realizado' as const, failureReason: answer.message };
  }
  return { status: 'em_processamento' as const, failureReason: answer.message };
}

async function recordAnswer(
  deps: AppDeps,
  order: OrderRow,
  refund: RefundRow,
  answer: RefundAnswer,
): Promise<RefundRow> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // Only from the state this try started at: a retry or a settle that got there first wins.
    const [row] = await tx
      .update(orderRefunds)
      .set({ ...changesOf(answer, now), updatedAt: now })
      .where(
        and(
          eq(orderRefunds.id, refund.id),
          eq(orderRefunds.status, refund.status),
          eq(orderRefunds.updatedAt, refund.updatedAt),
        ),
      )
      .returning();
    if (!row) return refund;
    // The first answer is news whatever it says; a later one only when the status moved (a
    // provider still silent says nothing new).
    const firstAnswer = refund.providerRefundId === null && refund.failureReason === null;
    if (row.status !== refund.status || firstAnswer) await announceRefund(tx, deps, order, row);
    return row;
  });
}
