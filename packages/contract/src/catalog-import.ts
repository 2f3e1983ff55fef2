import { z } from './zod.ts';
import { text } from './common.ts';
import { catalogListQuerySchema } from './catalog-office.ts';

// The catalog's spreadsheet round trip: the export (GET /catalog/export, the office list's
// filters, as CSV) and the import (POST /catalog/imports checks a file and applies nothing;
// POST /catalog/imports/{id}/apply applies it in the background; GET /catalog/imports/{id}
// follows it).

/** The list's filters and sort, without its pages: the export writes every match. */
export const catalogExportQuerySchema = catalogListQuerySchema.omit({ page: true, per_page: true });
export type CatalogExportQuery = z.input<typeof catalogExportQuerySchema>;

/** The largest file an import accepts (about 40,000 rows of a full export). */
export const CATALOG_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** The problems an answer lists; the rejected rows' CSV has them all. */
export const CATALOG_IMPORT_PROBLEMS_SHOWN = 200;

export const CATALOG_IMPORT_STATUSES = [
  'checked',
  'rejected',
  'applying',
  'applied',
  'failed',
] as const;
export type CatalogImportStatus = (typeof CATALOG_IMPORT_STATUSES)[number];

export const catalogImportProblemSchema = z
  .object({
    /** The spreadsheet's row number (1 is the header). */
    row: z.number().int(),
    /** The column's header as the seller reads it ('' for the whole row). */
    column: z.string(),
    message: z.string(),
  })
  .meta({ id: 'CatalogImportProblem' });
export type CatalogImportProblem = z.infer<typeof catalogImportProblemSchema>;

export const catalogImportSchema = z
  .object({
    _id: z.uuid(),
    file_name: z.string(),
    /**
     * checked: ready to apply (rows with problems are left out); rejected: nothing can be
     * applied; applying: the job is running (or was stopped: see `running`); applied; failed.
     */
    status: z.enum(CATALOG_IMPORT_STATUSES),
    /** Rows the apply will write (those without problems). */
    rows_total: z.number().int(),
    rows_done: z.number().int(),
    /** Rows left out because they (or another row of their product) have problems. */
    rows_rejected: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    problems: z.array(catalogImportProblemSchema),
    problems_total: z.number().int(),
    /**
     * Whether this API process is applying it now. An 'applying' import that is not running was
     * stopped (the process ended): applying it again continues from `rows_done`.
     */
    running: z.boolean(),
    created_at: z.iso.datetime({ offset: true }),
    finished_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'CatalogImport' });
export type CatalogImport = z.infer<typeof catalogImportSchema>;

export const catalogImportListSchema = z
  .object({ items: z.array(catalogImportSchema) })
  .meta({ id: 'CatalogImportList' });
export type CatalogImportList = z.infer<typeof catalogImportListSchema>;

export const catalogImportParamsSchema = z.object({ id: z.uuid('Importação não encontrada.') });

export const catalogImportUploadQuerySchema = z.object({
  /** The file's name as the seller chose it (shown in the history). */
  file_name: text().trim().min(1).max(200).default('planilha.csv'),
});
