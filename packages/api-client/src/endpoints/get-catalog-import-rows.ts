import {
  type CatalogImportOutcome,
  catalogImportRowsSchema,
} from '@vitrine/contract/catalog-import';
import { parse, type ApiClient } from '../client.ts';
import { catalogImportPath } from './get-catalog-import.ts';

/**
 * GET {apiBase}/catalog/imports/{id}/rows — a page of what applying the import will do, row by
 * row, of one outcome (updated, created, rejected).
 */
export function getCatalogImportRows(
  client: ApiClient,
  id: string,
  query: { outcome: CatalogImportOutcome; page: number },
) {
  return parse(
    catalogImportRowsSchema,
    client.api.get(`${catalogImportPath(id)}/rows`, {
      searchParams: { outcome: query.outcome, page: query.page },
    }),
  );
}
