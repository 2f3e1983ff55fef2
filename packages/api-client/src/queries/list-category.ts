import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CategoryListingQuery } from '@vitrine/contract/catalog';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { categoryQueryKey } from '../query-keys.ts';

/** spec §2 /categoria/{slug}: a page of a category's products with its facets. */
export function categoryQueryOptions(api: QueryApi, slug: string, query: CategoryListingQuery) {
  return queryOptions({
    queryKey: categoryQueryKey(api.storeId, slug, query),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/list-category.ts'), (endpoint, client) =>
        endpoint.listCategory(client, slug, query),
      ),
    // A facet, an order or a page keeps the current products on screen until the next arrive.
    placeholderData: keepPreviousData,
  });
}
