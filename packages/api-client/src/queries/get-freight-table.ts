import { queryOptions } from '@tanstack/react-query';

import { fetchLazily, type QueryApi } from '../query-api.ts';
import { freightTableQueryKey } from '../query-keys.ts';

/** The store's own freight table (the office's table editor starts from it). */
export function freightTableQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: freightTableQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-freight-table.ts'), (endpoint, client) =>
        endpoint.getFreightTable(client),
      ),
  });
}
