import { REPORT_MAX_DAYS, type ReportQuery } from '@vitrine/contract/reports';
import { addDays, saoPauloDay } from '@vitrine/domain/dates';
import { ApiError } from '../../http/errors.ts';

/** Brasília days, both inclusive. */
export type Period = { from: string; to: string; days: number };

/** Without a period asked: the last 30 days, today the last. */
const DEFAULT_DAYS = 30;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

const invalid = (message: string) => new ApiError(400, 'invalid_period', message);

/**
 * The period asked and the one of the same length just before it. Both days or neither; the
 * first not after the last; at most REPORT_MAX_DAYS days.
 */
export function periodsOf(query: ReportQuery, now: Date): { current: Period; previous: Period } {
  if ((query.from === undefined) !== (query.to === undefined)) {
    throw invalid('Informe as duas datas do período, a inicial e a final.');
  }
  const to = query.to ?? saoPauloDay(now);
  const from = query.from ?? addDays(to, 1 - DEFAULT_DAYS);
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (days < 1) throw invalid('A data inicial do período deve ser anterior ou igual à final.');
  if (days > REPORT_MAX_DAYS) {
    throw invalid(`O período pode ter no máximo ${REPORT_MAX_DAYS} dias.`);
  }
  const previous = { from: addDays(from, -days), to: addDays(from, -1), days };
  return { current: { from, to, days }, previous };
}
