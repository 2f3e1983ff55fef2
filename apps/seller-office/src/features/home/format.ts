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
