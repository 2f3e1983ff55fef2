import { z } from './zod.ts';
import { paginated, pageQuerySchema, text } from './common.ts';
import { catalogListQuerySchema } from './catalog-office.ts';

// The catalog's spreadsheet round trip: the export (GET /catalog/export, the office list's
// filters, as CSV) and the import (POST /catalog/imports checks a file in the background and
// applies nothing; GET /catalog/imports/{id}/rows lists, row by row, what applying it will do;
// POST /catalog/imports/{id}/apply applies it in the background; GET /catalog/imports/{id}
// follows both).

/** The list's filters and sort, without its pages: the export writes every match. */
export const catalogExportQuerySchema = catalogListQuerySchema.omit({ page: true, per_page: true });
export type CatalogExportQuery = z.input<typeof catalogExportQuerySchema>;

/** The largest file an import accepts (about 40,000 rows of a full export). */
export const CATALOG_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** The most rows (below the header, blank ones not counted) a file may have. */
export const CATALOG_IMPORT_MAX_ROWS = 200_000;
/** Rows a page of the check's list holds. */
export const CATALOG_IMPORT_ROWS_PER_PAGE = 50;
/** The problems an answer lists; the rejected rows' CSV has them all. */
export const CATALOG_IMPORT_PROBLEMS_SHOWN = 200;

export const CATALOG_IMPORT_STATUSES = [
  'checking',
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
     * checking: the check is running (or was stopped with its server: see `running`); checked:
     * ready to apply (rows with problems are left out); rejected: nothing can be applied;
     * applying: the job is running (or was stopped: see `running`); applied; failed.
     */
    status: z.enum(CATALOG_IMPORT_STATUSES),
    /** The file's rows below the header (blank ones not counted). */
    rows_in_file: z.number().int(),
    /** How far the check has gone, 0–100. */
    check_percent: z.number().int(),
    /**
     * What the check found applying will do, row by row (GET …/rows lists them): the apply does
     * exactly this, and its counts below end equal to these unless the catalog changed meanwhile
     * (then the rows of a changed product are left out, each with a problem saying so).
     */
    plan: z.object({
      created: z.number().int(),
      updated: z.number().int(),
      unchanged: z.number().int(),
    }),
    /** Rows the apply will write (created and updated: those without problems that change). */
    rows_total: z.number().int(),
    rows_done: z.number().int(),
    /**
     * Rows left out because they (or another row of their product) have problems; 0 when the
     * file itself cannot be checked (unreadable, no SKU column: see `problems`).
     */
    rows_rejected: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    problems: z.array(catalogImportProblemSchema),
    problems_total: z.number().int(),
    /**
     * Whether this API process is checking or applying it now. A 'checking' import that is not
     * running was stopped (send the file again); an 'applying' one, applied again, continues
     * from `rows_done`.
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

/**
 * What applying does to a row, as the check lists it (unchanged rows are counted in `plan`,
 * not listed: nothing happens to them).
 */
export const CATALOG_IMPORT_OUTCOMES = ['updated', 'created', 'rejected'] as const;
export type CatalogImportOutcome = (typeof CATALOG_IMPORT_OUTCOMES)[number];

export const catalogImportChangeSchema = z
  .object({
    /** The column as the seller reads it ("Preço", "Opção: Cor"). */
    column: z.string(),
    /** The values as the seller reads them ("R$ 1.234,56", "ativo"); '' is empty. */
    before: z.string(),
    after: z.string(),
  })
  .meta({ id: 'CatalogImportChange' });
export type CatalogImportChange = z.infer<typeof catalogImportChangeSchema>;

export const catalogImportRowSchema = z
  .object({
    /** The spreadsheet's row number (1 is the header). */
    row: z.number().int(),
    sku: z.string(),
    /** The product's name as it will be ('' when the row has problems and names none). */
    name: z.string(),
    /** The variation's option values, "Azul / P" ('' for none). */
    options: z.string(),
    outcome: z.enum(CATALOG_IMPORT_OUTCOMES),
    /**
     * updated: every field that changes, before → after; created: the new variation's price,
     * "preço de" and stock (and the product's changes when the product exists); rejected: none.
     */
    changes: z.array(catalogImportChangeSchema),
    /** Why a rejected row is left out. */
    problems: z.array(z.object({ column: z.string(), message: z.string() })),
  })
  .meta({ id: 'CatalogImportRow' });
export type CatalogImportRow = z.infer<typeof catalogImportRowSchema>;

export const catalogImportRowsQuerySchema = pageQuerySchema.extend({
  outcome: z.enum(CATALOG_IMPORT_OUTCOMES).default('updated'),
  per_page: z.coerce.number().int().min(1).max(100).default(CATALOG_IMPORT_ROWS_PER_PAGE),
});
export type CatalogImportRowsQuery = z.input<typeof catalogImportRowsQuerySchema>;

export const catalogImportRowsSchema = paginated(catalogImportRowSchema).meta({
  id: 'CatalogImportRows',
});
export type CatalogImportRows = z.infer<typeof catalogImportRowsSchema>;
