import { queryOptions } from '@tanstack/react-query';
import type { CatalogListQuery } from '@vitrine/contract/catalog-office';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { catalogListQueryKey } from '../query-keys.ts';

/** The seller's catalog list: filters, sort and page from the URL. */
export function catalogProductsQueryOptions(api: QueryApi, query: CatalogListQuery = {}) {
  return queryOptions({
    queryKey: catalogListQueryKey(query),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-catalog-products.ts'), (endpoint, client) =>
        endpoint.getCatalogProducts(client, query),
      ),
  });
}
