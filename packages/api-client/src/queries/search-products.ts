import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SearchQuery } from '@vitrine/contract/catalog';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { searchQueryKey } from '../query-keys.ts';

/** spec §2 /pesquisar/{query}: Portuguese full-text, sorted, paged. */
export function searchQueryOptions(api: QueryApi, query: SearchQuery) {
  return queryOptions({
    queryKey: searchQueryKey(api.storeId, query),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/search-products.ts'), (endpoint, client) =>
        endpoint.searchProducts(client, query),
      ),
    // Paging or re-sorting keeps the current results on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}
