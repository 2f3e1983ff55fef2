import { queryOptions } from '@tanstack/react-query';
import type { StoreHistoryQuery } from '@vitrine/contract/store-history';

import { fetchLazily, type QueryApi } from '../query-api.ts';
import { storeHistoryPageQueryKey } from '../query-keys.ts';

/** One page of the store's "Histórico" (every seller write), optionally one kind. */
export function storeHistoryQueryOptions(api: QueryApi, query: StoreHistoryQuery) {
  return queryOptions({
    queryKey: storeHistoryPageQueryKey(query),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-store-history.ts'), (endpoint, client) =>
        endpoint.getStoreHistory(client, query),
      ),
  });
}
