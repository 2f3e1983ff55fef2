import { parse, type ApiClient } from '../client.ts';
import { searchResultSchema, type SearchQuery, type SearchResult } from '@vitrine/contract/catalog';

/** GET {apiBase}/search — spec §2 /pesquisar/{query}: Portuguese full-text, sorted, paged. */
export function searchProducts(client: ApiClient, query: SearchQuery): Promise<SearchResult> {
  const searchParams = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as Record<string, string | number>;
  return parse(searchResultSchema, client.api.get('search', { searchParams }));
}
