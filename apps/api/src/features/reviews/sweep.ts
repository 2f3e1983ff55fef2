import { REVIEW_INVITE_DAYS } from '@vitrine/contract/reviews';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  accountTokens,
  customers,
  orderEvents,
  orderItems,
  orders,
  products,
  reviewInvites,
  reviewSettings,
  stores,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { ACCOUNT_TOKEN_TTL_MS } from '../auth/account-tokens.ts';
import { storeLinks } from '../email/links.ts';
import { queueEmail } from '../email/outbox.ts';
import { reviewInviteEmail } from './invite-email.ts';

// The invitations' sweep (jobs/tasks.ts, every ten minutes): each delivered order of a shopper
// who takes marketing e-mails (the cart reminders' rule: customers.marketing_emails_since),
// whose store's `invite_days` have passed since its delivery (its last `entregue` event), gets
// one e-mail with a link per product. One transaction an order, and the order is the invite's
// key: a sweep run twice, or two at once, sends each once.

const BATCH = 100;
/** How long an invitation's link works. */
export const INVITE_LINK_MS = 60 * 24 * 60 * 60_000;
/** Orders delivered longer ago than the longest delay, and a month, are left alone. */
const STALE_DAYS = REVIEW_INVITE_DAYS.max + 30;

const deliveredAt = sql<Date>`(select max(${orderEvents.createdAt}) from ${orderEvents}
  where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.status} = 'entregue')`;
const inviteDays = sql`coalesce(${reviewSettings.inviteDays}, ${REVIEW_INVITE_DAYS.default})`;

function dueOrders(db: Database, now: Date, storeId?: string) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return db
    .select({
      orderId: orders.id,
      storeId: orders.storeId,
      code: orders.code,
      customerId: orders.customerId,
      email: customers.email,
      firstName: customers.firstName,
      storeName: stores.name,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(reviewSettings, eq(reviewSettings.storeId, orders.storeId))
    .leftJoin(reviewInvites, eq(reviewInvites.orderId, orders.id))
    .where(
      and(
        eq(orders.status, 'entregue'),
        isNull(reviewInvites.orderId),
        storeId ? eq(orders.storeId, storeId) : undefined,
        eq(stores.status, 'open'),
        isNull(stores.suspendedAt),
        isNotNull(customers.marketingEmailsSince),
        sql`${deliveredAt} + (${inviteDays} * interval '1 day') <= ${at}`,
        sql`${deliveredAt} > ${at} - (${STALE_DAYS} * interval '1 day')`,
      ),
    )
    .orderBy(asc(orders.updatedAt))
    .limit(BATCH);
}
type DueOrder = Awaited<ReturnType<typeof dueOrders>>[number];
type Links = Awaited<ReturnType<typeof storeLinks>>;

/**
 * One run of the sweep (optionally one store's: the demo's route): sends every due
 * invitation, batch after batch. Answers how many it sent.
 */
export async function sendReviewInvites(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'config' | 'now'>,
  storeId?: string,
): Promise<number> {
  const now = deps.now();
  const links = new Map<string, Links>();
  let sent = 0;
  for (let round = 0; round < 50; round++) {
    const due = await dueOrders(deps.db, now, storeId);
    for (const order of due) {
      if (!links.has(order.storeId))
        links.set(order.storeId, await storeLinks(deps, order.storeId));
      if (await invite(deps, order, links.get(order.storeId)!, now)) sent++;
    }
    if (due.length < BATCH) break;
  }
  return sent;
}

async function invite(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'config'>,
  order: DueOrder,
  link: Links,
  now: Date,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const token = randomToken();
    const [made] = await tx
      .insert(reviewInvites)
      .values({
        orderId: order.orderId,
        storeId: order.storeId,
        tokenHash: hashToken(token),
        sentAt: now,
        expiresAt: new Date(now.getTime() + INVITE_LINK_MS),
      })
      .onConflictDoNothing()
      .returning({ orderId: reviewInvites.orderId });
    // Another run sent it meanwhile.
    if (!made) return false;
    const items = await tx
      .selectDistinct({ id: products.id, name: products.name })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, order.orderId))
      .orderBy(asc(products.name));
    // Its products all gone from the catalog: the invite is kept (never sent again), no e-mail.
    if (items.length === 0) return false;
    const unsubscribeToken = randomToken();
    await tx.insert(accountTokens).values({
      storeId: order.storeId,
      kind: 'customer',
      purpose: 'marketing_unsubscribe',
      accountId: order.customerId,
      tokenHash: hashToken(unsubscribeToken),
      expiresAt: new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS.marketing_unsubscribe),
      createdAt: now,
    });
    const email = reviewInviteEmail({
      storeName: order.storeName,
      firstName: order.firstName,
      orderCode: order.code,
      products: items.map((item) => ({
        name: item.name,
        link: link(`/avaliar/${token}?produto=${item.id}`),
      })),
      unsubscribeLink: link(`/minha-conta/emails/cancelar/${unsubscribeToken}`),
      oneClickLink: `${deps.config.PUBLIC_API_URL.replace(/\/+$/, '')}/marketing-emails/one-click/${unsubscribeToken}`,
    });
    await queueEmail(tx, deps.jobs, { storeId: order.storeId, to: order.email, email, now });
    return true;
  });
}
