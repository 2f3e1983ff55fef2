import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { pagesQueryKey } from '../query-keys.ts';

/** Every content page's slug and title (the footer's links). */
export function pagesQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: pagesQueryKey(api.storeId),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/list-pages.ts'), (endpoint, client) =>
        endpoint.listPages(client),
      ),
  });
}
