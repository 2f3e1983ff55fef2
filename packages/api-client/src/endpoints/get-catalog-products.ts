import { parse, type ApiClient } from '../client.ts';
import { catalogListSchema, type CatalogListQuery } from '@vitrine/contract/catalog-office';

/**
 * The query string of the catalog list: unset and empty values left out, and the default sort
 * (atualizados) too, so a URL or a cache key names only what was chosen.
 */
export function catalogSearchParams(query: CatalogListQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || String(value).trim() === '') continue;
    if (name === 'sort' && value === 'atualizados') continue;
    params.set(name, String(value));
  }
  return params;
}

/**
 * GET {apiBase}/catalog/products — the seller's products and services: `q` (name, or SKU /
 * code from its start), `kind`, `status`, `category_id`, `stock` (esgotado | baixo), `sort`,
 * `page`/`per_page`.
 */
export function getCatalogProducts(client: ApiClient, query: CatalogListQuery = {}) {
  return parse(
    catalogListSchema,
    client.api.get('catalog/products', { searchParams: catalogSearchParams(query) }),
  );
}
