// VTEX's freight spreadsheet columns, to and from FreightTableRow. The CSV text itself is read
// and written by a CSV library where it is used; this is only the meaning of each cell.
import { roundToCents } from './round.ts';
import type { FreightTableRow } from './freight-table.ts';

export const VTEX_FREIGHT_COLUMNS = [
  'zipCodeStart',
  'zipCodeEnd',
  'weightStart',
  'weightEnd',
  'absoluteMoneyCost',
  'timeCost',
] as const;
export type VtexFreightRecord = Record<(typeof VTEX_FREIGHT_COLUMNS)[number], string>;

export type VtexCellProblem = { column: (typeof VTEX_FREIGHT_COLUMNS)[number]; message: string };

/**
 * A record of VTEX's sheet as a row, or the cells that cannot be read. VTEX writes CEPs without
 * leading zeros ("0", "1000000"), weights in grams with decimals (the next band starts at
 * 1000.001), money with a dot or a comma, and times as .NET TimeSpans ("2.00:00:00" = 2 days);
 * a start with decimals rounds up and an end rounds down, so whole grams keep the same band.
 */
export function readVtexFreightRecord(
  record: VtexFreightRecord,
): { row: FreightTableRow } | { problems: VtexCellProblem[] } {
  const problems: VtexCellProblem[] = [];
  const zip = (column: 'zipCodeStart' | 'zipCodeEnd') => {
    const digits = record[column].trim().replace(/\D/g, '');
    if (digits.length === 0 || digits.length > 8) {
      problems.push({ column, message: 'CEP inválido.' });
      return '';
    }
    return digits.padStart(8, '0');
  };
  const grams = (column: 'weightStart' | 'weightEnd', round: (value: number) => number) => {
    const value = decimal(record[column]);
    if (value === null || value < 0) {
      problems.push({ column, message: 'Peso inválido (em gramas).' });
      return 0;
    }
    return round(value);
  };
  const zipStart = zip('zipCodeStart');
  const zipEnd = zip('zipCodeEnd');
  const weightStartGrams = grams('weightStart', Math.ceil);
  const weightEndGrams = grams('weightEnd', Math.floor);
  const money = decimal(record.absoluteMoneyCost);
  if (money === null || money < 0) {
    problems.push({ column: 'absoluteMoneyCost', message: 'Valor inválido.' });
  }
  const days = timeSpanDays(record.timeCost);
  if (days === null) {
    problems.push({ column: 'timeCost', message: 'Prazo inválido (formato d.hh:mm:ss).' });
  }
  if (problems.length > 0 || money === null || days === null) return { problems };
  const priceCents = roundToCents(money);
  return { row: { zipStart, zipEnd, weightStartGrams, weightEndGrams, priceCents, days } };
}

/** A row as VTEX's sheet writes it. */
export function toVtexFreightRecord(row: FreightTableRow): VtexFreightRecord {
  return {
    zipCodeStart: row.zipStart,
    zipCodeEnd: row.zipEnd,
    weightStart: String(row.weightStartGrams),
    weightEnd: String(row.weightEndGrams),
    absoluteMoneyCost: (row.priceCents / 100).toFixed(2),
    timeCost: `${row.days}.00:00:00`,
  };
}

/** "12.5", "12,50", "1.234,56" → number; null when it is not one. */
function decimal(text: string): number | null {
  const trimmed = text.trim();
  const normalized = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  if (!/^\d+(\.\d+)?$/.test(normalized)) return null;
  return Number(normalized);
}

/** A .NET TimeSpan ("d.hh:mm:ss" or "hh:mm:ss") in whole days, part of a day counting as one. */
function timeSpanDays(text: string): number | null {
  const match = /^(?:(\d+)\.)?(\d{1,2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  const partOfADay = Number(hours) + Number(minutes) + Number(seconds) > 0;
  return Number(days) + (partOfADay ? 1 : 0);
}
