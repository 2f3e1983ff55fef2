import {
  MAX_FREIGHT_TABLE_ROWS,
  type FreightTable,
  type freightTableSchema,
} from '@vitrine/contract/freight-settings';
import {
  readVtexFreightRecord,
  toVtexFreightRecord,
  VTEX_FREIGHT_COLUMNS,
  type VtexFreightRecord,
} from '@vitrine/domain/freight-table-csv';
import {
  FREIGHT_ROW_PROBLEM_MESSAGES,
  freightRowProblems,
  type FreightTableRow,
} from '@vitrine/domain/freight-table';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { freightSettings, freightTableRows } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import { CSV_BOM, csvLine } from '../../lib/csv.ts';
import { fromCents, toCents } from '../../lib/money.ts';
import { decodeSpreadsheet, UnstorableText } from '../../lib/spreadsheet/decode.ts';
import { readTable, UnreadableTable } from '../../lib/spreadsheet/read-table.ts';

/** The audit log's name for a store's own freight table (entity id: the store's). */
export const FREIGHT_TABLE_ENTITY = 'freight_table';
/** The code of a refused sheet; `details` lists `{ line, column, message }`. */
export const FREIGHT_TABLE_INVALID = 'freight_table_invalid';
/** How many changed rows the history keeps of one save (it always keeps the counts). */
const AUDITED_ROWS = 50;

type TableBody = z.output<typeof freightTableSchema>;

export async function readFreightTableRows(
  db: Database,
  storeId: string,
): Promise<FreightTableRow[]> {
  return tableRowsOf(db).execute({ storeId });
}

/** Prepared: one every freight quote and order of a store shipping by its own table. */
const tableRowsOf = preparedQuery((db) =>
  db
    .select({
      zipStart: freightTableRows.zipStart,
      zipEnd: freightTableRows.zipEnd,
      weightStartGrams: freightTableRows.weightStartGrams,
      weightEndGrams: freightTableRows.weightEndGrams,
      priceCents: freightTableRows.priceCents,
      days: freightTableRows.days,
    })
    .from(freightTableRows)
    .where(eq(freightTableRows.storeId, sql.placeholder('storeId')))
    .orderBy(
      asc(freightTableRows.zipStart),
      asc(freightTableRows.zipEnd),
      asc(freightTableRows.weightStartGrams),
    )
    .prepare('freight_table_rows'),
);

export function tableAnswer(rows: readonly FreightTableRow[]): FreightTable {
  return {
    rows: rows.map((row) => ({
      zip_start: row.zipStart,
      zip_end: row.zipEnd,
      weight_start_grams: row.weightStartGrams,
      weight_end_grams: row.weightEndGrams,
      price: fromCents(row.priceCents),
      days: row.days,
    })),
  };
}

export function rowsOfBody(body: TableBody): FreightTableRow[] {
  return body.rows.map((row) => ({
    zipStart: row.zip_start,
    zipEnd: row.zip_end,
    weightStartGrams: row.weight_start_grams,
    weightEndGrams: row.weight_end_grams,
    priceCents: toCents(row.price),
    days: row.days,
  }));
}

const keyOf = (row: FreightTableRow) =>
  `${row.zipStart}-${row.zipEnd} ${row.weightStartGrams}-${row.weightEndGrams} g: ${row.priceCents} em ${row.days} d`;

/** What a replacement removed and added, row by row, for the history. */
function tableChange(before: readonly FreightTableRow[], after: readonly FreightTableRow[]) {
  const beforeKeys = before.map(keyOf);
  const afterKeys = after.map(keyOf);
  const removed = beforeKeys.filter((key) => !afterKeys.includes(key));
  const added = afterKeys.filter((key) => !beforeKeys.includes(key));
  // The same keys on both sides: the history lists each field's before and after.
  return {
    before: { count: before.length, rows: removed.slice(0, AUDITED_ROWS) },
    after: { count: after.length, rows: added.slice(0, AUDITED_ROWS) },
  };
}

/**
 * Replaces the whole table in one transaction (a sheet is the table, as in VTEX), recording the
 * rows removed and added. An empty table turns the own table off: nothing left to price with.
 */
export async function replaceFreightTable(
  db: Database,
  actor: AuditActor,
  rows: readonly FreightTableRow[],
): Promise<FreightTableRow[]> {
  return db.transaction(async (tx) => {
    const before = await readFreightTableRows(tx, actor.storeId);
    await tx.delete(freightTableRows).where(eq(freightTableRows.storeId, actor.storeId));
    for (let start = 0; start < rows.length; start += 500) {
      await tx
        .insert(freightTableRows)
        .values(rows.slice(start, start + 500).map((row) => ({ storeId: actor.storeId, ...row })));
    }
    if (rows.length === 0) {
      await tx
        .update(freightSettings)
        .set({ ownTableEnabled: false })
        .where(eq(freightSettings.storeId, actor.storeId));
    }
    const after = await readFreightTableRows(tx, actor.storeId);
    const change = tableChange(before, after);
    if (change.before.rows.length > 0 || change.after.rows.length > 0) {
      await recordAudit(tx, {
        ...actor,
        entity: FREIGHT_TABLE_ENTITY,
        entityId: actor.storeId,
        action: 'update',
        ...change,
      });
    }
    return after;
  });
}

/** The table as VTEX's sheet: UTF-8 with a BOM, `;`, one row per line. */
export function freightTableCsv(rows: readonly FreightTableRow[]): string {
  const lines = rows.map((row) => {
    const record = toVtexFreightRecord(row);
    return csvLine(VTEX_FREIGHT_COLUMNS.map((column) => record[column]));
  });
  return CSV_BOM + csvLine([...VTEX_FREIGHT_COLUMNS]) + lines.join('');
}

type SheetProblem = { line: number; column: string | null; message: string };

const refuse = (problems: SheetProblem[]) =>
  badRequest(
    FREIGHT_TABLE_INVALID,
    problems.length === 1
      ? `Linha ${problems[0]!.line}: ${problems[0]!.message}`
      : `A planilha tem ${problems.length} problemas; nada foi alterado.`,
    problems.slice(0, 100),
  );

const UNSTORABLE = {
  nul: 'O arquivo tem um caractere nulo (código 0) nesta linha. Salve-o de novo como CSV.',
  'invalid-utf16': 'O arquivo não é um texto UTF-16 válido nesta linha. Salve-o de novo como CSV.',
} as const;

/**
 * The rows of an uploaded sheet (VTEX's columns, in any order and letter case; other columns
 * such as PolygonName or Country are ignored), or a 400 naming each line and cell at fault.
 * All or nothing: a sheet with one bad row changes nothing.
 */
export function readFreightSheet(bytes: Uint8Array): FreightTableRow[] {
  let table;
  try {
    table = readTable(decodeSpreadsheet(bytes).text);
  } catch (error) {
    if (error instanceof UnreadableTable) {
      throw refuse([
        { line: 1, column: null, message: 'Não foi possível ler o arquivo como CSV.' },
      ]);
    }
    if (error instanceof UnstorableText) {
      throw refuse([{ line: error.line, column: null, message: UNSTORABLE[error.reason] }]);
    }
    throw error;
  }
  const positions = VTEX_FREIGHT_COLUMNS.map((column) =>
    table.header.findIndex((name) => name.toLowerCase() === column.toLowerCase()),
  );
  const missing = VTEX_FREIGHT_COLUMNS.filter((_, index) => positions[index] === -1);
  if (missing.length > 0) {
    throw refuse([{ line: 1, column: null, message: `Faltam as colunas ${missing.join(', ')}.` }]);
  }
  if (table.rows.length > MAX_FREIGHT_TABLE_ROWS) {
    throw refuse([
      {
        line: 1,
        column: null,
        message: `A tabela pode ter no máximo ${MAX_FREIGHT_TABLE_ROWS} faixas.`,
      },
    ]);
  }
  const rows: FreightTableRow[] = [];
  const problems: SheetProblem[] = [];
  for (const { number, cells } of table.rows) {
    const record = Object.fromEntries(
      VTEX_FREIGHT_COLUMNS.map((column, index) => [column, cells[positions[index]!] ?? '']),
    ) as VtexFreightRecord;
    const read = readVtexFreightRecord(record);
    if ('problems' in read) {
      problems.push(...read.problems.map((problem) => ({ line: number, ...problem })));
      continue;
    }
    const rowProblems = freightRowProblems(read.row);
    problems.push(
      ...rowProblems.map((problem) => ({
        line: number,
        column: null,
        message: FREIGHT_ROW_PROBLEM_MESSAGES[problem],
      })),
    );
    if (rowProblems.length === 0) rows.push(read.row);
  }
  if (problems.length > 0) throw refuse(problems);
  return rows;
}
