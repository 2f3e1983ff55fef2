import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, productVariations, stockAlerts } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { ApiError, badRequest, notFound } from '../../http/errors.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { storeLinks } from '../email/links.ts';
import { queueEmail } from '../email/outbox.ts';
import { confirmAlertEmail } from './alert-emails.ts';
import { STOCK_ALERT_MESSAGES } from './messages.ts';

type Deps = Pick<AppDeps, 'db' | 'jobs' | 'config' | 'now'>;

/**
 * A confirmation link older than this confirms nothing: the shopper asks again (and the sweep
 * forgets the address: sweep.ts).
 */
export const CONFIRM_LINK_MS = 7 * 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

/**
 * A shopper's "Avise-me" for a sold-out variation. Signed in (`account`): active at once with
 * the account's e-mail. Anyone else: pending, and a confirmation e-mail (double opt-in) — the
 * answer is `pending` even when the address already waits, so it tells no one who asked for
 * what. Asking again is the same request (one in force per variation and address).
 */
export async function requestAlert(
  deps: Deps,
  input: {
    store: { id: string; name: string };
    /** The variation's code (its SKU: one per store). */
    variation: string;
    account: { customerId: string; email: string } | null;
    email: string | undefined;
    ip: string;
  },
): Promise<'pending' | 'active'> {
  const { db } = deps;
  const now = deps.now();
  const found = await variationOnSale(db, input.store.id, input.variation);
  if (!found) throw notFound(STOCK_ALERT_MESSAGES.notFound, 'product_not_found');
  if (found.stock === null || found.stock > 0) {
    throw new ApiError(409, 'in_stock', STOCK_ALERT_MESSAGES.inStock);
  }
  const variationId = found.id;
  const base = { storeId: input.store.id, variationId, requestedAt: now };
  if (input.account) {
    const email = input.account.email.toLowerCase();
    await db.transaction(async (tx) => {
      // A request still pending (made before the login) is the same one, confirmed by the login.
      const [promoted] = await tx
        .update(stockAlerts)
        .set({ status: 'active', confirmedAt: now, customerId: input.account!.customerId })
        .where(
          and(
            eq(stockAlerts.variationId, variationId),
            eq(stockAlerts.email, email),
            eq(stockAlerts.status, 'pending'),
          ),
        )
        .returning({ id: stockAlerts.id });
      if (promoted) return;
      await tx
        .insert(stockAlerts)
        .values({
          ...base,
          email,
          customerId: input.account!.customerId,
          status: 'active',
          confirmedAt: now,
          unsubscribeTokenHash: hashToken(randomToken()),
        })
        .onConflictDoNothing();
    });
    return 'active';
  }
  if (!input.email) throw badRequest('email_required', STOCK_ALERT_MESSAGES.emailRequired);
  const email = input.email.trim().toLowerCase();
  await enforceRateLimits(
    db,
    now,
    [
      { key: `stock-alert:ip:${input.ip}`, limit: 20, windowMs: HOUR_MS },
      { key: `stock-alert:email:${input.store.id}:${email}`, limit: 5, windowMs: HOUR_MS },
    ],
    STOCK_ALERT_MESSAGES.tooMany,
  );
  const link = await storeLinks(deps, input.store.id);
  const confirmToken = randomToken();
  const unsubscribeToken = randomToken();
  const tokens = {
    confirmTokenHash: hashToken(confirmToken),
    unsubscribeTokenHash: hashToken(unsubscribeToken),
  };
  await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(stockAlerts)
      .values({ ...base, email, status: 'pending', ...tokens })
      .onConflictDoNothing()
      .returning({ id: stockAlerts.id });
    // Asked again while pending: the same request, a new link (the old one may be lost).
    const [renewed] = made
      ? [made]
      : await tx
          .update(stockAlerts)
          .set({ ...tokens, requestedAt: now })
          .where(
            and(
              eq(stockAlerts.variationId, variationId),
              eq(stockAlerts.email, email),
              eq(stockAlerts.status, 'pending'),
            ),
          )
          .returning({ id: stockAlerts.id });
    if (!renewed) return;
    const confirmation = confirmAlertEmail({
      storeName: input.store.name,
      productName: found.productName,
      variationName: found.name,
      confirmLink: link(`/minha-conta/avise-me/confirmar/${confirmToken}`),
      unsubscribeLink: link(`/minha-conta/avise-me/cancelar/${unsubscribeToken}`),
    });
    await queueEmail(tx, deps.jobs, {
      storeId: input.store.id,
      to: email,
      email: confirmation,
      now,
    });
  });
  return 'pending';
}

/** A variation of the store on sale (its product active, itself sold), by its code. */
async function variationOnSale(db: Database, storeId: string, code: string) {
  const [row] = await db
    .select({
      id: productVariations.id,
      name: productVariations.name,
      stock: productVariations.stock,
      productName: products.name,
    })
    .from(productVariations)
    .innerJoin(products, eq(products.id, productVariations.productId))
    .where(
      and(
        eq(productVariations.storeId, storeId),
        eq(productVariations.code, code),
        eq(productVariations.sold, true),
        eq(products.status, 'active'),
      ),
    );
  return row ?? null;
}

/** The confirmation link: pending → active (again: still active). Unknown or old: 404. */
export async function confirmAlert(deps: Deps, storeId: string, token: string) {
  const now = deps.now();
  const [row] = await deps.db
    .update(stockAlerts)
    .set({
      status: sql`case when ${stockAlerts.status} = 'pending' then 'active' else ${stockAlerts.status} end`,
      confirmedAt: sql`coalesce(${stockAlerts.confirmedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(stockAlerts.storeId, storeId),
        eq(stockAlerts.confirmTokenHash, hashToken(token)),
        gt(stockAlerts.requestedAt, new Date(now.getTime() - CONFIRM_LINK_MS)),
      ),
    )
    .returning({ status: stockAlerts.status });
  if (!row) throw notFound(STOCK_ALERT_MESSAGES.confirmInvalid, 'confirm_invalid');
  return row.status;
}

/**
 * An e-mail's way out: the address's requests in force at this store (`storeId` null: the
 * mail client's one-click POST, the token says which store) all cancelled. Again: nothing more.
 */
export async function cancelAlerts(deps: Deps, storeId: string | null, token: string) {
  const [row] = await deps.db
    .select({ storeId: stockAlerts.storeId, email: stockAlerts.email })
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.unsubscribeTokenHash, hashToken(token)),
        storeId ? eq(stockAlerts.storeId, storeId) : undefined,
      ),
    );
  if (!row) throw notFound(STOCK_ALERT_MESSAGES.unsubscribeInvalid, 'unsubscribe_invalid');
  await deps.db
    .update(stockAlerts)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(stockAlerts.storeId, row.storeId),
        eq(stockAlerts.email, row.email),
        inArray(stockAlerts.status, ['pending', 'active']),
      ),
    );
  return 'cancelled' as const;
}
