import type { Feature } from '../../http/context.ts';
import { registerCatalogExport } from './export-routes.ts';
import { registerCatalogImports } from './import-routes.ts';

/** The catalog's spreadsheet round trip: export (GET /catalog/export) and import. */
export const registerCatalogCsv: Feature = (app, deps) => {
  registerCatalogExport(app, deps);
  registerCatalogImports(app, deps);
};
