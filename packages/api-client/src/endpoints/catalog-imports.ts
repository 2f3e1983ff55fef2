import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  type CatalogExportQuery,
  type CatalogImport,
  catalogImportSchema,
} from '@vitrine/contract/catalog-import';
import { parse, type ApiClient } from '../client.ts';
import {
  catalogImportQueryKey,
  catalogImportsQueryKey,
  catalogProductsQueryKey,
} from '../query-keys.ts';
import { catalogImportPath } from './get-catalog-import.ts';
import { catalogSearchParams } from './get-catalog-products.ts';

// The catalog's spreadsheet round trip: the export's link, the import's check, apply and
// progress. Uploading answers the check (nothing applied); applying answers at once and the
// import's query follows its progress.

const path = (id: string, rest = '') => catalogImportPath(id) + rest;

/**
 * The relative path of GET {apiBase}/catalog/export for the list's filters, e.g.
 * `catalog/export?status=draft`: the office links to it under its API proxy and the browser
 * saves `catalogo-AAAA-MM-DD.csv` itself.
 */
export function catalogExportPath(query: CatalogExportQuery = {}): string {
  const params = catalogSearchParams(query).toString();
  return params ? `catalog/export?${params}` : 'catalog/export';
}

/** The relative path of the rejected rows' CSV of an import. */
export const catalogImportRejectedPath = (id: string) => path(id, '/rejected');

/** POST {apiBase}/catalog/imports — the file's bytes; 201 with the check. */
export function uploadCatalogImport(client: ApiClient, file: File) {
  return parse(
    catalogImportSchema,
    client.api.post('catalog/imports', {
      searchParams: { file_name: file.name },
      headers: { 'Content-Type': 'text/csv' },
      body: file,
      // A 10,000-row file is a few MB, and its check reads every row.
      timeout: 120_000,
    }),
  );
}

/** POST {apiBase}/catalog/imports/{id}/apply — 202 at once; 409 when rejected or applied. */
export function applyCatalogImport(client: ApiClient, id: string) {
  return parse(catalogImportSchema, client.api.post(path(id, '/apply')));
}

function known(queryClient: QueryClient) {
  return async (result: CatalogImport) => {
    queryClient.setQueryData(catalogImportQueryKey(result._id), result);
    await queryClient.invalidateQueries({ queryKey: catalogImportsQueryKey });
  };
}

export const uploadCatalogImportMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['seller', 'catalog', 'upload-import'],
    mutationFn: (file: File) => uploadCatalogImport(client, file),
    onSuccess: known(queryClient),
  });

export const applyCatalogImportMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['seller', 'catalog', 'apply-import'],
    mutationFn: (id: string) => applyCatalogImport(client, id),
    onSuccess: async (result) => {
      await known(queryClient)(result);
      // What the import writes shows in the catalog's lists and forms.
      await queryClient.invalidateQueries({ queryKey: catalogProductsQueryKey });
    },
  });
