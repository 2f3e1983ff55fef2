import { queryOptions } from '@tanstack/react-query';

import { fetchLazily, type QueryApi } from '../query-api.ts';
import { stockHistoryQueryKey } from '../query-keys.ts';

/** A variation's stock adjustments, newest first. */
export function stockHistoryQueryOptions(api: QueryApi, variationId: string, page = 1) {
  return queryOptions({
    queryKey: stockHistoryQueryKey(variationId, page),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-stock-history.ts'), (endpoint, client) =>
        endpoint.getStockHistory(client, variationId, page),
      ),
  });
}
