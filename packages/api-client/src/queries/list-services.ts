import { queryOptions } from '@tanstack/react-query';
import type { ServiceListQuery } from '../endpoints/list-services.ts';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { servicesQueryKey } from '../query-keys.ts';

export type { ServiceListQuery };

/** spec §2 /servicos/{slug}: a page of a category's services. */
export function servicesQueryOptions(
  api: QueryApi,
  categorySlug: string,
  query: ServiceListQuery = {},
) {
  return queryOptions({
    queryKey: servicesQueryKey(api.storeId, categorySlug, query),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/list-services.ts'), (endpoint, client) =>
        endpoint.listServices(client, categorySlug, query),
      ),
  });
}
