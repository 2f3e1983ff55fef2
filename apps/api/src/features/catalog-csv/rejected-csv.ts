import { CSV_BOM, csvLine } from '../../lib/csv.ts';
import { FIELDS, labelOf, OPTION_PREFIX, ROW_NUMBER } from './columns.ts';
import type { Problem } from './problems.ts';
import type { ImportRow } from './read-rows.ts';

/**
 * The rows the check left out, as the seller wrote them, with a last column "Problema" saying
 * what to fix ("Preço: use um valor como 49,90."): fixed and imported again, they go in. The
 * columns are the file's, in the export's order; "Linha" tells where each row was.
 */
export function rejectedRowsCsv(rows: ImportRow[], problems: Problem[]): string {
  const byRow = new Map<number, string[]>();
  for (const problem of problems) {
    const text = problem.column ? `${problem.column}: ${problem.message}` : problem.message;
    byRow.set(problem.row, [...(byRow.get(problem.row) ?? []), text]);
  }
  const rejected = rows.filter((row) => byRow.has(Number(row[ROW_NUMBER])));
  const present = new Set(rejected.flatMap((row) => Object.keys(row)));
  const options = [...present].filter((key) => key.startsWith(OPTION_PREFIX));
  const keys: string[] = [];
  for (const field of FIELDS) {
    if (field.key === 'sku') keys.push(...options);
    if (present.has(field.key)) keys.push(field.key);
  }
  let text = CSV_BOM + csvLine(['Linha', ...keys.map(labelOf), 'Problema']);
  for (const row of rejected) {
    const number = Number(row[ROW_NUMBER]);
    text += csvLine([
      String(number),
      ...keys.map((key) => row[key] ?? ''),
      (byRow.get(number) ?? []).join(' | '),
    ]);
  }
  return text;
}
