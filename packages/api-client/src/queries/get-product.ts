import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { productQueryKey } from '../query-keys.ts';

/** spec §2 /produto/{slug}, with variations and stock state. */
export function productQueryOptions(api: QueryApi, slug: string) {
  return queryOptions({
    queryKey: productQueryKey(api.storeId, slug),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-product.ts'), (endpoint, client) =>
        endpoint.getProduct(client, slug),
      ),
  });
}
