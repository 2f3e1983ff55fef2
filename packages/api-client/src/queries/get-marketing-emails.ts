import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';

/** Beside its options, not in query-keys.ts (every storefront page's initial JS). */
export const marketingEmailsQueryKey = ['customer', 'marketing-emails'] as const;

/** The account's preferences and the checkout's box: the store's marketing e-mails. */
export function marketingEmailsQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: marketingEmailsQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-marketing-emails.ts'), (endpoint, client) =>
        endpoint.getMarketingEmails(client),
      ),
  });
}
