import { queryOptions } from '@tanstack/react-query';

import { fetchLazily, type QueryApi } from '../query-api.ts';
import { catalogProductQueryKey } from '../query-keys.ts';

/** A product or service as the seller edits it. */
export function catalogProductQueryOptions(api: QueryApi, id: string) {
  return queryOptions({
    queryKey: catalogProductQueryKey(id),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-catalog-product.ts'), (endpoint, client) =>
        endpoint.getCatalogProduct(client, id),
      ),
  });
}
