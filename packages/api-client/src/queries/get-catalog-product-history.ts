import { queryOptions } from '@tanstack/react-query';

import { fetchLazily, type QueryApi } from '../query-api.ts';
import { catalogProductHistoryQueryKey } from '../query-keys.ts';

/** A product's history (who changed what), newest first. */
export function catalogProductHistoryQueryOptions(api: QueryApi, id: string, page = 1) {
  return queryOptions({
    queryKey: catalogProductHistoryQueryKey(id, page),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-catalog-product-history.ts'), (endpoint, client) =>
        endpoint.getCatalogProductHistory(client, id, page),
      ),
  });
}
