import { homeMessages as t } from './messages.ts';

export type Change =
  { kind: 'up' | 'down'; text: string } | { kind: 'same' | 'no-previous'; text: string };

// Below 10 % a decimal matters ("+2,5%"); above it, whole points read better ("+12%").
const SMALL = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1, signDisplay: 'always' });
const LARGE = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0, signDisplay: 'always' });

/**
 * A period's revenue against the one before it, in words: "+12% em relação ao período
 * anterior"; a previous period without sales has no percentage ("sem vendas no período
 * anterior"). The sign is in the text, so colour only repeats it.
 */
export function revenueChange(current: number, previous: number): Change {
  if (previous === 0) return { kind: 'no-previous', text: t.periods.noPrevious };
  const percent = ((current - previous) / previous) * 100;
  const format = Math.abs(percent) < 10 ? SMALL : LARGE;
  const shown = format.format(percent);
  if (/^[+-]0$/.test(shown)) return { kind: 'same', text: t.periods.noChange };
  return { kind: percent > 0 ? 'up' : 'down', text: t.periods.change(`${shown}%`) };
}

/** An API day (AAAA-MM-DD, a Brasília day) as the chart and its table show it: dd/mm. */
export function dayLabel(day: string): string {
  const [, month = '', date = ''] = day.split('-');
  return `${date}/${month}`;
}

const DATE_TIME = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

/** A sale's moment: dd/mm/aaaa HH:mm, Brasília time (where the stores are). */
export function formatDateTime(iso: string): string {
  const parts = Object.fromEntries(
    DATE_TIME.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}
