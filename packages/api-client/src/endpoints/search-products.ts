import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import { searchResultSchema, type SearchQuery, type SearchResult } from '@vitrine/contract/catalog';
import { catalogQueryKey } from './catalog-keys.ts';

/** GET {apiBase}/search — spec §2 /pesquisar/{query}: Portuguese full-text, sorted, paged. */
export function searchProducts(client: ApiClient, query: SearchQuery): Promise<SearchResult> {
  const searchParams = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as Record<string, string | number>;
  return parse(searchResultSchema, client.api.get('search', { searchParams }));
}

export function searchQueryOptions(client: ApiClient, query: SearchQuery) {
  return queryOptions({
    queryKey: [...catalogQueryKey(client), 'search', query] as const,
    queryFn: () => searchProducts(client, query),
    // Paging or re-sorting keeps the current results on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}
