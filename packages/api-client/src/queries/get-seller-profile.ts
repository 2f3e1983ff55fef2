import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { sellerProfileQueryKey } from '../query-keys.ts';

/** The logged seller's own data; saving writes the answer under the key. */
export function sellerProfileQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: sellerProfileQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-seller-profile.ts'), (endpoint, client) =>
        endpoint.getSellerProfile(client),
      ),
  });
}
