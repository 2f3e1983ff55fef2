import { catalogImportSchema } from '@vitrine/contract/catalog-import';
import { parse, type ApiClient } from '../client.ts';

/** The relative path of one import of the store's catalog spreadsheet. */
export const catalogImportPath = (id: string) => `catalog/imports/${encodeURIComponent(id)}`;

/** GET {apiBase}/catalog/imports/{id} — the check, the progress, the counts. */
export function getCatalogImport(client: ApiClient, id: string) {
  return parse(catalogImportSchema, client.api.get(catalogImportPath(id)));
}
