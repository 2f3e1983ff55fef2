import { REPORT_MAX_DAYS, type Report, type ReportFigures } from '@vitrine/contract/reports';
import { PAYMENT_METHOD_LABELS } from '@vitrine/contract/orders';
import { addDays } from '@vitrine/domain/dates';
import { stringify } from 'csv-stringify/browser/esm/sync';
import { reportsMessages as t } from './messages.ts';

// The screen's rules, apart from React: which days a preset means, a figure against the
// previous period, the CSV of a report.

export const PRESETS = [
  '7_dias',
  '30_dias',
  '90_dias',
  'este_mes',
  'mes_passado',
  'personalizado',
] as const;
export type Preset = (typeof PRESETS)[number];
export const DEFAULT_PRESET = '30_dias' satisfies Preset;

export type Period = { from: string; to: string };
export type PeriodChoice = { preset: Preset } & Period;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string | null): value is string =>
  value !== null &&
  ISO_DAY.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** Days of a period, both inclusive. */
export const daysIn = ({ from, to }: Period) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The days a preset means on `today` (a Brasília day, AAAA-MM-DD). */
export function presetPeriod(preset: Exclude<Preset, 'personalizado'>, today: string): Period {
  switch (preset) {
    case '7_dias':
      return { from: addDays(today, -6), to: today };
    case '30_dias':
      return { from: addDays(today, -29), to: today };
    case '90_dias':
      return { from: addDays(today, -89), to: today };
    case 'este_mes':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'mes_passado': {
      const lastDay = addDays(`${today.slice(0, 8)}01`, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
  }
}

/**
 * The period the page's URL names: `?periodo=7_dias`, or `?periodo=personalizado&de=…&ate=…`
 * (AAAA-MM-DD). Anything else: the last 30 days.
 */
export function readPeriod(params: URLSearchParams, today: string): PeriodChoice {
  const preset = params.get('periodo');
  if (preset === 'personalizado') {
    const from = params.get('de');
    const to = params.get('ate');
    if (isDay(from) && isDay(to)) return { preset, from, to };
  } else if (PRESETS.includes(preset as Preset)) {
    const chosen = preset as Exclude<Preset, 'personalizado'>;
    return { preset: chosen, ...presetPeriod(chosen, today) };
  }
  return { preset: DEFAULT_PRESET, ...presetPeriod(DEFAULT_PRESET, today) };
}

/** The URL's query of a choice (a preset names its days itself: they move with the calendar). */
export function periodSearch(choice: { preset: Preset; from?: string; to?: string }): string {
  const params = new URLSearchParams({ periodo: choice.preset });
  if (choice.preset === 'personalizado') {
    params.set('de', choice.from ?? '');
    params.set('ate', choice.to ?? '');
  }
  return `?${params.toString()}`;
}

/** What is wrong with a custom period as typed, or null. */
export function periodProblem(from: string, to: string): string | null {
  if (!isDay(from) || !isDay(to)) return t.missingDates;
  if (from > to) return t.rangeError;
  if (daysIn({ from, to }) > REPORT_MAX_DAYS) return t.tooLong(REPORT_MAX_DAYS);
  return null;
}

export type Change = {
  kind: 'up' | 'down' | 'same' | 'no-previous';
  percent: string | null;
  text: string;
};

// Below 10 % a decimal matters ("+2,5%"); above it, whole points read better ("+12%").
const SMALL = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1, signDisplay: 'always' });
const LARGE = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0, signDisplay: 'always' });

/**
 * A figure against the previous period's, in %: "+12% em relação ao período anterior". No
 * previous figure (zero, or no visits to divide by): no percentage; both zero: no change.
 */
export function changeOf(current: number | null, previous: number | null): Change {
  if (current === null || previous === null) {
    return { kind: 'no-previous', percent: null, text: t.noPrevious };
  }
  if (previous === 0) {
    return current === 0
      ? { kind: 'same', percent: null, text: t.noChange }
      : { kind: 'no-previous', percent: null, text: t.noPrevious };
  }
  const percent = ((current - previous) / previous) * 100;
  const shown = `${(Math.abs(percent) < 10 ? SMALL : LARGE).format(percent)}%`;
  if (/^[+-]0%$/.test(shown)) return { kind: 'same', percent: '0%', text: t.noChange };
  return { kind: percent > 0 ? 'up' : 'down', percent: shown, text: t.change(shown) };
}

/** How a figure reads: reais, a count, a ratio (the conversion), stars out of 5. */
export type FigureKind = 'money' | 'count' | 'ratio' | 'stars';

/** 4.3 → '4,3 de 5'; no review: '—'. */
export const formatStars = (average: number | null) =>
  average === null ? t.noVisits : t.outOfFive(average.toLocaleString('pt-BR'));

/** The figures a report shows, in order: money, counts, the conversion (a ratio), stars. */
export const FIGURES = [
  ['gross', 'money'],
  ['discounts', 'money'],
  ['refunds', 'money'],
  ['net', 'money'],
  ['orders', 'count'],
  ['average_order_value', 'money'],
  ['visits', 'count'],
  ['conversion', 'ratio'],
  ['carts_abandoned', 'count'],
  ['carts_recovered', 'count'],
  ['recovered_revenue', 'money'],
  ['reviews', 'count'],
  ['review_average', 'stars'],
] as const satisfies readonly (readonly [keyof ReportFigures, FigureKind])[];

const PERCENT = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 2,
});
/** 0.025 → '2,5%'; no visits: '—'. */
export const formatConversion = (ratio: number | null) =>
  ratio === null ? t.noVisits : PERCENT.format(ratio).replace(/[\u00A0\u202F]/g, ' ');

/** A freight option as a person reads it: "SEDEX (Correios)", or "Sem frete". */
export const freightLabel = (row: { service: string | null; carrier: string | null }) =>
  row.service === null
    ? t.freight.none
    : row.carrier
      ? `${row.service} (${row.carrier})`
      : row.service;

// The CSV: as the sales export (apps/api lib/csv.ts) — what Excel in pt-BR opens with a double
// click: UTF-8 with BOM, ";" between fields, CRLF, numbers without "R$" and with a decimal comma.

/** 1234.5 (reais) → '1234,50'. */
export const csvMoney = (reais: number) => {
  const cents = Math.round(reais * 100);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
};
/** 0.025 → '2,50' (in %); no visits: empty. */
const csvPercent = (ratio: number | null) =>
  ratio === null ? '' : (ratio * 100).toFixed(2).replace('.', ',');
/** A text a spreadsheet would run as a formula (= + - @, tab, CR first) starts with an apostrophe. */
const guard = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const figureCell = (figures: ReportFigures, key: keyof ReportFigures, kind: FigureKind) => {
  const value = figures[key] as number | null;
  if (kind === 'ratio') return csvPercent(value);
  // Stars: '4,3'; no review: empty.
  if (kind === 'stars') return value === null ? '' : String(value).replace('.', ',');
  return kind === 'money' ? csvMoney(value ?? 0) : String(value ?? 0);
};

/** One CSV of the whole report: the figures, then each table, a blank line between them. */
export function reportCsv(report: Report): string {
  const range = (figures: ReportFigures) => t.range(figures.from, figures.to);
  const { current, previous } = report;
  const rows: string[][] = [
    [t.csv.report, range(current)],
    [],
    [
      t.csv.figure,
      `${t.csv.current} (${range(current)})`,
      `${t.csv.previous} (${range(previous)})`,
    ],
    ...FIGURES.map(([key, kind]) => [
      kind === 'ratio' ? t.csv.conversion : t.figures[key],
      figureCell(current, key, kind),
      figureCell(previous, key, kind),
    ]),
    [],
    [t.products.product, t.products.code, t.products.units, t.products.revenue],
    ...report.top_products.map((row) => [
      guard(row.name),
      guard(row.code),
      String(row.units),
      csvMoney(row.revenue),
    ]),
    [],
    [
      t.methods.method,
      t.table.orders,
      t.table.revenue,
      t.table.previousOrders,
      t.table.previousRevenue,
    ],
    ...report.payment_methods.map((row) => [
      PAYMENT_METHOD_LABELS[row.method],
      String(row.orders),
      csvMoney(row.revenue),
      String(row.previous_orders),
      csvMoney(row.previous_revenue),
    ]),
    [],
    [
      t.freight.option,
      t.freight.carrier,
      t.table.orders,
      t.freight.shipping,
      t.table.revenue,
      t.table.previousOrders,
      t.table.previousRevenue,
    ],
    ...report.freight_options.map((row) => [
      guard(row.service ?? t.freight.none),
      guard(row.carrier ?? ''),
      String(row.orders),
      csvMoney(row.shipping),
      csvMoney(row.revenue),
      String(row.previous_orders),
      csvMoney(row.previous_revenue),
    ]),
    [],
    [t.daily.day, t.daily.orders, t.daily.visits, t.daily.revenue],
    ...report.daily.map((day) => [
      t.range(day.day, day.day),
      String(day.orders),
      String(day.visits),
      csvMoney(day.revenue),
    ]),
  ];
  return stringify(rows, { delimiter: ';', record_delimiter: '\r\n', bom: true });
}

/** relatorio-2026-03-01-a-2026-03-31.csv */
export const csvFilename = (period: Period) => `relatorio-${period.from}-a-${period.to}.csv`;
