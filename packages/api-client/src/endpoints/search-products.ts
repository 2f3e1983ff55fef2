import { parse, type ApiClient } from '../client.ts';
import { searchResultSchema, type SearchQuery, type SearchResult } from '@vitrine/contract/catalog';
import { toQueryParams } from '../query-params.ts';

/** GET {apiBase}/search — spec §2 /pesquisar/{query}: Portuguese full-text, sorted, paged, faceted. */
export function searchProducts(client: ApiClient, query: SearchQuery): Promise<SearchResult> {
  return parse(
    searchResultSchema,
    client.api.get('search', { searchParams: toQueryParams(query) }),
  );
}
