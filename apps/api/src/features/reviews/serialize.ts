import type { OfficeReview, PublicReview, ReviewPhoto } from '@vitrine/contract/reviews';
import type { reviews } from '../../db/schema/index.ts';

export const REVIEW_ENTITY = 'review';
export const REVIEW_SETTINGS_ENTITY = 'review_settings';

type ReviewRow = typeof reviews.$inferSelect;

/** The author as the product page shows it: first name and the last name's initial. */
export function authorName(firstName: string, lastName: string): string {
  const first = firstName.trim().split(/\s+/)[0] ?? '';
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

export function toPublicReview(
  row: ReviewRow & { firstName: string; lastName: string },
  photos: ReviewPhoto[],
): PublicReview {
  return {
    id: row.id,
    author: authorName(row.firstName, row.lastName),
    rating: row.rating,
    title: row.title,
    body: row.body,
    published_at: (row.publishedAt ?? row.createdAt).toISOString(),
    helpful: row.helpfulCount,
    reply: row.reply && row.repliedAt ? { body: row.reply, at: row.repliedAt.toISOString() } : null,
    photos,
  };
}

export function toOfficeReview(
  row: ReviewRow & {
    productName: string;
    orderCode: string;
    firstName: string;
    lastName: string;
  },
  photos: ReviewPhoto[],
): OfficeReview {
  return {
    id: row.id,
    product_id: row.productId,
    product_name: row.productName,
    order_code: row.orderCode,
    customer_name: `${row.firstName} ${row.lastName}`.trim(),
    rating: row.rating,
    title: row.title,
    body: row.body,
    status: row.status,
    hidden_reason: row.hiddenReason,
    reply: row.reply,
    replied_at: row.repliedAt?.toISOString() ?? null,
    helpful: row.helpfulCount,
    created_at: row.createdAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
    photos,
  };
}

/** What the audit keeps of a review: what moderation changes (its photos by id). */
export function moderationSnapshot(row: ReviewRow, photos: string[]) {
  return { status: row.status, hidden_reason: row.hiddenReason, reply: row.reply, photos };
}
