import { catalogImportListSchema } from '@vitrine/contract/catalog-import';
import { parse, type ApiClient } from '../client.ts';

/** GET {apiBase}/catalog/imports — the store's latest imports. */
export function getCatalogImports(client: ApiClient) {
  return parse(catalogImportListSchema, client.api.get('catalog/imports'));
}
