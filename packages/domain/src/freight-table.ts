// A store's own freight table: rows of CEP range × weight band → price and delivery days, the
// shape VTEX's freight spreadsheets use (zipCodeStart, zipCodeEnd, weightStart, weightEnd in
// grams, absoluteMoneyCost, timeCost), so a seller moving from VTEX brings their sheet as is.
import { normalizeCep } from './cep.ts';
import { stateOfCep, regionOfState, type Region } from './cep-ranges.ts';

export type FreightTableRow = {
  /** 8 digits each, inclusive. */
  zipStart: string;
  zipEnd: string;
  /** Billable grams, inclusive at both ends (VTEX's next band starts at the previous end + 0.001). */
  weightStartGrams: number;
  weightEndGrams: number;
  priceCents: number;
  /** Business days from dispatch to delivery. */
  days: number;
};

/** Longest delivery promise a row may make: beyond a quarter nobody waits for a parcel. */
export const MAX_FREIGHT_DAYS = 90;

export type FreightRowProblem =
  | 'zip_invalid'
  | 'zip_range_reversed'
  | 'weight_invalid'
  | 'weight_range_reversed'
  | 'price_invalid'
  | 'days_invalid';

/** What is wrong with a row, in the order a seller would fix it; empty when it is usable. */
export function freightRowProblems(row: FreightTableRow): FreightRowProblem[] {
  const problems: FreightRowProblem[] = [];
  const zipsValid = /^\d{8}$/.test(row.zipStart) && /^\d{8}$/.test(row.zipEnd);
  if (!zipsValid) problems.push('zip_invalid');
  else if (row.zipStart > row.zipEnd) problems.push('zip_range_reversed');
  const weights = [row.weightStartGrams, row.weightEndGrams];
  if (!weights.every((grams) => Number.isInteger(grams) && grams >= 0)) {
    problems.push('weight_invalid');
  } else if (row.weightStartGrams > row.weightEndGrams) problems.push('weight_range_reversed');
  if (!Number.isInteger(row.priceCents) || row.priceCents < 0) problems.push('price_invalid');
  if (!Number.isInteger(row.days) || row.days < 0 || row.days > MAX_FREIGHT_DAYS) {
    problems.push('days_invalid');
  }
  return problems;
}

/** pt-BR text for each problem, for the table editor and the import's rejected rows. */
export const FREIGHT_ROW_PROBLEM_MESSAGES: Record<FreightRowProblem, string> = {
  zip_invalid: 'CEP inicial e final devem ter 8 dígitos.',
  zip_range_reversed: 'O CEP inicial deve ser menor ou igual ao final.',
  weight_invalid: 'Os pesos devem ser números inteiros de gramas, a partir de 0.',
  weight_range_reversed: 'O peso inicial deve ser menor ou igual ao final.',
  price_invalid: 'O preço deve ser um valor a partir de R$ 0,00.',
  days_invalid: `O prazo deve ser um número inteiro de dias úteis, de 0 a ${MAX_FREIGHT_DAYS}.`,
};

/**
 * The row that prices a parcel of `weightGrams` to `cep`, or null when none covers it. Rows may
 * overlap (a whole-country row and a cheaper one for the neighbourhood): the narrowest CEP range
 * wins, then the narrowest weight band, then the lower price — the most specific row is the
 * one the seller wrote for that case, including a dearer one for a hard-to-reach area.
 */
export function matchFreightRow<Row extends FreightTableRow>(
  rows: readonly Row[],
  cep: string,
  weightGrams: number,
): Row | null {
  const zip = normalizeCep(cep);
  if (!/^\d{8}$/.test(zip)) return null;
  let best: Row | null = null;
  for (const row of rows) {
    const covers =
      zip >= row.zipStart &&
      zip <= row.zipEnd &&
      weightGrams >= row.weightStartGrams &&
      weightGrams <= row.weightEndGrams;
    if (covers && (best === null || moreSpecific(row, best))) best = row;
  }
  return best;
}

function moreSpecific(a: FreightTableRow, b: FreightTableRow): boolean {
  const zipSpan = (row: FreightTableRow) => Number(row.zipEnd) - Number(row.zipStart);
  const weightSpan = (row: FreightTableRow) => row.weightEndGrams - row.weightStartGrams;
  if (zipSpan(a) !== zipSpan(b)) return zipSpan(a) < zipSpan(b);
  if (weightSpan(a) !== weightSpan(b)) return weightSpan(a) < weightSpan(b);
  return a.priceCents < b.priceCents;
}

/** Free shipping from an order amount, for every CEP or only one region's. */
export type FreeShippingRule = { minimumOrderCents: number; region: Region | null };

/**
 * How far the goods are from free shipping to this CEP: `{ free: true }` once some rule for its
 * region (or for everywhere) is reached, inclusive; otherwise the smallest amount missing under
 * a rule that applies there. Null when no rule applies to the CEP at all (or it is no state's).
 */
export function freeShippingForCep(
  rules: readonly FreeShippingRule[],
  cep: string,
  goodsCents: number,
): { free: true } | { free: false; missingCents: number } | null {
  const state = stateOfCep(cep);
  const region = state ? regionOfState(state) : null;
  const applicable = rules.filter((rule) => rule.region === null || rule.region === region);
  if (state === null || applicable.length === 0) return null;
  const missing = Math.min(...applicable.map((rule) => rule.minimumOrderCents - goodsCents));
  return missing <= 0 ? { free: true } : { free: false, missingCents: missing };
}
