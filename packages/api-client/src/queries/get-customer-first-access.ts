import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { customerFirstAccessQueryKey } from '../query-keys.ts';

/** Is this create-password link still good? Its account, or null when it no longer works. */
export function customerFirstAccessQueryOptions(api: QueryApi, token: string) {
  return queryOptions({
    queryKey: customerFirstAccessQueryKey(token),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-customer-first-access.ts'), (endpoint, client) =>
        endpoint.customerFirstAccessLink(client, token),
      ),
    retry: false,
  });
}
