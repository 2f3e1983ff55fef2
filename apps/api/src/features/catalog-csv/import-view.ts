import {
  CATALOG_IMPORT_PROBLEMS_SHOWN,
  type CatalogImport,
} from '@vitrine/contract/catalog-import';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { catalogImports } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { Problem } from './problems.ts';
import { isApplying } from './jobs.ts';

// What the screen polls every second while an import applies: counted and cut by the database,
// so a 10,000-row import's rows (kept for the apply) are never read or sent for it.
const columns = {
  id: catalogImports.id,
  fileName: catalogImports.fileName,
  status: catalogImports.status,
  rowsTotal: catalogImports.rowsTotal,
  rowsDone: catalogImports.rowsDone,
  rowsRejected: sql<number>`jsonb_array_length(${catalogImports.rows}) - ${catalogImports.rowsTotal}`,
  created: catalogImports.created,
  updated: catalogImports.updated,
  unchanged: catalogImports.unchanged,
  problems: sql<
    Problem[]
  >`jsonb_path_query_array(${catalogImports.problems}, ${`$[0 to ${CATALOG_IMPORT_PROBLEMS_SHOWN - 1}]`}::jsonpath)`,
  problemsTotal: sql<number>`jsonb_array_length(${catalogImports.problems})`,
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
    rows_total: row.rowsTotal,
    rows_done: row.rowsDone,
    rows_rejected: Number(row.rowsRejected),
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    problems: row.problems,
    problems_total: Number(row.problemsTotal),
    running: isApplying(row.id),
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
