import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  officeReviewSchema,
  reviewSettingsSchema,
  type OfficeReview,
  type ReviewModerationBody,
  type ReviewSettings,
  type ReviewSettingsBody,
} from '@vitrine/contract/reviews';
import { parse, type ApiClient } from '../client.ts';
import {
  officeReviewsQueryKey,
  reviewSettingsQueryKey,
  storeHistoryQueryKey,
} from '../query-keys.ts';

/**
 * PUT {apiBase}/catalog/reviews/{id} — publish, hide with a reason, reply in public, or take one
 * photo out. 404 `review_not_found` for a review not the store's, `review_photo_not_found` for
 * a photo not on it.
 */
export function moderateReview(
  client: ApiClient,
  id: string,
  body: ReviewModerationBody,
): Promise<OfficeReview> {
  return parse(
    officeReviewSchema,
    client.api.put(`catalog/reviews/${encodeURIComponent(id)}`, { json: body }),
  );
}

/**
 * A review's moderation: every page of the list is refetched (a status moved), and the history;
 * after a refusal too (a photo another tab already removed goes from the list).
 */
export function moderateReviewMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...officeReviewsQueryKey, 'moderate'],
    mutationFn: (input: { id: string; body: ReviewModerationBody }) =>
      moderateReview(client, input.id, input.body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: officeReviewsQueryKey }),
        queryClient.invalidateQueries({ queryKey: storeHistoryQueryKey }),
      ]),
  });
}

/** PUT {apiBase}/settings/reviews — the invitation's days (1 to 60) and approval first. */
export function saveReviewSettings(
  client: ApiClient,
  body: ReviewSettingsBody,
): Promise<ReviewSettings> {
  return parse(reviewSettingsSchema, client.api.put('settings/reviews', { json: body }));
}

export function saveReviewSettingsMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...reviewSettingsQueryKey, 'save'],
    mutationFn: (body: ReviewSettingsBody) => saveReviewSettings(client, body),
    onSuccess: (saved) => queryClient.setQueryData(reviewSettingsQueryKey, saved),
  });
}
