import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBRL, maskMoney, parseMoney } from './money.ts';

const cents = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });

describe('formatBRL', () => {
  it.each([
    [1234.56, 'R$ 1.234,56'],
    [0, 'R$ 0,00'],
    [0.5, 'R$ 0,50'],
    [1_000_000, 'R$ 1.000.000,00'],
    [-1, '-R$ 1,00'],
    [-1234.56, '-R$ 1.234,56'],
    [-0, 'R$ 0,00'],
    [0.125, 'R$ 0,13'],
  ])('formats %d as %j', (value, expected) => {
    expect(formatBRL(value)).toBe(expected);
  });

  it('separates R$ with a plain space, not the no-break space Intl uses', () => {
    expect(formatBRL(1)).not.toMatch(/[\u00A0\u202F]/);
    expect(formatBRL(1)).toBe('R$\u00201,00');
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'throws on %d rather than showing it as money',
    (value) => {
      expect(() => formatBRL(value)).toThrow(RangeError);
    },
  );

  it('agrees with maskMoney for every whole number of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 13 }), (amount) => {
        return formatBRL(amount / 100) === `R$ ${maskMoney(String(amount))}`;
      }),
    );
  });
});

describe('maskMoney', () => {
  it.each([
    ['123456', '1.234,56'],
    ['5', '0,05'],
    ['50', '0,50'],
    ['500', '5,00'],
    ['000123', '1,23'],
    ['0', '0,00'],
    ['000', '0,00'],
    ['123456789012', '1.234.567.890,12'],
    ['R$ 1.234,56', '1.234,56'],
    ['12a34', '12,34'],
    ['', ''],
    ['abc', ''],
  ])('masks %j as %j', (raw, expected) => {
    expect(maskMoney(raw)).toBe(expected);
  });

  it('keeps every digit of amounts beyond float precision', () => {
    expect(maskMoney('12345678901234567890')).toBe('123.456.789.012.345.678,90');
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (raw) => maskMoney(maskMoney(raw)) === maskMoney(raw)));
  });
});

describe('parseMoney', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['1234,56', 1234.56],
    ['0,05', 0.05],
    ['5', 5],
    ['1.000', 1000],
    ['R$ 1.234,56', 1234.56],
    ['R$\u00A01.234,56', 1234.56],
    ['-R$ 1,00', -1],
    ['-0,00', 0],
    ['', 0],
  ])('reads %j as %d', (masked, expected) => {
    expect(parseMoney(masked)).toBe(expected);
  });

  it.each(['abc', '1,2,3', '12.34', '1.23,45', ',', '-', 'R$'])(
    'gives NaN for %j, which is not Brazilian money',
    (masked) => {
      expect(parseMoney(masked)).toBeNaN();
    },
  );

  it('round-trips maskMoney for every whole number of cents', () => {
    fc.assert(
      fc.property(cents, (amount) => parseMoney(maskMoney(String(amount))) === amount / 100),
    );
  });

  it('round-trips formatBRL for every whole number of cents, negatives included', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 13), max: 10 ** 13 }), (amount) => {
        return parseMoney(formatBRL(amount / 100)) === amount / 100 + 0;
      }),
    );
  });
});
