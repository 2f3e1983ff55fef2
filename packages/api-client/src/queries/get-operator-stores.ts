import { queryOptions } from '@tanstack/react-query';
import type { OperatorStoresQuery } from '@vitrine/contract/operators';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { operatorStoresListQueryKey } from '../query-keys.ts';

/** The console's stores list: one page of the stores, filtered and sorted. */
export function operatorStoresQueryOptions(api: QueryApi, query: OperatorStoresQuery) {
  return queryOptions({
    queryKey: operatorStoresListQueryKey(query),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-operator-stores.ts'), (endpoint, client) =>
        endpoint.getOperatorStores(client, query),
      ),
  });
}
