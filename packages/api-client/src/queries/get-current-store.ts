import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { currentStoreQueryKey } from '../query-keys.ts';

/** The public data of the store the client sends (X-Store-Id, or the proxy's). */
export function currentStoreQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: currentStoreQueryKey(api.storeId),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-current-store.ts'), (endpoint, client) =>
        endpoint.getCurrentStore(client),
      ),
  });
}
