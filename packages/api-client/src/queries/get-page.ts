import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { pageQueryKey } from '../query-keys.ts';

/** spec §2 /paginas/{slug}. Its `html` is the store's: sanitise it before rendering. */
export function pageQueryOptions(api: QueryApi, slug: string) {
  return queryOptions({
    queryKey: pageQueryKey(api.storeId, slug),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-page.ts'), (endpoint, client) =>
        endpoint.getPage(client, slug),
      ),
  });
}
