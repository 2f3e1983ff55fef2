import { queryOptions } from '@tanstack/react-query';
import type { CatalogImportOutcome } from '@vitrine/contract/catalog-import';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { catalogImportRowsQueryKey } from '../query-keys.ts';

/** A page of an import's rows of one outcome, as its check listed them (they never change). */
export function catalogImportRowsQueryOptions(
  api: QueryApi,
  id: string,
  outcome: CatalogImportOutcome,
  page: number,
) {
  return queryOptions({
    queryKey: catalogImportRowsQueryKey(id, outcome, page),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-catalog-import-rows.ts'), (endpoint, client) =>
        endpoint.getCatalogImportRows(client, id, { outcome, page }),
      ),
    staleTime: Infinity,
  });
}
