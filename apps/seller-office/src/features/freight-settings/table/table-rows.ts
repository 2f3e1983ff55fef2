import type { FreightTableRowInput } from '@vitrine/contract/freight-settings';
import {
  FREIGHT_ROW_PROBLEM_MESSAGES,
  type FreightRowProblem,
} from '@vitrine/domain/freight-table';
import { applyMask, CEP_MASK } from '@vitrine/domain/mask';
import { freightMessages } from '../messages.ts';

const t = freightMessages.table;

/** Rows shown per page: a table of thousands stays a few dozen elements on screen. */
export const ROWS_PER_PAGE = 50;

/** How many pages `rows` rows take (at least one, so an empty table is "Página 1 de 1"). */
export const pageCount = (rows: number) => Math.max(1, Math.ceil(rows / ROWS_PER_PAGE));

/** The page asked for, brought inside the table (a hand-edited address, a row removed). */
export const clampPage = (page: number, rows: number) =>
  Math.min(Math.max(1, Math.floor(page) || 1), pageCount(rows));

/** The rows of page `page` (1-based), each with its index in the whole table. */
export function pageRows<T>(rows: readonly T[], page: number) {
  const start = (clampPage(page, rows.length) - 1) * ROWS_PER_PAGE;
  return rows.slice(start, start + ROWS_PER_PAGE).map((row, offset) => ({
    row,
    index: start + offset,
  }));
}

/** The page that shows the row at `index`. */
export const pageOfRow = (index: number) => Math.floor(index / ROWS_PER_PAGE) + 1;

/** '01000000' → '01000-000'. */
export const formatCep = (cep: string) => applyMask(cep, CEP_MASK);

/** A row's field a problem of the domain's row check belongs to (the dialog shows it there). */
const PROBLEM_FIELDS: Record<FreightRowProblem, keyof FreightTableRowInput> = {
  zip_invalid: 'zip_start',
  zip_range_reversed: 'zip_end',
  weight_invalid: 'weight_start_grams',
  weight_range_reversed: 'weight_end_grams',
  price_invalid: 'price',
  days_invalid: 'days',
};

/** The field a row-level message (the contract's check, which names no field) goes next to. */
export function fieldOfRowMessage(message: string): keyof FreightTableRowInput | null {
  const problem = (Object.keys(FREIGHT_ROW_PROBLEM_MESSAGES) as FreightRowProblem[]).find(
    (key) => FREIGHT_ROW_PROBLEM_MESSAGES[key] === message,
  );
  return problem ? PROBLEM_FIELDS[problem] : null;
}

/** At most this many problems are listed; the rest are counted. */
export const LISTED_PROBLEMS = 20;

/**
 * A refused sheet's problems as the seller reads them ("Linha 3, coluna zipCodeEnd: …"): the
 * API's `details` of `freight_table_invalid`, each `{ line, column, message }`.
 */
export function sheetProblems(details: unknown): string[] {
  if (!Array.isArray(details)) return [];
  return details.flatMap((detail) => {
    const { line, column, message } = (detail ?? {}) as Record<string, unknown>;
    if (typeof line !== 'number' || typeof message !== 'string') return [];
    return [t.problem(line, typeof column === 'string' ? column : null, message)];
  });
}

/**
 * A refused table (PUT …/table as JSON) as the seller reads it: each issue's `rows.N…` path
 * becomes "Faixa N+1: …".
 */
export function tableProblems(details: unknown): string[] {
  if (!Array.isArray(details)) return [];
  return details.flatMap((detail) => {
    const { path, message } = (detail ?? {}) as Record<string, unknown>;
    if (typeof message !== 'string') return [];
    const row = typeof path === 'string' ? /^rows\.(\d+)/.exec(path)?.[1] : undefined;
    return [row === undefined ? message : t.rowProblem(Number(row) + 1, message)];
  });
}
