import { FIELD_LABEL, optionLabel, PRODUCT_FIELDS } from './columns.ts';
import type { ParsedRow } from './parse-row.ts';
import { MESSAGES, type Problem } from './problems.ts';

/** The product's own fields, as a product's rows give them (undefined: no column, keep). */
export type ProductFields = Pick<ParsedRow, (typeof PRODUCT_FIELDS)[number]>;

/**
 * A product's fields from its rows: each from the first row that fills it; a later row may
 * repeat it or leave it empty, never say something else (a problem on that row's cell).
 */
export function productFields(rows: ParsedRow[]): { fields: ProductFields; problems: Problem[] } {
  const fields: ProductFields = {};
  const from: Partial<Record<keyof ProductFields, number>> = {};
  const problems: Problem[] = [];
  for (const row of rows) {
    for (const key of PRODUCT_FIELDS) {
      const value = row[key];
      if (value === undefined) continue;
      const first = fields[key];
      if (first === undefined || (first === '' && value !== '')) {
        (fields as Record<string, unknown>)[key] = value;
        from[key] = row.row;
      } else if (value !== '' && value !== first) {
        problems.push({
          row: row.row,
          column: FIELD_LABEL[key],
          message: MESSAGES.differsFromFirstRow(from[key] ?? rows[0]?.row ?? 0),
        });
      }
    }
  }
  return { fields, problems };
}

/**
 * The option names every variation of a product must fill alike: those of its first row, or
 * of the stored variations the file leaves out (`kept`). A row with other names, or with the
 * same values as an earlier row, is a problem.
 */
export function optionProblems(rows: ParsedRow[], kept: string[][]): Problem[] {
  const names = (options: Record<string, string>) => Object.keys(options).sort();
  const expected = kept[0]?.slice().sort() ?? names(rows[0]?.options ?? {});
  const problems: Problem[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const own = names(row.options ?? {});
    const column =
      own.find((name) => !expected.includes(name)) ??
      expected.find((name) => !own.includes(name)) ??
      null;
    if (column !== null) {
      problems.push({
        row: row.row,
        column: optionLabel(column),
        message: MESSAGES.optionsMismatch(expected.join(', ')),
      });
      continue;
    }
    const combo = JSON.stringify(expected.map((name) => row.options?.[name]));
    const first = seen.get(combo);
    if (first !== undefined && expected.length > 0) {
      problems.push({
        row: row.row,
        column: optionLabel(expected[0] ?? ''),
        message: MESSAGES.repeatedCombination(first),
      });
    } else seen.set(combo, row.row);
  }
  return problems;
}
