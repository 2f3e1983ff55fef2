import { queryOptions } from '@tanstack/react-query';
import type { OfficeReviewQuery } from '@vitrine/contract/reviews';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { officeReviewsPageQueryKey, reviewSettingsQueryKey } from '../query-keys.ts';

/** Catálogo → Avaliações: a page of the store's reviews (24), of one status or all. */
export function officeReviewsQueryOptions(
  api: QueryApi,
  query: Pick<OfficeReviewQuery, 'page' | 'status'>,
) {
  return queryOptions({
    queryKey: officeReviewsPageQueryKey(query),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-office-reviews.ts'), (endpoint, client) =>
        endpoint.getOfficeReviews(client, query),
      ),
  });
}

/** The reviews' settings: the invitation's days, and whether the seller approves first. */
export function reviewSettingsQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: reviewSettingsQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-office-reviews.ts'), (endpoint, client) =>
        endpoint.getReviewSettings(client),
      ),
  });
}
