import {
  CATALOG_IMPORT_PROBLEMS_SHOWN,
  type CatalogImport,
  type CatalogImportOutcome,
  type CatalogImportRow,
  type CatalogImportRowsQuery,
  catalogImportRowsQuerySchema,
} from '@vitrine/contract/catalog-import';
import { and, asc, desc, eq, getTableName, inArray, sql } from 'drizzle-orm';
import { JOB_SCHEMA, type Database } from '../../db/client.ts';
import { catalogImportProblems, catalogImportRows, catalogImports } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { Problem } from './problems.ts';
import { isRunning } from './jobs.ts';
import { CATALOG_IMPORT_APPLY } from '../../jobs/queues.ts';

// What the screen polls every second while an import is checked or applied: one row of
// catalog_imports (the counts live there) and its first problems, so a 200,000-row import's
// rows are never read for it; they are read a page at a time (importRows).

const firstProblems = sql<Problem[]>`(
  select coalesce(jsonb_agg(jsonb_build_object('row', p.row_number, 'column', p.column, 'message', p.message) order by p.seq), '[]'::jsonb)
  from (
    select * from ${catalogImportProblems}
    where ${catalogImportProblems.importId} = ${catalogImports.id}
    order by ${catalogImportProblems.seq}
    limit ${sql.raw(String(CATALOG_IMPORT_PROBLEMS_SHOWN))}
  ) p
)`;

/** Its apply job waits or runs, on whichever worker (jobs/queues.ts). */
const applyQueued = sql<boolean>`exists (
  select 1 from ${sql.identifier(JOB_SCHEMA)}.job j
  where j.name = ${CATALOG_IMPORT_APPLY}
    and j.singleton_key = ${sql.identifier(getTableName(catalogImports))}.id::text
    and j.state in ('created', 'retry', 'active')
)`;

const columns = {
  applyQueued,
  id: catalogImports.id,
  fileName: catalogImports.fileName,
  status: catalogImports.status,
  rowsInFile: catalogImports.rowsInFile,
  checkPercent: catalogImports.checkPercent,
  planCreated: catalogImports.planCreated,
  planUpdated: catalogImports.planUpdated,
  planUnchanged: catalogImports.planUnchanged,
  rowsTotal: catalogImports.rowsTotal,
  rowsDone: catalogImports.rowsDone,
  rowsRejected: catalogImports.rowsRejected,
  created: catalogImports.created,
  updated: catalogImports.updated,
  unchanged: catalogImports.unchanged,
  problems: firstProblems,
  problemsTotal: catalogImports.problemsTotal,
  createdAt: catalogImports.createdAt,
  finishedAt: catalogImports.finishedAt,
};

const selectImports = (db: Database) => db.select(columns).from(catalogImports);
type Row = Awaited<ReturnType<typeof selectImports>>[number];

function toImport(row: Row): CatalogImport {
  return {
    _id: row.id,
    file_name: row.fileName,
    status: row.status,
    rows_in_file: row.rowsInFile,
    check_percent: row.checkPercent,
    plan: { created: row.planCreated, updated: row.planUpdated, unchanged: row.planUnchanged },
    rows_total: row.rowsTotal,
    rows_done: row.rowsDone,
    rows_rejected: row.rowsRejected,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    problems: row.problems,
    problems_total: row.problemsTotal,
    running: row.applyQueued || isRunning(row.id),
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

export async function findImport(db: Database, storeId: string, id: string) {
  const [row] = await selectImports(db).where(
    and(eq(catalogImports.id, id), eq(catalogImports.storeId, storeId)),
  );
  if (!row) throw notFound('Importação não encontrada.', 'import_not_found');
  return toImport(row);
}

/** The store's latest imports, newest first (an interrupted one stays visible to resume). */
export async function latestImports(db: Database, storeId: string, limit = 10) {
  const rows = await selectImports(db)
    .where(eq(catalogImports.storeId, storeId))
    .orderBy(desc(catalogImports.createdAt))
    .limit(limit);
  return rows.map(toImport);
}

/** How many rows of `outcome` an import has, from its counts. */
const totalOf = (found: CatalogImport, outcome: CatalogImportOutcome) =>
  outcome === 'rejected' ? found.rows_rejected : found.plan[outcome];

/**
 * A page of an import's rows of one outcome, in the file's order, each with what applying it
 * does (and a rejected row's problems): the check's list, which the seller confirms.
 */
export async function importRows(
  db: Database,
  storeId: string,
  id: string,
  query: CatalogImportRowsQuery,
) {
  const { outcome, page, per_page } = catalogImportRowsQuerySchema.parse(query);
  const found = await findImport(db, storeId, id);
  const rows = await db
    .select({
      rowNumber: catalogImportRows.rowNumber,
      sku: catalogImportRows.sku,
      name: catalogImportRows.name,
      options: catalogImportRows.options,
      changes: catalogImportRows.changes,
    })
    .from(catalogImportRows)
    .where(and(eq(catalogImportRows.importId, id), eq(catalogImportRows.outcome, outcome)))
    .orderBy(asc(catalogImportRows.rowNumber))
    .limit(per_page)
    .offset((page - 1) * per_page);
  const problems =
    outcome === 'rejected' && rows.length > 0
      ? await db
          .select({
            rowNumber: catalogImportProblems.rowNumber,
            column: catalogImportProblems.column,
            message: catalogImportProblems.message,
          })
          .from(catalogImportProblems)
          .where(
            and(
              eq(catalogImportProblems.importId, id),
              inArray(
                catalogImportProblems.rowNumber,
                rows.map((row) => row.rowNumber),
              ),
            ),
          )
          .orderBy(asc(catalogImportProblems.seq))
      : [];
  const items: CatalogImportRow[] = rows.map((row) => ({
    row: row.rowNumber,
    sku: row.sku,
    name: row.name,
    options: row.options,
    outcome,
    changes: row.changes ?? [],
    problems: problems
      .filter((problem) => problem.rowNumber === row.rowNumber)
      .map(({ column, message }) => ({ column, message })),
  }));
  const total = totalOf(found, outcome);
  return { items, page, per_page, total, total_pages: Math.ceil(total / per_page) };
}
