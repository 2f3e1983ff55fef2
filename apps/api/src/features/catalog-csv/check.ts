import type { Database } from '../../db/client.ts';
import { CategoryNames } from './categories.ts';
import { ROW_NUMBER, ROW_PRODUCT } from './columns.ts';
import { badRequest } from '../../http/errors.ts';
import { decodeSpreadsheet, UnstorableText } from '../../lib/spreadsheet/decode.ts';
import { groupProblems, groupRows } from './group.ts';
import { parseRow } from './parse-row.ts';
import { MESSAGES, type Problem, UNSTORABLE } from './problems.ts';
import { type ImportRow, readRows } from './read-rows.ts';
import { readTable, UnreadableTable } from '../../lib/spreadsheet/read-table.ts';
import { loadStored } from './stored.ts';

export type CheckedFile = {
  status: 'checked' | 'rejected';
  /**
   * The rows to apply first, a product's rows together (the apply's batches never split a
   * product), then the rows left out (for the rejected rows' file). `rowsTotal` counts the
   * first part.
   */
  rows: ImportRow[];
  rowsTotal: number;
  problems: Problem[];
};

/** Parses and checks every row of `rows` against the stored catalog; writes nothing. */
export async function checkRows(
  db: Database,
  storeId: string,
  rows: ImportRow[],
  sanitize: (html: string) => string,
) {
  const parsed = rows.map(parseRow);
  // As written and in upper case: the service stores upper case, older rows may not be.
  const both = (key: 'sku' | 'code') =>
    rows.flatMap((row) => (row[key] ? [row[key], row[key].toUpperCase()] : []));
  const skus = both('sku');
  const codes = both('code');
  const slugs = parsed.map((p) => p.parsed.slug).filter((slug): slug is string => !!slug);
  const [catalog, categoryNames] = await Promise.all([
    loadStored(db, storeId, { skus, codes, slugs }),
    CategoryNames.load(db, storeId),
  ]);
  return groupRows(parsed, catalog, categoryNames, sanitize);
}

/**
 * The check of an uploaded file: decoded, split, every row read and checked, nothing written.
 * The file is 'rejected' when no row can be applied.
 */
export async function checkFile(
  db: Database,
  storeId: string,
  bytes: Uint8Array,
  sanitize: (html: string) => string,
): Promise<CheckedFile> {
  let table;
  try {
    table = readTable(decodeSpreadsheet(bytes).text);
  } catch (error) {
    if (error instanceof UnstorableText) {
      const { code, message } = UNSTORABLE[error.reason];
      throw badRequest(code, message(error.line), { line: error.line });
    }
    if (!(error instanceof UnreadableTable)) throw error;
    return {
      status: 'rejected',
      rows: [],
      rowsTotal: 0,
      problems: [{ row: 1, column: '', message: MESSAGES.unreadable }],
    };
  }
  const { rows, keys, problems: headerProblems } = readRows(table);
  if (!keys.includes('sku') || rows.length === 0) {
    return { status: 'rejected', rows, rowsTotal: 0, problems: headerProblems };
  }
  const groups = await checkRows(db, storeId, rows, sanitize);
  const byNumber = new Map(rows.map((row) => [Number(row[ROW_NUMBER]), row]));
  const ordered = (wanted: boolean) =>
    groups
      .filter((group) => (group.plan !== null) === wanted)
      .flatMap((group, index) =>
        group.rows.map((row): ImportRow => ({
          ...byNumber.get(row.row),
          [ROW_PRODUCT]: String(index),
        })),
      );
  const applicable = ordered(true);
  const rejected = ordered(false).sort((a, b) => Number(a[ROW_NUMBER]) - Number(b[ROW_NUMBER]));
  return {
    status: applicable.length > 0 ? 'checked' : 'rejected',
    rows: [...applicable, ...rejected],
    rowsTotal: applicable.length,
    problems: [...headerProblems, ...groupProblems(groups)],
  };
}
