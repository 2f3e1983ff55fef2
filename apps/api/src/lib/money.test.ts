import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents, fromCentsOrNull, toCents } from './money.ts';

describe('toCents', () => {
  it.each([
    [0, 0],
    [19.9, 1990],
    [1.005, 101],
    [10.05, 1005],
    [0.1 + 0.2, 30],
    [-1.005, -101],
    [-0.001, 0],
    [1234567.89, 123456789],
  ])('turns %s reais into %s cents', (reais, cents) => {
    expect(toCents(reais)).toBe(cents);
  });

  it('refuses amounts that are not finite', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('fromCents', () => {
  it('gives the double a person would type', () => {
    expect(fromCents(1990)).toBe(19.9);
    expect(fromCents(101)).toBe(1.01);
    expect(fromCentsOrNull(null)).toBeNull();
  });

  it('refuses fractional cents', () => {
    expect(() => fromCents(10.5)).toThrow(RangeError);
  });

  it('round-trips every amount of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
    );
  });
});
