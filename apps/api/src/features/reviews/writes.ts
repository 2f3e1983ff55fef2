import type { ReviewInput, ReviewModeration } from '@vitrine/contract/reviews';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems, orders, reviews, reviewVotes } from '../../db/schema/index.ts';
import { ApiError, conflict, notFound } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import { REVIEW_MESSAGES } from './messages.ts';
import { findInvite } from './reads.ts';
import { moderationSnapshot, REVIEW_ENTITY } from './serialize.ts';
import { readReviewSettings } from './settings.ts';

type ReviewBody = ReviewInput;
type ModerationBody = ReviewModeration;

/**
 * A buyer's review. The order comes from the invitation's token, or from the order code with
 * the buyer's session (`customerId`: the session's, never the body's). Only the buyer of a
 * delivered order, of a product in it, once per (order, product): the unique index decides
 * between two at once.
 */
export async function createReview(
  db: Database,
  input: { storeId: string; customerId: string | null; body: ReviewBody; now: Date },
) {
  const { storeId, customerId, body, now } = input;
  let order: { orderId: string; status: string; customerId: string } | null;
  if (body.token !== undefined) {
    order = await findInvite(db, storeId, body.token, now);
    if (!order) throw notFound(REVIEW_MESSAGES.inviteInvalid, 'invite_invalid');
  } else {
    const [row] = await db
      .select({ orderId: orders.id, status: orders.status, customerId: orders.customerId })
      .from(orders)
      .where(and(eq(orders.storeId, storeId), eq(orders.code, body.order_code!.toUpperCase())));
    if (!row || row.customerId !== customerId) {
      throw new ApiError(403, 'not_buyer', REVIEW_MESSAGES.notBuyer);
    }
    order = row;
  }
  if (order.status !== 'entregue') throw conflict('not_delivered', REVIEW_MESSAGES.notDelivered);
  const [line] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.orderId), eq(orderItems.productId, body.product_id)))
    .limit(1);
  if (!line) throw conflict('not_in_order', REVIEW_MESSAGES.notInOrder);
  const settings = await readReviewSettings(db, storeId);
  const status = settings.require_approval ? 'pendente' : 'publicada';
  const [made] = await db
    .insert(reviews)
    .values({
      storeId,
      productId: body.product_id,
      orderId: order.orderId,
      customerId: order.customerId,
      rating: body.rating,
      title: body.title,
      body: body.body,
      status,
      createdAt: now,
      publishedAt: status === 'publicada' ? now : null,
    })
    .onConflictDoNothing()
    .returning({ id: reviews.id, status: reviews.status });
  if (!made) throw conflict('already_reviewed', REVIEW_MESSAGES.alreadyReviewed);
  return made;
}

/** The seller's publish, hide (with its reason) or reply, with its audit, in one transaction. */
export async function moderateReview(
  db: Database,
  actor: AuditActor,
  id: string,
  body: ModerationBody,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(reviews)
      .where(and(eq(reviews.id, id), eq(reviews.storeId, actor.storeId)))
      .for('update');
    if (!before) throw notFound(REVIEW_MESSAGES.reviewNotFound, 'review_not_found');
    const set =
      body.action === 'publish'
        ? {
            status: 'publicada' as const,
            hiddenReason: null,
            publishedAt: before.publishedAt ?? now,
          }
        : body.action === 'hide'
          ? { status: 'oculta' as const, hiddenReason: body.reason }
          : { reply: body.reply, repliedAt: now };
    const [after] = await tx.update(reviews).set(set).where(eq(reviews.id, id)).returning();
    await recordAudit(tx, {
      ...actor,
      entity: REVIEW_ENTITY,
      entityId: id,
      action: body.action,
      before: moderationSnapshot(before),
      after: moderationSnapshot(after!),
    });
    return after!;
  });
}

/** "Útil" from a signed-in shopper of the store: once each; answers the count. */
export async function voteHelpful(db: Database, storeId: string, customerId: string, id: string) {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: reviews.id, helpful: reviews.helpfulCount })
      .from(reviews)
      .where(and(eq(reviews.id, id), eq(reviews.storeId, storeId), eq(reviews.status, 'publicada')))
      .for('update');
    if (!review) throw notFound(REVIEW_MESSAGES.reviewNotFound, 'review_not_found');
    const [voted] = await tx
      .insert(reviewVotes)
      .values({ reviewId: id, customerId })
      .onConflictDoNothing()
      .returning({ id: reviewVotes.reviewId });
    if (!voted) return review.helpful;
    const [row] = await tx
      .update(reviews)
      .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
      .where(eq(reviews.id, id))
      .returning({ helpful: reviews.helpfulCount });
    return row!.helpful;
  });
}
