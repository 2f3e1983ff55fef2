import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { storePagesQueryKey } from '../query-keys.ts';

/** The store's content pages (Configurações → Páginas); every write refreshes them. */
export function storePagesQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: storePagesQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-store-pages.ts'), (endpoint, client) =>
        endpoint.getStorePages(client),
      ),
  });
}
