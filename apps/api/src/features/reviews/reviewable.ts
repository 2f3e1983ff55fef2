import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems, orders, reviews } from '../../db/schema/index.ts';
import { ApiError, conflict, notFound } from '../../http/errors.ts';
import { REVIEW_MESSAGES } from './messages.ts';
import { findInvite } from './reads.ts';

/** Who reviews, and what: as the review's body or the photo's form say it, the session's buyer. */
export type ReviewBy = {
  storeId: string;
  /** The session's customer (never the body's); null without a session. */
  customerId: string | null;
  token?: string | undefined;
  orderCode?: string | undefined;
  productId: string;
  now: Date;
};

/**
 * The order one may review `productId` of: from the invitation's token, or from the order code
 * with the buyer's session. Only the buyer of a delivered order, of a product in it, not yet
 * reviewed for it.
 */
export async function reviewableOrder(db: Database, by: ReviewBy) {
  let order: { orderId: string; status: string; customerId: string } | null;
  if (by.token !== undefined) {
    order = await findInvite(db, by.storeId, by.token, by.now);
    if (!order) throw notFound(REVIEW_MESSAGES.inviteInvalid, 'invite_invalid');
  } else {
    const [row] = await db
      .select({ orderId: orders.id, status: orders.status, customerId: orders.customerId })
      .from(orders)
      .where(
        and(eq(orders.storeId, by.storeId), eq(orders.code, (by.orderCode ?? '').toUpperCase())),
      );
    if (!row || row.customerId !== by.customerId) {
      throw new ApiError(403, 'not_buyer', REVIEW_MESSAGES.notBuyer);
    }
    order = row;
  }
  if (order.status !== 'entregue') throw conflict('not_delivered', REVIEW_MESSAGES.notDelivered);
  const [line] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.orderId), eq(orderItems.productId, by.productId)))
    .limit(1);
  if (!line) throw conflict('not_in_order', REVIEW_MESSAGES.notInOrder);
  const [reviewed] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.orderId, order.orderId), eq(reviews.productId, by.productId)));
  if (reviewed) throw conflict('already_reviewed', REVIEW_MESSAGES.alreadyReviewed);
  return { orderId: order.orderId, customerId: order.customerId };
}
