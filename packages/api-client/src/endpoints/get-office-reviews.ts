import {
  officeReviewListSchema,
  reviewSettingsSchema,
  type OfficeReviewList,
  type OfficeReviewQuery,
  type ReviewSettings,
} from '@vitrine/contract/reviews';
import { parse, type ApiClient } from '../client.ts';

/** GET {apiBase}/catalog/reviews — the store's reviews, newest first, by status, 24 a page. */
export function getOfficeReviews(
  client: ApiClient,
  query: Pick<OfficeReviewQuery, 'page' | 'status'>,
): Promise<OfficeReviewList> {
  return parse(
    officeReviewListSchema,
    client.api.get('catalog/reviews', {
      searchParams: { page: query.page, ...(query.status ? { status: query.status } : {}) },
    }),
  );
}

/** GET {apiBase}/settings/reviews — the invitation's days after delivery, approval first. */
export function getReviewSettings(client: ApiClient): Promise<ReviewSettings> {
  return parse(reviewSettingsSchema, client.api.get('settings/reviews'));
}
