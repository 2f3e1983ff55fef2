import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { storeUsageQueryKey } from '../query-keys.ts';

/** The store's products, images and team beside their limits (the office's home). */
export function storeUsageQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: storeUsageQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-store-usage.ts'), (endpoint, client) =>
        endpoint.getStoreUsage(client),
      ),
  });
}
