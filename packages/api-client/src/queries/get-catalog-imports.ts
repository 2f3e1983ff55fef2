import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { catalogImportsQueryKey } from '../query-keys.ts';

/** The store's latest imports (one stopped midway can be applied again from there). */
export function catalogImportsQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: catalogImportsQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-catalog-imports.ts'), (endpoint, client) =>
        endpoint.getCatalogImports(client),
      ),
  });
}
