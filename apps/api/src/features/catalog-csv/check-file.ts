import { CATALOG_IMPORT_MAX_ROWS } from '@vitrine/contract/catalog-import';
import { createHash } from 'node:crypto';
import { decodeSpreadsheet, UnstorableText } from '../../lib/spreadsheet/decode.ts';
import { readTable, UnreadableTable } from '../../lib/spreadsheet/read-table.ts';
import { type Category, CategoryNames } from './categories.ts';
import type { FieldChange } from './changes.ts';
import { ROW_NUMBER } from './columns.ts';
import { groupProblems, groupRows } from './group.ts';
import { parseRow } from './parse-row.ts';
import type { RowOutcome, StoredProduct } from './plan.ts';
import { MESSAGES, type Problem, TOO_MANY_ROWS, UNSTORABLE } from './problems.ts';
import { type ImportRow, readRows } from './read-rows.ts';
import { addToCatalog, emptyCatalog, keysOf, type StoredKeys } from './catalog-maps.ts';

// The check of a whole file, in two steps: reading it (decode, split, the header; a file the
// database cannot keep or too long is refused before anything is stored) and checking its rows
// against the catalog, each row planned by the code the apply uses (group.ts, plan.ts) and
// saved with what applying it will do. It never touches the database itself: `CheckIo` reads and
// writes for it, a batch at a time. checker.ts runs it in a worker thread, so parsing and
// planning 200,000 rows never hold the API's event loop.

// On PGlite each read or write below runs on the API's main thread and holds it while it runs,
// and a shopper's request that arrives meanwhile waits for it: short ones (bench:import, loaded
// machine: 250 rows a write took 60–220 ms, 250 rows with long descriptions over a second; on a
// quiet machine, a 200,000-row check at 100 rows a statement took product reads from p95 10.1
// to 28.0 ms, at 50 from 10.7 to 16.2 ms, the check no slower).

/** Rows whose keys one read of the stored catalog looks up. */
export const CHECK_LOOKUP_ROWS = 50;
/** Rows (and problems) one write saves at most… */
export const CHECK_SAVE_ROWS = 50;
/** …and about this many characters of them. */
export const CHECK_SAVE_CHARS = 16 * 1024;

/**
 * A checked row as saved (catalog_import_rows): where the apply takes it, and what it does. A
 * row applying changes nothing is counted, not saved: the apply has nothing to do with it (a
 * product's other rows re-plan alike without it: it equals what is stored), and re-importing an
 * exported catalog with a few prices changed saves those few rows.
 */
export type CheckedRow = {
  position: number;
  rowNumber: number;
  /** The product's ordinal among the applicable ones (null: rejected). */
  product: number | null;
  cells: ImportRow;
  outcome: 'created' | 'updated' | 'rejected';
  sku: string;
  name: string;
  options: string;
  changes: FieldChange[];
};

export type NumberedProblem = Problem & { seq: number };

/** What the check reads and writes through (check-job.ts: the database, in short statements). */
export type CheckIo = {
  loadStored: (keys: StoredKeys) => Promise<StoredProduct[]>;
  loadCategories: () => Promise<Category[]>;
  /** Whether the store issues invoices (its active goods then need an NCM). */
  invoicesEnabled: () => Promise<boolean>;
  saveRows: (rows: CheckedRow[]) => Promise<void>;
  saveProblems: (problems: NumberedProblem[]) => Promise<void>;
  /** How far the check has gone, 0–100. */
  progress: (percent: number) => Promise<void>;
};

/** A file refused whole: the 400's code, message and details. */
export type Refusal = { code: string; message: string; details: Record<string, number> };

/** A file read: its rows wait in the reader's memory for the check. */
export type FileRead = {
  hash: string;
  columns: string[];
  rows: ImportRow[];
  problems: Problem[];
  /** Nothing can be checked (unreadable, no SKU column, no rows): the problems say why. */
  rejected: boolean;
};

/** What the check found, for the import's row. */
export type CheckSummary = {
  status: 'checked' | 'rejected';
  /** Rows saved for the apply (created and updated ones). */
  rowsTotal: number;
  rowsRejected: number;
  plan: Record<RowOutcome, number>;
  problemsTotal: number;
};

/** Decodes and splits `bytes`: the file read, or why it is refused. CPU only. */
export function readFile(bytes: Uint8Array): { read: FileRead } | { refused: Refusal } {
  const hash = createHash('sha256').update(bytes).digest('hex');
  let table;
  try {
    table = readTable(decodeSpreadsheet(bytes).text);
  } catch (error) {
    if (error instanceof UnstorableText) {
      const { code, message } = UNSTORABLE[error.reason];
      return { refused: { code, message: message(error.line), details: { line: error.line } } };
    }
    if (!(error instanceof UnreadableTable)) throw error;
    const problems = [{ row: 1, column: '', message: MESSAGES.unreadable }];
    return { read: { hash, columns: [], rows: [], problems, rejected: true } };
  }
  if (table.rows.length > CATALOG_IMPORT_MAX_ROWS) {
    const rows = table.rows.length;
    return {
      refused: {
        code: TOO_MANY_ROWS.code,
        message: TOO_MANY_ROWS.message(rows),
        details: { rows, max_rows: CATALOG_IMPORT_MAX_ROWS },
      },
    };
  }
  const { rows, keys, problems } = readRows(table);
  const rejected = !keys.includes('sku') || rows.length === 0;
  return { read: { hash, columns: keys, rows, problems, rejected } };
}

/** About how many characters a checked row's write carries. */
function sizeOf(row: CheckedRow): number {
  let chars = row.name.length + row.options.length;
  for (const cell of Object.values(row.cells)) chars += cell.length;
  for (const change of row.changes)
    chars += change.column.length + change.before.length + change.after.length;
  return chars;
}

const optionsText = (options: Record<string, string> | undefined) =>
  Object.values(options ?? {}).join(' / ');

/**
 * Checks a file read against the store's catalog through `io`, saving every row with what
 * applying it will do and every problem. `sanitize` is the save's (service-writer.ts).
 */
export async function checkFile(
  read: FileRead,
  io: CheckIo,
  sanitize: (html: string) => string,
): Promise<CheckSummary> {
  const plan = { created: 0, updated: 0, unchanged: 0 };
  const saveProblems = async (problems: Problem[]) => {
    for (let start = 0; start < problems.length; start += CHECK_SAVE_ROWS) {
      const chunk = problems.slice(start, start + CHECK_SAVE_ROWS);
      await io.saveProblems(chunk.map((problem, index) => ({ ...problem, seq: start + index })));
    }
  };
  if (read.rejected) {
    await saveProblems(read.problems);
    return {
      status: 'rejected',
      rowsTotal: 0,
      // No row is checked (the problems are the file's): none is listed as rejected.
      rowsRejected: 0,
      plan,
      problemsTotal: read.problems.length,
    };
  }
  const { rows } = read;
  let percent = 0;
  const progress = async (value: number) => {
    if (value > percent) await io.progress((percent = value));
  };
  const parsed = rows.map(parseRow);
  // Looking up is the first half of the check, saving the second.
  const catalog = emptyCatalog();
  for (let start = 0; start < rows.length; start += CHECK_LOOKUP_ROWS) {
    const end = Math.min(start + CHECK_LOOKUP_ROWS, rows.length);
    const slugs = parsed.slice(start, end).map((p) => p.parsed.slug);
    addToCatalog(catalog, await io.loadStored(keysOf(rows.slice(start, end), slugs)));
    await progress(Math.floor((end / rows.length) * 50));
  }
  const categoryNames = new CategoryNames(await io.loadCategories());
  const groups = groupRows(parsed, catalog, categoryNames, sanitize, {
    invoicesEnabled: await io.invoicesEnabled(),
  });

  const byNumber = new Map(rows.map((row) => [Number(row[ROW_NUMBER]), row]));
  const checked: CheckedRow[] = [];
  let product = 0;
  for (const group of groups) {
    if (!group.plan) continue;
    const name = group.plan.input.name;
    for (const row of group.rows) {
      const { outcome, changes } = group.plan.rows.get(row.row)!;
      plan[outcome] += 1;
      if (outcome === 'unchanged') continue;
      checked.push({
        position: checked.length,
        rowNumber: row.row,
        product,
        cells: byNumber.get(row.row)!,
        outcome,
        sku: row.sku,
        name,
        options: optionsText(row.options),
        changes,
      });
    }
    product += 1;
  }
  const rowsTotal = checked.length;
  const rejected = groups
    .filter((group) => !group.plan)
    .flatMap((group) => group.rows)
    .sort((a, b) => a.row - b.row);
  for (const row of rejected) {
    checked.push({
      position: checked.length,
      rowNumber: row.row,
      product: null,
      cells: byNumber.get(row.row)!,
      outcome: 'rejected',
      sku: row.sku,
      name: row.name ?? '',
      options: optionsText(row.options),
      changes: [],
    });
  }
  for (let start = 0; start < checked.length;) {
    let end = start;
    let chars = 0;
    while (
      end < checked.length &&
      end - start < CHECK_SAVE_ROWS &&
      (end === start || chars < CHECK_SAVE_CHARS)
    ) {
      chars += sizeOf(checked[end]!);
      end += 1;
    }
    await io.saveRows(checked.slice(start, end));
    await progress(50 + Math.floor((end / checked.length) * 50));
    start = end;
  }
  const problems = [...read.problems, ...groupProblems(groups)];
  await saveProblems(problems);
  return {
    status: rowsTotal + plan.unchanged > 0 ? 'checked' : 'rejected',
    rowsTotal,
    rowsRejected: rejected.length,
    plan,
    problemsTotal: problems.length,
  };
}
