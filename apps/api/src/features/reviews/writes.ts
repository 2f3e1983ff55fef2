import type { ReviewInput, ReviewModeration } from '@vitrine/contract/reviews';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reviewPhotos, reviews, reviewVotes } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import { REVIEW_MESSAGES } from './messages.ts';
import { attachReviewPhotos } from './photos.ts';
import { reviewableOrder } from './reviewable.ts';
import { moderationSnapshot, REVIEW_ENTITY } from './serialize.ts';
import { readReviewSettings } from './settings.ts';

type ReviewBody = ReviewInput;
type ModerationBody = ReviewModeration;

/**
 * A buyer's review (reviewableOrder says who may), with the photos sent for it before, in one
 * transaction: once per (order, product), the unique index deciding between two at once.
 */
export async function createReview(
  db: Database,
  input: { storeId: string; customerId: string | null; body: ReviewBody; now: Date },
) {
  const { storeId, customerId, body, now } = input;
  const order = await reviewableOrder(db, {
    storeId,
    customerId,
    token: body.token,
    orderCode: body.order_code,
    productId: body.product_id,
    now,
  });
  const settings = await readReviewSettings(db, storeId);
  const status = settings.require_approval ? 'pendente' : 'publicada';
  return db.transaction(async (tx) => {
    const [made] = await tx
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
    await attachReviewPhotos(
      tx,
      { id: made.id, storeId, orderId: order.orderId, productId: body.product_id },
      body.photos ?? [],
    );
    return made;
  });
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
    const photosBefore = await photoIdsOf(tx, id);
    if (body.action === 'remove_photo') {
      const removed = await tx
        .delete(reviewPhotos)
        .where(and(eq(reviewPhotos.id, body.photo_id), eq(reviewPhotos.reviewId, id)))
        .returning({ id: reviewPhotos.id });
      if (removed.length === 0) {
        throw notFound(REVIEW_MESSAGES.photoNotFound, 'review_photo_not_found');
      }
    }
    const set =
      body.action === 'publish'
        ? {
            status: 'publicada' as const,
            hiddenReason: null,
            publishedAt: before.publishedAt ?? now,
          }
        : body.action === 'hide'
          ? { status: 'oculta' as const, hiddenReason: body.reason }
          : body.action === 'reply'
            ? { reply: body.reply, repliedAt: now }
            : {};
    const [after] =
      Object.keys(set).length > 0
        ? await tx.update(reviews).set(set).where(eq(reviews.id, id)).returning()
        : [before];
    await recordAudit(tx, {
      ...actor,
      entity: REVIEW_ENTITY,
      entityId: id,
      action: body.action,
      before: moderationSnapshot(before, photosBefore),
      after: moderationSnapshot(after!, await photoIdsOf(tx, id)),
    });
    return after!;
  });
}

/** A review's photos' ids, in their order (what the audit keeps of them). */
async function photoIdsOf(db: Database, reviewId: string) {
  const rows = await db
    .select({ id: reviewPhotos.id })
    .from(reviewPhotos)
    .where(eq(reviewPhotos.reviewId, reviewId))
    .orderBy(asc(reviewPhotos.position));
  return rows.map((row) => row.id);
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
