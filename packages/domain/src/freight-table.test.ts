import { describe, expect, it } from 'vitest';
import {
  freeShippingForCep,
  freightRowProblems,
  matchFreightRow,
  type FreightTableRow,
} from './freight-table.ts';

const row = (overrides: Partial<FreightTableRow>): FreightTableRow => ({
  zipStart: '00000000',
  zipEnd: '99999999',
  weightStartGrams: 0,
  weightEndGrams: 30_000,
  priceCents: 4990,
  days: 12,
  ...overrides,
});

const brazil1kg = row({ weightEndGrams: 1000, priceCents: 2990, days: 10 });
const brazil5kg = row({ weightStartGrams: 1001, weightEndGrams: 5000, priceCents: 3990 });
const saoPaulo1kg = row({
  zipStart: '01000000',
  zipEnd: '19999999',
  weightEndGrams: 1000,
  priceCents: 1290,
  days: 3,
});
const north1kg = row({
  zipStart: '66000000',
  zipEnd: '69999999',
  weightEndGrams: 1000,
  priceCents: 5990,
  days: 18,
});
const table = [brazil1kg, brazil5kg, saoPaulo1kg, north1kg];

describe('matchFreightRow', () => {
  it('prices each region by its own row', () => {
    expect(matchFreightRow(table, '01310-100', 500)).toBe(saoPaulo1kg);
    expect(matchFreightRow(table, '69900-000', 500)).toBe(north1kg);
    expect(matchFreightRow(table, '90010-000', 500)).toBe(brazil1kg);
  });

  it('includes both ends of a CEP range', () => {
    expect(matchFreightRow(table, '01000000', 1000)).toBe(saoPaulo1kg);
    expect(matchFreightRow(table, '19999999', 1000)).toBe(saoPaulo1kg);
    expect(matchFreightRow(table, '20000000', 1000)).toBe(brazil1kg);
    expect(matchFreightRow(table, '00999999', 1000)).toBe(brazil1kg);
  });

  it('includes both ends of a weight band and moves to the next one a gram later', () => {
    expect(matchFreightRow(table, '90010000', 1000)).toBe(brazil1kg);
    expect(matchFreightRow(table, '90010000', 1001)).toBe(brazil5kg);
    expect(matchFreightRow(table, '90010000', 5000)).toBe(brazil5kg);
    // São Paulo has no row above 1 kg: the whole-country band answers.
    expect(matchFreightRow(table, '01310100', 1001)).toBe(brazil5kg);
  });

  it('answers null above every band and for a CEP that is not one', () => {
    expect(matchFreightRow(table, '90010000', 5001)).toBeNull();
    expect(matchFreightRow(table, '9001000', 500)).toBeNull();
  });

  it('takes the narrower weight band, then the lower price, when CEP ranges tie', () => {
    const wide = row({ priceCents: 1000 });
    const narrow = row({ weightEndGrams: 2000, priceCents: 2000 });
    expect(matchFreightRow([wide, narrow], '90010000', 500)).toBe(narrow);
    const cheap = row({ priceCents: 900 });
    expect(matchFreightRow([wide, cheap], '90010000', 500)).toBe(cheap);
  });
});

describe('freightRowProblems', () => {
  it('accepts a good row', () => {
    expect(freightRowProblems(saoPaulo1kg)).toEqual([]);
  });

  it.each([
    [{ zipStart: '0100000' }, 'zip_invalid'],
    [{ zipStart: '20000000', zipEnd: '19999999' }, 'zip_range_reversed'],
    [{ weightStartGrams: -1 }, 'weight_invalid'],
    [{ weightEndGrams: 1.5 }, 'weight_invalid'],
    [{ weightStartGrams: 2000, weightEndGrams: 1000 }, 'weight_range_reversed'],
    [{ priceCents: -1 }, 'price_invalid'],
    [{ days: 91 }, 'days_invalid'],
    [{ days: 2.5 }, 'days_invalid'],
  ] as const)('refuses %j with %s', (overrides, problem) => {
    expect(freightRowProblems(row(overrides))).toEqual([problem]);
  });
});

describe('freeShippingForCep', () => {
  const rules = [
    { minimumOrderCents: 29_900, region: null },
    { minimumOrderCents: 19_900, region: 'sudeste' as const },
  ];

  it('gives the Southeast its lower minimum, inclusive', () => {
    expect(freeShippingForCep(rules, '01310100', 19_900)).toEqual({ free: true });
    expect(freeShippingForCep(rules, '01310100', 19_899)).toEqual({ free: false, missingCents: 1 });
  });

  it('holds the rest of the country to the rule for everywhere', () => {
    expect(freeShippingForCep(rules, '69900000', 19_900)).toEqual({
      free: false,
      missingCents: 10_000,
    });
    expect(freeShippingForCep(rules, '69900000', 29_900)).toEqual({ free: true });
  });

  it('has nothing to say where no rule applies, or for a CEP in no state', () => {
    const southOnly = [{ minimumOrderCents: 10_000, region: 'sul' as const }];
    expect(freeShippingForCep(southOnly, '01310100', 50_000)).toBeNull();
    expect(freeShippingForCep(rules, '00000000', 50_000)).toBeNull();
  });
});
