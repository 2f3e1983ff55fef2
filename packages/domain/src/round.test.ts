import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { round2, roundToCents } from './round.ts';

describe('round2', () => {
  it.each([
    // The float nearest 1.005 is 1.00499999999999989…; rounding the decimal value gives 1.01.
    { value: 1.005, expected: 1.01 },
    { value: -1.005, expected: -1.01 },
    // 2.675 is stored as 2.67499999999999982…, the classic toFixed(2) = '2.67' trap.
    { value: 2.675, expected: 2.68 },
    { value: 1.015, expected: 1.02 },
    { value: 0.125, expected: 0.13 },
    { value: -0.125, expected: -0.13 },
    { value: 1.0049, expected: 1 },
    { value: 1.0051, expected: 1.01 },
    { value: 1234.5, expected: 1234.5 },
    { value: 99_999_999.995, expected: 100_000_000 },
    { value: 1e-7, expected: 0 },
  ])('rounds $value half away from zero to $expected', ({ value, expected }) => {
    expect(round2(value)).toBe(expected);
  });

  it.each([
    // 1.65 − 1.65 × 10 / 100 prints as 1.4849999999999999 but stands for 1.485.
    { label: '1.65 − 10%', value: 1.65 - (1.65 * 10) / 100, expected: 1.49 },
    // 1000 × 0.0199 / (1 − 1.0199^−1) is 1019.8999999999975 in floats; the rate makes it 1019.90.
    {
      label: 'Price table 1x at 1.99%',
      value: (1000 * 0.0199) / (1 - 1.0199 ** -1),
      expected: 1019.9,
    },
  ])('ignores float noise past 15 significant digits ($label)', ({ value, expected }) => {
    expect(round2(value)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(round2(-0.004), 0)).toBe(true);
  });

  it.each([NaN, Infinity, -Infinity])('passes %s through unchanged', (value) => {
    expect(round2(value)).toBe(value);
  });

  it('rounds every 3-decimal value like integer half-away-from-zero on its thousandths', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (thousandths) => {
        const cents = Math.sign(thousandths) * Math.floor((Math.abs(thousandths) + 5) / 10);
        expect(round2(thousandths / 1000)).toBe(cents / 100 || 0);
      }),
    );
  });

  it('is idempotent and odd', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        expect(round2(round2(value))).toBe(round2(value));
        expect(round2(-value)).toBe(-round2(value) || 0);
      }),
    );
  });
});

describe('roundToCents', () => {
  it.each([
    { value: 1.005, cents: 101 },
    { value: -1.005, cents: -101 },
    { value: 10.005, cents: 1001 },
    { value: 19.9, cents: 1990 },
    { value: 1.65 - (1.65 * 10) / 100, cents: 149 },
    { value: 0, cents: 0 },
    { value: 1e-7, cents: 0 },
  ])('gives $value reais as $cents cents', ({ value, cents }) => {
    expect(roundToCents(value)).toBe(cents);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundToCents(-0.004), 0)).toBe(true);
  });

  it('is round2 in whole cents', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        expect(roundToCents(value) / 100).toBe(round2(value));
      }),
    );
  });
});
