import {
  productReviewListSchema,
  reviewCreatedSchema,
  reviewHelpfulSchema,
  reviewInviteSchema,
  type ProductReviewList,
  type ProductReviewQuery,
  type ReviewBody,
  type ReviewCreated,
  type ReviewInvite,
} from '@vitrine/contract/reviews';
import { parse, type ApiClient } from '../client.ts';

/**
 * GET {apiBase}/reviews/invite/{token} — the delivered order's products the e-mail's link offers
 * to rate, and which are rated already. 404 `invite_invalid`: unknown, expired or another store's.
 */
export function getReviewInvite(client: ApiClient, token: string): Promise<ReviewInvite> {
  return parse(reviewInviteSchema, client.api.get(`reviews/invite/${encodeURIComponent(token)}`));
}

/**
 * POST {apiBase}/reviews — a buyer's review of one product of a delivered order (by the
 * invitation's token, or the order's code with the session). 409 `already_reviewed`,
 * `not_delivered`, `not_in_order`; 403 `not_buyer`.
 */
export function createReview(client: ApiClient, body: ReviewBody): Promise<ReviewCreated> {
  return parse(reviewCreatedSchema, client.api.post('reviews', { json: body }));
}

/** GET {apiBase}/products/{slug}/reviews — the published ones, the figures, a page. */
export function getProductReviews(
  client: ApiClient,
  slug: string,
  query: Pick<ProductReviewQuery, 'page' | 'sort'>,
): Promise<ProductReviewList> {
  return parse(
    productReviewListSchema,
    client.api.get(`products/${encodeURIComponent(slug)}/reviews`, {
      searchParams: { page: query.page, sort: query.sort },
    }),
  );
}

/** POST {apiBase}/reviews/{id}/helpful — a signed-in shopper's "útil", once: the count. */
export function voteReviewHelpful(client: ApiClient, id: string): Promise<number> {
  return parse(
    reviewHelpfulSchema,
    client.api.post(`reviews/${encodeURIComponent(id)}/helpful`),
  ).then((answer) => answer.helpful);
}
