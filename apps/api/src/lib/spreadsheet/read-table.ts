// Reading a spreadsheet a seller saved (any tool, any of its encodings and separators): the
// catalog import and the freight table import share it.
import { parse } from 'csv-parse/sync';

// The table inside a decoded file: the first line names the columns, each following line is a
// row. Excel in pt-BR separates with `;` (the comma is its decimal mark); most other tools with
// `,`; Excel's "Texto Unicode" with a tab. The header line carries no decimals, so whichever of
// the three it holds most of (outside quotes) is the file's separator.

/** `number` is the row's number in a spreadsheet (the header is row 1, blank rows count). */
export type TableRow = { number: number; cells: string[] };
export type Separator = ';' | ',' | '\t';
export type Table = { header: string[]; rows: TableRow[]; separator: Separator };

function headerSeparator(text: string): Separator {
  let semicolons = 0;
  let commas = 0;
  let tabs = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') semicolons += 1;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === '\t') tabs += 1;
  }
  if (tabs > semicolons && tabs > commas) return '\t';
  return semicolons >= commas ? ';' : ',';
}

export class UnreadableTable extends Error {}

/** Splits `text` into its header and rows; blank rows are left out, cells kept as written. */
export function readTable(text: string): Table {
  const separator = headerSeparator(text);
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: separator,
      bom: true,
      relax_column_count: true,
    });
  } catch (error) {
    throw new UnreadableTable(error instanceof Error ? error.message : String(error));
  }
  const [header = [], ...rest] = records;
  const rows = rest
    .map((cells, index) => ({ number: index + 2, cells }))
    .filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  return { header: header.map((name) => name.trim()), rows, separator };
}
