import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { catalogImportQueryKey } from '../query-keys.ts';

/** How often the import screen asks for the progress of an import being applied. */
export const CATALOG_IMPORT_POLL_MS = 1_000;

/**
 * One import: its check, and while it is checked or applied (here, `running`), its progress
 * every second.
 */
export function catalogImportQueryOptions(api: QueryApi, id: string) {
  return queryOptions({
    queryKey: catalogImportQueryKey(id),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-catalog-import.ts'), (endpoint, client) =>
        endpoint.getCatalogImport(client, id),
      ),
    refetchInterval: (query) => {
      const data = query.state.data;
      const moving = data?.status === 'checking' || data?.status === 'applying';
      return moving && data.running ? CATALOG_IMPORT_POLL_MS : false;
    },
  });
}
