import { queryOptions } from '@tanstack/react-query';

import { fetchLazily, type QueryApi } from '../query-api.ts';
import { lowStockQueryKey } from '../query-keys.ts';

/** The office home: variations at or under their low-stock threshold. */
export function lowStockQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: lowStockQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-low-stock.ts'), (endpoint, client) =>
        endpoint.getLowStock(client),
      ),
  });
}
