import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { operatorStoreQueryKey } from '../query-keys.ts';

/** A store's page in the console; a suspension or a reactivation writes its answer here. */
export function operatorStoreQueryOptions(api: QueryApi, id: string) {
  return queryOptions({
    queryKey: operatorStoreQueryKey(id),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-operator-store.ts'), (endpoint, client) =>
        endpoint.getOperatorStore(client, id),
      ),
  });
}
