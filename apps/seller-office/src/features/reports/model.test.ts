import type { Report } from '@vitrine/contract/reports';
import { parse } from 'csv-parse/browser/esm/sync';
import { describe, expect, it } from 'vitest';
import {
  changeOf,
  csvMoney,
  daysIn,
  formatConversion,
  formatStars,
  periodProblem,
  periodSearch,
  presetPeriod,
  readPeriod,
  reportCsv,
} from './model.ts';

describe('presetPeriod', () => {
  it.each([
    ['7_dias', '2026-03-10', '2026-03-04', '2026-03-10'],
    ['30_dias', '2026-03-10', '2026-02-09', '2026-03-10'],
    ['90_dias', '2026-03-10', '2025-12-11', '2026-03-10'],
    ['este_mes', '2026-03-10', '2026-03-01', '2026-03-10'],
    ['este_mes', '2026-03-01', '2026-03-01', '2026-03-01'],
    ['mes_passado', '2026-03-10', '2026-02-01', '2026-02-28'],
    ['mes_passado', '2024-03-31', '2024-02-01', '2024-02-29'],
    ['mes_passado', '2026-01-15', '2025-12-01', '2025-12-31'],
  ] as const)('%s on %s: %s to %s', (preset, today, from, to) => {
    expect(presetPeriod(preset, today)).toEqual({ from, to });
  });

  it('counts the days of a preset as it says', () => {
    expect(daysIn(presetPeriod('7_dias', '2026-03-10'))).toBe(7);
    expect(daysIn(presetPeriod('30_dias', '2026-03-10'))).toBe(30);
    expect(daysIn(presetPeriod('90_dias', '2026-03-10'))).toBe(90);
  });
});

describe('readPeriod and periodSearch', () => {
  const today = '2026-03-10';
  const read = (query: string) => readPeriod(new URLSearchParams(query), today);

  it('reads a preset, a custom period, and falls back to the last 30 days', () => {
    expect(read('?periodo=7_dias')).toEqual({ preset: '7_dias', from: '2026-03-04', to: today });
    expect(read('?periodo=personalizado&de=2026-01-05&ate=2026-02-04')).toEqual({
      preset: 'personalizado',
      from: '2026-01-05',
      to: '2026-02-04',
    });
    const fallback = { preset: '30_dias', from: '2026-02-09', to: today };
    expect(read('')).toEqual(fallback);
    expect(read('?periodo=ontem')).toEqual(fallback);
    expect(read('?periodo=personalizado&de=2026-02-30&ate=2026-03-01')).toEqual(fallback);
    expect(read('?periodo=personalizado&de=05/01/2026&ate=2026-03-01')).toEqual(fallback);
  });

  it('writes what it reads back', () => {
    for (const choice of [
      { preset: 'mes_passado' as const },
      { preset: 'personalizado' as const, from: '2025-12-01', to: '2026-01-31' },
    ]) {
      const back = read(periodSearch(choice));
      expect(back.preset).toBe(choice.preset);
      if (choice.preset === 'personalizado') expect(back).toMatchObject(choice);
    }
  });
});

describe('periodProblem', () => {
  it('wants both days, in order, at most 366 days apart', () => {
    expect(periodProblem('2026-03-01', '2026-03-31')).toBeNull();
    expect(periodProblem('2025-04-01', '2026-04-01')).toBeNull();
    expect(periodProblem('', '2026-03-31')).toMatch(/duas datas/);
    expect(periodProblem('2026-03-31', '2026-03-01')).toMatch(/anterior ou igual/);
    expect(periodProblem('2025-03-31', '2026-04-01')).toMatch(/366 dias/);
  });
});

describe('changeOf', () => {
  it('says the change in % with its sign, a decimal below 10%', () => {
    expect(changeOf(112, 100)).toMatchObject({ kind: 'up', percent: '+12%' });
    expect(changeOf(97.5, 100)).toMatchObject({ kind: 'down', percent: '-2,5%' });
    expect(changeOf(50, 200)).toMatchObject({ kind: 'down', percent: '-75%' });
    expect(changeOf(100.01, 100)).toMatchObject({ kind: 'same' });
    expect(changeOf(112, 100).text).toBe('+12% em relação ao período anterior');
  });

  it('has no percentage without a previous figure', () => {
    expect(changeOf(10, 0)).toMatchObject({ kind: 'no-previous', percent: null });
    expect(changeOf(0, 0)).toMatchObject({ kind: 'same', percent: null });
    expect(changeOf(0.02, null)).toMatchObject({ kind: 'no-previous' });
  });
});

describe('formatting', () => {
  it('writes money for the CSV without R$, a comma and two decimals', () => {
    expect(csvMoney(1234.5)).toBe('1234,50');
    expect(csvMoney(0.07)).toBe('0,07');
    expect(csvMoney(19.9)).toBe('19,90');
    expect(csvMoney(0)).toBe('0,00');
  });

  it('writes the stars out of 5, a dash without reviews', () => {
    expect(formatStars(4.3)).toBe('4,3 de 5');
    expect(formatStars(5)).toBe('5 de 5');
    expect(formatStars(null)).toBe('—');
  });

  it('writes the conversion as a percentage, a dash without visits', () => {
    expect(formatConversion(0.025)).toBe('2,5%');
    expect(formatConversion(null)).toBe('—');
  });
});

const figures = (
  from: string,
  to: string,
  gross: number,
  recovered: number,
  reviewAverage: number | null = null,
) => ({
  from,
  to,
  gross,
  discounts: 10,
  refunds: 5.5,
  net: gross - 5.5,
  orders: 4,
  average_order_value: gross / 4,
  visits: 200,
  conversion: 0.02,
  carts_abandoned: 3,
  carts_recovered: recovered,
  recovered_revenue: recovered * 50,
  reviews: reviewAverage === null ? 0 : 3,
  review_average: reviewAverage,
});

describe('reportCsv', () => {
  const report: Report = {
    current: figures('2026-03-01', '2026-03-31', 1234.56, 1, 4.3),
    previous: figures('2026-01-29', '2026-02-28', 1000, 0),
    daily: [{ day: '2026-03-01', revenue: 1234.56, orders: 4, visits: 200 }],
    top_products: [{ code: 'VASO', name: '=Vaso; "azul"', units: 3, revenue: 180 }],
    payment_methods: [
      { method: 'pix', orders: 4, revenue: 1234.56, previous_orders: 2, previous_revenue: 1000 },
    ],
    freight_options: [
      {
        service: 'SEDEX',
        carrier: 'Correios',
        shipping: 19.9,
        orders: 4,
        revenue: 1234.56,
        previous_orders: 0,
        previous_revenue: 0,
      },
    ],
  };
  const csv = reportCsv(report);
  const rows: string[][] = parse(csv, { delimiter: ';', bom: true, relax_column_count: true });
  const row = (first: string) => rows.find((cells) => cells[0] === first);

  it('opens in Excel in pt-BR: a BOM, ";" between fields, CRLF lines', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain('\r\n');
    expect(csv).not.toContain('R$');
  });

  it('has each figure beside the previous period, and every table', () => {
    expect(row('Faturamento bruto')).toEqual(['Faturamento bruto', '1234,56', '1000,00']);
    expect(row('Carrinhos recuperados')).toEqual(['Carrinhos recuperados', '1', '0']);
    expect(row('Receita recuperada')).toEqual(['Receita recuperada', '50,00', '0,00']);
    expect(row('Conversão (%)')).toEqual(['Conversão (%)', '2,00', '2,00']);
    expect(row('Avaliações recebidas')).toEqual(['Avaliações recebidas', '3', '0']);
    // Stars with a decimal comma; a period without reviews: empty.
    expect(row('Nota média das avaliações')).toEqual(['Nota média das avaliações', '4,3', '']);
    expect(row('Pix')).toEqual(['Pix', '4', '1234,56', '2', '1000,00']);
    expect(row('SEDEX')).toEqual(['SEDEX', 'Correios', '4', '19,90', '1234,56', '0', '0,00']);
    expect(row('01/03/2026')).toEqual(['01/03/2026', '4', '200', '1234,56']);
  });

  it('keeps a name a spreadsheet would run as a formula as text', () => {
    expect(row('\'=Vaso; "azul"')).toEqual(['\'=Vaso; "azul"', 'VASO', '3', '180,00']);
  });
});
