import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { serviceQueryKey } from '../query-keys.ts';

/** spec §2 /servico/{slug}, with variations and stock state. */
export function serviceQueryOptions(api: QueryApi, slug: string) {
  return queryOptions({
    queryKey: serviceQueryKey(api.storeId, slug),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-service.ts'), (endpoint, client) =>
        endpoint.getService(client, slug),
      ),
  });
}
