import { queryOptions } from '@tanstack/react-query';
import type { ProductKind } from '@vitrine/contract/catalog';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { categoryTreeQueryKey } from '../query-keys.ts';

/** The store's category tree (departments → categories). */
export function categoryTreeQueryOptions(api: QueryApi, kind?: ProductKind) {
  return queryOptions({
    queryKey: categoryTreeQueryKey(kind),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-category-tree.ts'), (endpoint, client) =>
        endpoint.getCategoryTree(client, kind),
      ),
  });
}
