import { describe, expect, it } from 'vitest';
import { combinations, regenerateRows, usableOptions, variationName } from './variation-matrix.ts';

type Row = { options: Record<string, string>; sku: string; price: number };
const fresh = (combo: Record<string, string>, closest: Row | undefined): Row => ({
  options: combo,
  sku: '',
  price: closest?.price ?? 0,
});
const COR = { name: 'Cor', values: ['Azul', 'Verde'] };
const TAMANHO = { name: 'Tamanho', values: ['P', 'M'] };

describe('combinations', () => {
  it('crosses every value, the first option slowest', () => {
    expect(combinations([COR, TAMANHO])).toEqual([
      { Cor: 'Azul', Tamanho: 'P' },
      { Cor: 'Azul', Tamanho: 'M' },
      { Cor: 'Verde', Tamanho: 'P' },
      { Cor: 'Verde', Tamanho: 'M' },
    ]);
  });

  it('is one row with no option (a product sold as it is)', () => {
    expect(combinations([])).toEqual([{}]);
  });
});

describe('usableOptions', () => {
  it('leaves out an option without a name or values, and repeated or blank values', () => {
    expect(
      usableOptions([
        { name: ' Cor ', values: ['Azul', ' Azul', '', 'Verde'] },
        { name: '', values: ['P'] },
        { name: 'Tamanho', values: [] },
      ]),
    ).toEqual([{ name: 'Cor', values: ['Azul', 'Verde'] }]);
  });
});

describe('regenerateRows', () => {
  const rows: Row[] = [
    { options: { Cor: 'Azul', Tamanho: 'P' }, sku: 'AZ-P', price: 10 },
    { options: { Cor: 'Azul', Tamanho: 'M' }, sku: 'AZ-M', price: 11 },
    { options: { Cor: 'Verde', Tamanho: 'P' }, sku: 'VE-P', price: 12 },
    { options: { Cor: 'Verde', Tamanho: 'M' }, sku: 'VE-M', price: 13 },
  ];

  it('keeps every row as it was when a value is added, and adds the new ones', () => {
    const next = regenerateRows(
      [{ ...COR, values: ['Azul', 'Verde', 'Preto'] }, TAMANHO],
      rows,
      fresh,
    );
    expect(next.slice(0, 4)).toEqual(rows);
    expect(next.slice(4)).toEqual([
      { options: { Cor: 'Preto', Tamanho: 'P' }, sku: '', price: 10 },
      { options: { Cor: 'Preto', Tamanho: 'M' }, sku: '', price: 11 },
    ]);
  });

  it('drops only the rows of a removed value', () => {
    const next = regenerateRows([{ ...COR, values: ['Verde'] }, TAMANHO], rows, fresh);
    expect(next.map((row) => row.sku)).toEqual(['VE-P', 'VE-M']);
  });

  it('hands each old row to one combination when an option is added (no SKU twice)', () => {
    const byColour: Row[] = [
      { options: { Cor: 'Azul' }, sku: 'AZ', price: 10 },
      { options: { Cor: 'Verde' }, sku: 'VE', price: 20 },
    ];
    const next = regenerateRows([COR, TAMANHO], byColour, fresh);
    expect(next).toEqual([
      { options: { Cor: 'Azul', Tamanho: 'P' }, sku: 'AZ', price: 10 },
      { options: { Cor: 'Azul', Tamanho: 'M' }, sku: '', price: 10 },
      { options: { Cor: 'Verde', Tamanho: 'P' }, sku: 'VE', price: 20 },
      { options: { Cor: 'Verde', Tamanho: 'M' }, sku: '', price: 20 },
    ]);
  });

  it('keeps one row per remaining combination when an option is removed', () => {
    const next = regenerateRows([COR], rows, fresh);
    expect(next).toEqual([
      { options: { Cor: 'Azul' }, sku: 'AZ-P', price: 10 },
      { options: { Cor: 'Verde' }, sku: 'VE-P', price: 12 },
    ]);
  });

  it('keeps the rows when an option is renamed', () => {
    const next = regenerateRows([COR, { ...TAMANHO, name: 'Numeração' }], rows, fresh);
    expect(next.map((row) => [row.sku, row.options])).toEqual([
      ['AZ-P', { Cor: 'Azul', Numeração: 'P' }],
      ['AZ-M', { Cor: 'Azul', Numeração: 'M' }],
      ['VE-P', { Cor: 'Verde', Numeração: 'P' }],
      ['VE-M', { Cor: 'Verde', Numeração: 'M' }],
    ]);
  });
});

describe('variationName', () => {
  it('joins the values in the options order', () => {
    expect(variationName([COR, TAMANHO], { Tamanho: 'M', Cor: 'Azul' })).toBe('Azul / M');
  });
});
