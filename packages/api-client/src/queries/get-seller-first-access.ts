import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { sellerFirstAccessQueryKey } from '../query-keys.ts';

/**
 * Is this create-password link still good? Its seller, or null when it no longer works; what
 * it answered stays while the page is open.
 */
export function sellerFirstAccessQueryOptions(api: QueryApi, token: string) {
  return queryOptions({
    queryKey: sellerFirstAccessQueryKey(token),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-seller-first-access.ts'), (endpoint, client) =>
        endpoint.sellerFirstAccessLink(client, token),
      ),
    retry: false,
    staleTime: Infinity,
  });
}
