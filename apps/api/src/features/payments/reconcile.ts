import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { fromCents } from '../../lib/money.ts';
import { chargedBy, chargedBySql } from './charged-by.ts';
import { applyPaymentConfirmation } from './confirm.ts';
import type { ProviderName } from './provider.ts';
import type { PaymentSettingsRow } from './settings.ts';
import { orderProviderOf } from './providers.ts';

type OrderRow = typeof orders.$inferSelect;

export type Reconciled =
  | { result: 'applied' | 'duplicate' | 'pending' | 'not_paid' }
  | { result: 'failed'; reason: string };

/**
 * Asks the provider that charged an order whether it was paid, and applies the payment when so.
 * Notices and reconciliation both come here: a notice is only a hint to look, so a forged or
 * replayed one changes nothing the provider does not confirm, with the provider's amount.
 * `by`: the provider whose notice named the order (reconciliation: the order's own).
 */
export async function reconcileOrder(
  deps: AppDeps,
  order: OrderRow,
  by: ProviderName = chargedBy(order.payment),
  /** The store's payment settings when the caller read them already (a provider's notice). */
  settings?: PaymentSettingsRow,
): Promise<Reconciled> {
  const provider = await orderProviderOf(deps, order.storeId, order.payment, settings);
  const state = await provider.readCharge({
    storeId: order.storeId,
    orderCode: order.code,
    payment: order.payment,
    now: deps.now(),
  });
  if (!state.ok) return { result: 'failed', reason: state.reason };
  if (state.state !== 'paid') return { result: state.state === 'pending' ? 'pending' : 'not_paid' };
  try {
    const applied = await applyPaymentConfirmation(
      deps,
      by,
      {
        event_id: `${provider.name}:${state.reference}`,
        type: 'payment.confirmed',
        store_id: order.storeId,
        order_code: order.code,
        amount: fromCents(state.amountCents),
        paid_at: state.paidAt.toISOString(),
      },
      state.reference,
    );
    return { result: applied.result };
  } catch (error) {
    // A wrong amount or an order no longer payable stays as it is, for the seller to see.
    if (error instanceof ApiError) return { result: 'failed', reason: error.code };
    throw error;
  }
}

/** Orders older than this are asked about: their notice should have come by now. */
export const RECONCILE_AFTER_MS = 3 * 60_000;

/** How many waiting orders one statement reads: a store's backlog is read page by page. */
const RECONCILE_PAGE = 100;

/** Orders waiting on a real provider's payment, older than `before`, not yet expired. */
const waitingOn = (now: Date, before: Date) =>
  and(
    eq(orders.status, 'aguardando_pagamento'),
    gt(orders.paymentExpiresAt, now),
    lt(orders.createdAt, before),
    inArray(sql<string>`${orders.payment}->>'provider'`, ['pix_api', 'mercado_pago']),
  );

/**
 * The stores with an order waiting on a real provider for more than a few minutes: the
 * reconciliation job gives each its own job (jobs/tasks.ts), so a store's thousand waiting
 * orders are read beside the other stores' few, not ahead of them.
 */
export async function storesWithWaitingOrders(
  deps: AppDeps,
  options: { olderThanMs?: number } = {},
): Promise<string[]> {
  const now = deps.now();
  const before = new Date(now.getTime() - (options.olderThanMs ?? RECONCILE_AFTER_MS));
  const rows = await deps.db
    .selectDistinct({ storeId: orders.storeId })
    .from(orders)
    .where(waitingOn(now, before));
  return rows.map((row) => row.storeId);
}

/**
 * The job behind lost notices: every order still waiting for a real provider's payment, older
 * than a few minutes and not yet expired — of one store, or of all — is asked about, oldest
 * first, a page at a time, however many there are.
 */
export async function reconcilePendingPayments(
  deps: AppDeps,
  options: { olderThanMs?: number; storeId?: string } = {},
): Promise<Reconciled[]> {
  const now = deps.now();
  const before = new Date(now.getTime() - (options.olderThanMs ?? RECONCILE_AFTER_MS));
  const results: Reconciled[] = [];
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const page: OrderRow[] = await deps.db
      .select()
      .from(orders)
      .where(
        and(
          waitingOn(now, before),
          options.storeId ? eq(orders.storeId, options.storeId) : undefined,
          after
            ? sql`(${orders.createdAt}, ${orders.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(orders.createdAt, orders.id)
      .limit(RECONCILE_PAGE);
    for (const order of page) results.push(await reconcileOrder(deps, order));
    const last = page.at(-1);
    if (page.length < RECONCILE_PAGE || !last) return results;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/** What a provider's notice names, in the store its URL is for (never one its body says). */
export type ProviderNotice = {
  storeId: string;
  provider: Exclude<ProviderName, 'sandbox'>;
  /** The payment field the notice names orders by (the pix's txid, the gateway's payment id). */
  field: 'txid' | 'provider_payment_id';
  values: readonly string[];
  /** The store's payment settings, as the notice's URL named them. */
  settings?: PaymentSettingsRow;
};

/**
 * What a notice names: the store's orders charged by the notice's provider whose payment field
 * is one of the notice's values. Another provider's order is not found, so its id in a notice
 * pays nothing (and confirm.ts refuses it again under the order's lock).
 */
async function ordersNamed(deps: AppDeps, notice: ProviderNotice): Promise<OrderRow[]> {
  if (notice.values.length === 0) return [];
  return deps.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.storeId, notice.storeId),
        eq(chargedBySql, notice.provider),
        inArray(sql<string>`${orders.payment}->>${notice.field}`, [...notice.values]),
      ),
    );
}

/**
 * Settles what a provider's notice names, the one way the pix and gateway notice routes do:
 * each order still waiting is asked of its provider (never paid on the notice's word); how many
 * it paid. `otherwise` sees the orders past waiting (a dispute on a paid one).
 */
export async function settleNotice(
  deps: AppDeps,
  notice: ProviderNotice,
  otherwise?: (order: OrderRow) => Promise<void>,
): Promise<number> {
  let applied = 0;
  for (const order of await ordersNamed(deps, notice)) {
    if (order.status !== 'aguardando_pagamento') {
      await otherwise?.(order);
      continue;
    }
    const result = await reconcileOrder(deps, order, notice.provider, notice.settings);
    if (result.result === 'applied') applied += 1;
  }
  return applied;
}
