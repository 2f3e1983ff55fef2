import { STOCK_ALERT_FACTOR } from '@vitrine/contract/stock-alerts';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  products,
  productVariations,
  stockAlertReturns,
  stockAlertSettings,
  stockAlerts,
  stores,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { fromCents } from '../../lib/money.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { storeLinks } from '../email/links.ts';
import { queueEmails } from '../email/outbox.ts';
import { backInStockEmail } from './alert-emails.ts';
import { CONFIRM_LINK_MS } from './requests.ts';

// When a sold-out variation's units come back, its alerts go out in the order they were asked
// for, at most (units back) × (the store's factor) per return, each once. The stock ledger
// notes each return in the transaction that brings the units back (lib/stock-ledger.ts); this
// sweep (jobs/tasks.ts, every minute) marks the returns handled, the alerts sent and queues
// their e-mails in one transaction per variation, so a rerun, or a second worker at once,
// finds nothing left to send.

type Deps = Pick<AppDeps, 'db' | 'jobs' | 'config' | 'now'>;
const BATCH = 100;

/** One run of the sweep (optionally one store's): answers how many alerts it e-mailed. */
export async function sendStockAlerts(deps: Deps, storeId?: string): Promise<number> {
  // An address never confirmed is not kept past its link (LGPD: nothing beyond the purpose).
  await deps.db
    .delete(stockAlerts)
    .where(
      and(
        eq(stockAlerts.status, 'pending'),
        lt(stockAlerts.requestedAt, new Date(deps.now().getTime() - CONFIRM_LINK_MS)),
      ),
    );
  let sent = 0;
  for (let round = 0; round < 50; round++) {
    const due = await deps.db
      .selectDistinct({
        storeId: stockAlertReturns.storeId,
        variationId: stockAlertReturns.variationId,
      })
      .from(stockAlertReturns)
      .where(
        and(
          isNull(stockAlertReturns.handledAt),
          storeId ? eq(stockAlertReturns.storeId, storeId) : undefined,
        ),
      )
      .limit(BATCH);
    for (const one of due) sent += await alertVariation(deps, one.storeId, one.variationId);
    if (due.length < BATCH) break;
  }
  return sent;
}

async function alertVariation(deps: Deps, storeId: string, variationId: string) {
  const now = deps.now();
  // Read before the transaction: on PGlite a read of deps.db inside one waits for it forever.
  const link = await storeLinks(deps, storeId);
  return deps.db.transaction(async (tx) => {
    // The returns, locked: a run at the same time skips them, a later one finds them handled.
    const returns = await tx
      .select({ id: stockAlertReturns.id, units: stockAlertReturns.units })
      .from(stockAlertReturns)
      .where(
        and(eq(stockAlertReturns.variationId, variationId), isNull(stockAlertReturns.handledAt)),
      )
      .for('update', { skipLocked: true });
    if (returns.length === 0) return 0;
    await tx
      .update(stockAlertReturns)
      .set({ handledAt: now })
      .where(
        inArray(
          stockAlertReturns.id,
          returns.map((row) => row.id),
        ),
      );
    const [item] = await tx
      .select({
        productName: products.name,
        slug: products.slug,
        kind: products.kind,
        onSale: sql<boolean>`${products.status} = 'active' and ${productVariations.sold}`,
        variationName: productVariations.name,
        priceCents: productVariations.priceCents,
        stock: productVariations.stock,
        storeName: stores.name,
        factor: stockAlertSettings.factor,
      })
      .from(productVariations)
      .innerJoin(products, eq(products.id, productVariations.productId))
      .innerJoin(stores, eq(stores.id, productVariations.storeId))
      .leftJoin(stockAlertSettings, eq(stockAlertSettings.storeId, productVariations.storeId))
      .where(eq(productVariations.id, variationId));
    // Sold out again, or off sale, by the time the sweep came: the requests wait for the next
    // return rather than announce what cannot be bought.
    if (!item || !item.onSale || item.stock === null || item.stock <= 0) return 0;
    const units = returns.reduce((sum, row) => sum + row.units, 0);
    const budget = units * (item.factor ?? STOCK_ALERT_FACTOR.default);
    const next = await tx
      .select({ id: stockAlerts.id, email: stockAlerts.email })
      .from(stockAlerts)
      .where(and(eq(stockAlerts.variationId, variationId), eq(stockAlerts.status, 'active')))
      .orderBy(asc(stockAlerts.requestedAt), asc(stockAlerts.id))
      .limit(budget)
      .for('update', { skipLocked: true });
    if (next.length === 0) return 0;
    const tokens = next.map(() => randomToken());
    for (const [index, alert] of next.entries()) {
      // A new way out for the e-mail: the request's first token was never kept in clear.
      await tx
        .update(stockAlerts)
        .set({ status: 'sent', sentAt: now, unsubscribeTokenHash: hashToken(tokens[index]!) })
        .where(eq(stockAlerts.id, alert.id));
    }
    const apiBase = deps.config.PUBLIC_API_URL.replace(/\/+$/, '');
    const productLink = link(`/${item.kind === 'service' ? 'servico' : 'produto'}/${item.slug}`);
    await queueEmails(
      tx,
      deps.jobs,
      next.map((alert, index) => ({
        storeId,
        to: alert.email,
        now,
        email: backInStockEmail({
          storeName: item.storeName,
          productName: item.productName,
          variationName: item.variationName,
          price: fromCents(item.priceCents),
          productLink,
          unsubscribeLink: link(`/minha-conta/avise-me/cancelar/${tokens[index]}`),
          oneClickLink: `${apiBase}/stock-alerts/one-click/${tokens[index]}`,
        }),
      })),
    );
    return next.length;
  });
}
