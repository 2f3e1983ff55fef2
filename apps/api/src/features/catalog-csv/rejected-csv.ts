import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { catalogImportProblems, catalogImportRows } from '../../db/schema/index.ts';
import { CSV_BOM, csvLine } from '../../lib/csv.ts';
import { FIELDS, labelOf, OPTION_PREFIX } from './columns.ts';

/** Rows of the file one read takes. */
const BATCH_ROWS = 200;

/** The file's keys in the export's order (its options just before the SKU). */
function orderedKeys(columns: string[]): string[] {
  const present = new Set(columns);
  const options = columns.filter((key) => key.startsWith(OPTION_PREFIX));
  const keys: string[] = [];
  for (const field of FIELDS) {
    if (field.key === 'sku') keys.push(...options);
    if (present.has(field.key)) keys.push(field.key);
  }
  return keys;
}

/**
 * The rows the check (or the apply) left out, as the seller wrote them, with a last column
 * "Problema" saying what to fix ("Preço: use um valor como 49,90."): fixed and imported again,
 * they go in. The columns are the file's (`columns`), in the export's order; "Linha" tells where
 * each row was. Streamed `BATCH_ROWS` rows a read, a turn of the event loop between, so the rows
 * of a 200,000-row file never sit whole in memory nor hold the process.
 */
export function rejectedRowsCsv(
  db: Database,
  importId: string,
  columns: string[],
): ReadableStream<Uint8Array> {
  const keys = orderedKeys(columns);
  const encoder = new TextEncoder();
  let after = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(
        encoder.encode(CSV_BOM + csvLine(['Linha', ...keys.map(labelOf), 'Problema'])),
      );
    },
    async pull(controller) {
      await new Promise((resolve) => setImmediate(resolve));
      const numbers = (
        await db
          .selectDistinct({ rowNumber: catalogImportProblems.rowNumber })
          .from(catalogImportProblems)
          .where(
            and(
              eq(catalogImportProblems.importId, importId),
              gt(catalogImportProblems.rowNumber, after),
            ),
          )
          .orderBy(asc(catalogImportProblems.rowNumber))
          .limit(BATCH_ROWS)
      ).map((row) => row.rowNumber);
      if (numbers.length === 0) {
        controller.close();
        return;
      }
      after = numbers.at(-1)!;
      const [rows, problems] = await Promise.all([
        db
          .select({ rowNumber: catalogImportRows.rowNumber, cells: catalogImportRows.cells })
          .from(catalogImportRows)
          .where(
            and(
              eq(catalogImportRows.importId, importId),
              inArray(catalogImportRows.rowNumber, numbers),
            ),
          )
          .orderBy(asc(catalogImportRows.rowNumber)),
        db
          .select({
            rowNumber: catalogImportProblems.rowNumber,
            column: catalogImportProblems.column,
            message: catalogImportProblems.message,
          })
          .from(catalogImportProblems)
          .where(
            and(
              eq(catalogImportProblems.importId, importId),
              inArray(catalogImportProblems.rowNumber, numbers),
            ),
          )
          .orderBy(asc(catalogImportProblems.seq)),
      ]);
      const byRow = new Map<number, string[]>();
      for (const problem of problems) {
        const text = problem.column ? `${problem.column}: ${problem.message}` : problem.message;
        byRow.set(problem.rowNumber, [...(byRow.get(problem.rowNumber) ?? []), text]);
      }
      let text = '';
      for (const row of rows) {
        text += csvLine([
          String(row.rowNumber),
          ...keys.map((key) => row.cells[key] ?? ''),
          (byRow.get(row.rowNumber) ?? []).join(' | '),
        ]);
      }
      controller.enqueue(encoder.encode(text));
    },
  });
}
