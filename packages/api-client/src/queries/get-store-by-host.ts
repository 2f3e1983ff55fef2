import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { storeByHostQueryKey } from '../query-keys.ts';

/** The store answering on `host` (spec §3), or `notFound`. */
export function storeByHostQueryOptions(api: QueryApi, host: string) {
  return queryOptions({
    queryKey: storeByHostQueryKey(host),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-store-by-host.ts'), (endpoint, client) =>
        endpoint.getStoreByHost(client, host),
      ),
    // A store's data changes rarely; the API's own Cache-Control is 60 s.
    staleTime: 60_000,
  });
}
