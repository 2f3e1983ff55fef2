import { REVIEW_PHOTOS, type ReviewPhoto } from '@vitrine/contract/reviews';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reviewPhotos } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { ApiError, conflict } from '../../http/errors.ts';
import { findImages } from '../images/reads.ts';
import { acceptImage, toUploaded } from '../images/upload.ts';
import { REVIEW_MESSAGES } from './messages.ts';
import { reviewableOrder, type ReviewBy } from './reviewable.ts';

/**
 * A buyer's photo for one product of a delivered order, before the review that carries it:
 * whoever may review it (the invitation's token, or the order's code with the buyer's
 * session) and has not yet, up to REVIEW_PHOTOS.uploadsPerProduct. Judged by its bytes and
 * encoded by the image pipeline (features/images), counted in the store's image storage.
 */
export async function acceptReviewPhoto(
  deps: Pick<AppDeps, 'db' | 'imageStore' | 'config'>,
  input: ReviewBy & { bytes: Uint8Array },
): Promise<ReviewPhoto> {
  const order = await reviewableOrder(deps.db, input);
  const [sent] = await deps.db
    .select({ n: count() })
    .from(reviewPhotos)
    .where(
      and(eq(reviewPhotos.orderId, order.orderId), eq(reviewPhotos.productId, input.productId)),
    );
  if (Number(sent?.n ?? 0) >= REVIEW_PHOTOS.uploadsPerProduct) {
    throw conflict('review_photos_limit', REVIEW_MESSAGES.photosLimit);
  }
  const image = await acceptImage(deps, input.storeId, input.bytes);
  const [photo] = await deps.db
    .insert(reviewPhotos)
    .values({
      storeId: input.storeId,
      orderId: order.orderId,
      productId: input.productId,
      imageId: image.id,
    })
    .returning({ id: reviewPhotos.id });
  return toUploaded(deps.config, input.storeId, { ...image, id: photo!.id });
}

/**
 * The photos a new review names, put on it in their order (in the review's transaction): each
 * must be one sent for the same order and product and not on a review yet, else 422 and the
 * review is not made.
 */
export async function attachReviewPhotos(
  tx: Database,
  review: { id: string; storeId: string; orderId: string; productId: string },
  ids: readonly string[],
) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const taken = await tx
    .update(reviewPhotos)
    // Each at its place in the review's list (0 first), in the same statement.
    .set({
      reviewId: review.id,
      position: sql`array_position(${sql.param(wanted)}::uuid[], ${reviewPhotos.id}) - 1`,
    })
    .where(
      and(
        eq(reviewPhotos.storeId, review.storeId),
        eq(reviewPhotos.orderId, review.orderId),
        eq(reviewPhotos.productId, review.productId),
        isNull(reviewPhotos.reviewId),
        inArray(reviewPhotos.id, wanted),
      ),
    )
    .returning({ id: reviewPhotos.id });
  if (taken.length !== wanted.length) {
    throw new ApiError(422, 'review_photo_unknown', REVIEW_MESSAGES.photoUnknown, [
      { path: 'photos', message: REVIEW_MESSAGES.photoUnknown },
    ]);
  }
}

/** The photos on these reviews of the store, in their order, by review. */
export async function photosOfReviews(
  db: Database,
  config: Parameters<typeof toUploaded>[0],
  storeId: string,
  reviewIds: readonly string[],
): Promise<Map<string, ReviewPhoto[]>> {
  const byReview = new Map<string, ReviewPhoto[]>();
  if (reviewIds.length === 0) return byReview;
  const rows = await db
    .select({ id: reviewPhotos.id, reviewId: reviewPhotos.reviewId, imageId: reviewPhotos.imageId })
    .from(reviewPhotos)
    .where(and(eq(reviewPhotos.storeId, storeId), inArray(reviewPhotos.reviewId, [...reviewIds])))
    .orderBy(asc(reviewPhotos.position));
  const images = new Map(
    (
      await findImages(
        db,
        storeId,
        rows.map((row) => row.imageId),
      )
    ).map((image) => [image.id, image]),
  );
  for (const row of rows) {
    const image = images.get(row.imageId);
    if (!image || !row.reviewId) continue;
    const list = byReview.get(row.reviewId) ?? [];
    list.push(toUploaded(config, storeId, { ...image, id: row.id }));
    byReview.set(row.reviewId, list);
  }
  return byReview;
}
