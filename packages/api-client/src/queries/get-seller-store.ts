import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { sellerStoreQueryKey } from '../query-keys.ts';

/** The seller's store on the platform (its address, its shop window) and their e-mail's state. */
export function sellerStoreQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: sellerStoreQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-seller-store.ts'), (endpoint, client) =>
        endpoint.getSellerStore(client),
      ),
  });
}
