import { csvUnguard } from '../../lib/csv.ts';
import { columnOf, type FieldKey, labelOf, OPTION_PREFIX, ROW_NUMBER } from './columns.ts';
import { MESSAGES, type Problem } from './problems.ts';
import type { Table } from '../../lib/spreadsheet/read-table.ts';

/**
 * A row as read: its cells by field key (`name`, `price`…) or option key (`option:Cor`), trimmed,
 * and its spreadsheet row number under ROW_NUMBER. Only the file's columns are keys: a column
 * the file leaves out is a field the import leaves as it is.
 */
export type ImportRow = Record<string, string>;

export type ReadRows = {
  rows: ImportRow[];
  /** The keys the file's header names, in its order. */
  keys: string[];
  problems: Problem[];
};

/** The table's rows keyed by what each header names; header problems are row 1's. */
export function readRows(table: Table): ReadRows {
  const problems: Problem[] = [];
  const keys: (string | null)[] = [];
  const seen = new Set<string>();
  for (const header of table.header) {
    const column = columnOf(header);
    let key: string | null = null;
    if ('field' in column) key = column.field;
    else if ('option' in column) key = `${OPTION_PREFIX}${column.option}`;
    else if ('unknown' in column && header !== '')
      problems.push({ row: 1, column: header, message: MESSAGES.unknownColumn });
    if (key && seen.has(key)) {
      problems.push({ row: 1, column: labelOf(key), message: MESSAGES.repeatedColumn });
      key = null;
    }
    if (key) seen.add(key);
    keys.push(key);
  }
  if (!seen.has('sku' satisfies FieldKey)) {
    problems.push({ row: 1, column: 'SKU', message: MESSAGES.missingSkuColumn });
  }
  const rows = table.rows.map(({ number, cells }) => {
    const row: ImportRow = { [ROW_NUMBER]: String(number) };
    keys.forEach((key, index) => {
      if (key) row[key] = csvUnguard((cells[index] ?? '').trim());
    });
    return row;
  });
  if (rows.length === 0) problems.push({ row: 2, column: '', message: MESSAGES.empty });
  return { rows, keys: keys.filter((key): key is string => key !== null), problems };
}
