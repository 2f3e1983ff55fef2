import { and, asc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  abandonedCarts,
  accountTokens,
  cartReminderSettings,
  cartReminders,
  coupons,
  customers,
  stores,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { cartClosed } from '../../lib/cart-activity.ts';
import { fromCents } from '../../lib/money.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { ACCOUNT_TOKEN_TTL_MS } from '../auth/account-tokens.ts';
import { cartLines, isAvailable } from '../cart/reads.ts';
import { storeLinks } from '../email/links.ts';
import { queueEmail } from '../email/outbox.ts';
import { reminderEmail } from './reminder-email.ts';

// The reminders' sweep (jobs/tasks.ts, every minute): each open cart of a store with the
// reminders on, of a shopper who takes marketing e-mails, whose next reminder is due — its
// delay after the cart's last change, and at least the gap between the two delays after the
// reminder before (a store that turns them on does not send three at once to an old cart) —
// gets it. One transaction a cart: the cart row locked at the count the sweep read, and a
// unique (cart, step) row, so a sweep run twice, or two at once, sends each reminder once.

const BATCH = 100;
/** Carts changed longer ago than the longest delay, and a day, are left alone. */
const STALE_AFTER_MS = 31 * 24 * 60 * 60_000;
/** How long a reminder's restore link works (restore.ts). */
export const RESTORE_LINK_MS = 30 * 24 * 60 * 60_000;

const minutes = (column: unknown) => sql`(${column} * interval '1 minute')`;
const nextDelay = sql<number | null>`case ${abandonedCarts.remindersSent}
  when 0 then ${cartReminderSettings.firstDelayMinutes}
  when 1 then ${cartReminderSettings.secondDelayMinutes}
  else ${cartReminderSettings.thirdDelayMinutes} end`;
const previousDelay = sql<number>`case ${abandonedCarts.remindersSent}
  when 0 then 0
  when 1 then ${cartReminderSettings.firstDelayMinutes}
  else ${cartReminderSettings.secondDelayMinutes} end`;
/** The step after the next one is on: the next is not the last (its coupon goes in the last). */
const moreAfter = sql<boolean>`case ${abandonedCarts.remindersSent}
  when 0 then ${cartReminderSettings.secondDelayMinutes} is not null
  when 1 then ${cartReminderSettings.thirdDelayMinutes} is not null
  else false end`;

function dueCarts(db: Database, now: Date, storeId?: string) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return db
    .select({
      cartId: abandonedCarts.id,
      storeId: abandonedCarts.storeId,
      customerId: abandonedCarts.customerId,
      remindersSent: abandonedCarts.remindersSent,
      last: sql<boolean>`not ${moreAfter}`,
      couponCode: coupons.code,
      email: customers.email,
      firstName: customers.firstName,
      storeName: stores.name,
    })
    .from(abandonedCarts)
    .innerJoin(
      cartReminderSettings,
      and(
        eq(cartReminderSettings.storeId, abandonedCarts.storeId),
        eq(cartReminderSettings.enabled, true),
      ),
    )
    .innerJoin(stores, eq(stores.id, abandonedCarts.storeId))
    .innerJoin(customers, eq(customers.id, abandonedCarts.customerId))
    .leftJoin(
      coupons,
      and(
        eq(coupons.id, cartReminderSettings.lastCouponId),
        eq(coupons.status, 'active'),
        sql`(${coupons.endsAt} is null or ${coupons.endsAt} > ${at})`,
      ),
    )
    .where(
      and(
        isNull(abandonedCarts.closedAt),
        lt(abandonedCarts.remindersSent, 3),
        gt(abandonedCarts.changedAt, new Date(now.getTime() - STALE_AFTER_MS)),
        storeId ? eq(abandonedCarts.storeId, storeId) : undefined,
        eq(stores.status, 'open'),
        isNull(stores.suspendedAt),
        isNotNull(customers.marketingEmailsSince),
        sql`${nextDelay} is not null`,
        sql`${abandonedCarts.changedAt} + ${minutes(nextDelay)} <= ${at}`,
        sql`(${abandonedCarts.lastReminderAt} is null or ${abandonedCarts.lastReminderAt} + ${minutes(sql`(${nextDelay} - ${previousDelay})`)} <= ${at})`,
      ),
    )
    .orderBy(asc(abandonedCarts.changedAt))
    .limit(BATCH);
}
type DueCart = Awaited<ReturnType<typeof dueCarts>>[number];
type Links = Awaited<ReturnType<typeof storeLinks>>;

/**
 * One run of the sweep (optionally one store's: the demo's clock): sends every due reminder,
 * batch after batch, and clears the closed carts that never got one. Answers how many it sent.
 */
export async function sendDueReminders(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'config' | 'now'>,
  storeId?: string,
): Promise<number> {
  const now = deps.now();
  await deps.db
    .delete(abandonedCarts)
    .where(and(isNotNull(abandonedCarts.closedAt), eq(abandonedCarts.remindersSent, 0)));
  const links = new Map<string, Links>();
  let sent = 0;
  for (let round = 0; round < 50; round++) {
    const due = await dueCarts(deps.db, now, storeId);
    for (const cart of due) {
      if (!links.has(cart.storeId)) links.set(cart.storeId, await storeLinks(deps, cart.storeId));
      if (await remind(deps, cart, links.get(cart.storeId)!, now)) sent++;
    }
    if (due.length < BATCH) break;
  }
  return sent;
}

async function remind(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'config'>,
  cart: DueCart,
  link: Links,
  now: Date,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    // The count the sweep read, under the lock: another run that sent it meanwhile moved it.
    const [locked] = await tx
      .select({ id: abandonedCarts.id })
      .from(abandonedCarts)
      .where(
        and(
          eq(abandonedCarts.id, cart.cartId),
          isNull(abandonedCarts.closedAt),
          eq(abandonedCarts.remindersSent, cart.remindersSent),
        ),
      )
      .for('update');
    if (!locked) return false;
    const lines = await cartLines(tx, cart);
    if (lines.length === 0) {
      // Its lines went with their products: nothing to remind of.
      await cartClosed(tx, cart.customerId, now, null);
      return false;
    }
    const step = cart.remindersSent + 1;
    const couponCode = cart.last ? cart.couponCode : null;
    const valueCents = lines
      .filter(isAvailable)
      .reduce((sum, line) => sum + line.variation.priceCents * line.quantity, 0);
    const restoreToken = randomToken();
    const [made] = await tx
      .insert(cartReminders)
      .values({
        storeId: cart.storeId,
        cartId: cart.cartId,
        step,
        items: lines.map((line) => ({
          variation_id: line.variation.id,
          quantity: line.quantity,
        })),
        valueCents,
        couponCode,
        restoreTokenHash: hashToken(restoreToken),
        sentAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: cartReminders.id });
    if (!made) return false;
    await tx
      .update(abandonedCarts)
      .set({ remindersSent: step, lastReminderAt: now })
      .where(eq(abandonedCarts.id, cart.cartId));
    const unsubscribeToken = randomToken();
    await tx.insert(accountTokens).values({
      storeId: cart.storeId,
      kind: 'customer',
      purpose: 'marketing_unsubscribe',
      accountId: cart.customerId,
      tokenHash: hashToken(unsubscribeToken),
      expiresAt: new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS.marketing_unsubscribe),
      createdAt: now,
    });
    const email = reminderEmail({
      storeName: cart.storeName,
      firstName: cart.firstName,
      step,
      items: lines.map((line) => ({
        name: line.variation.name
          ? `${line.product.name} (${line.variation.name})`
          : line.product.name,
        quantity: line.quantity,
        unitPrice: fromCents(line.variation.priceCents),
        stock: line.variation.stock,
        forSale: line.product.status === 'active' && line.variation.sold,
      })),
      total: fromCents(valueCents),
      couponCode,
      restoreLink: link(`/finalizar-compra/carrinho/recuperar/${restoreToken}`),
      unsubscribeLink: link(`/minha-conta/emails/cancelar/${unsubscribeToken}`),
      oneClickLink: `${deps.config.PUBLIC_API_URL.replace(/\/+$/, '')}/marketing-emails/one-click/${unsubscribeToken}`,
    });
    await queueEmail(tx, deps.jobs, { storeId: cart.storeId, to: cart.email, email, now });
    return true;
  });
}
