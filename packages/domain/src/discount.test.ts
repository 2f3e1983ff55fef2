import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountedPrice } from './discount.ts';
import type { ExtraDiscountRule } from './payment-schemas.ts';
import { round2 } from './round.ts';

const rule = (overrides: Partial<ExtraDiscountRule> = {}): ExtraDiscountRule => ({
  extra_discount: 10,
  extra_discount_type: 'percentage',
  extra_minimum_amount: 0,
  ...overrides,
});

describe('discountedPrice', () => {
  it.each([
    { label: '10% off R$ 200,00', amount: 200, overrides: {}, price: 180, value: 10 },
    {
      label: 'R$ 15,00 off R$ 200,00',
      amount: 200,
      overrides: { extra_discount_type: 'amount', extra_discount: 15 },
      price: 185,
      value: 15,
    },
    {
      label: '5% off R$ 99,90',
      amount: 99.9,
      overrides: { extra_discount: 5 },
      price: 94.91,
      value: 5,
    }, // 99.90 × 0.95 = 94.905 → 94.91
    // 1.65 − 0.165 = 1.485 (1.4849999999999999 in floats) → 1.49, half away from zero.
    { label: '10% off R$ 1,65', amount: 1.65, overrides: {}, price: 1.49, value: 10 },
    { label: '100% off', amount: 59.9, overrides: { extra_discount: 100 }, price: 0, value: 100 },
    {
      label: 'a discount bigger than the price',
      amount: 20,
      overrides: { extra_discount_type: 'amount', extra_discount: 25 },
      price: 0,
      value: 25,
    },
    {
      label: 'more than 100%',
      amount: 20,
      overrides: { extra_discount: 150 },
      price: 0,
      value: 150,
    },
    {
      label: 'an amount exactly at the minimum',
      amount: 100,
      overrides: { extra_minimum_amount: 100 },
      price: 90,
      value: 10,
    },
  ] as const)('applies $label', ({ amount, overrides, price, value }) => {
    const settings = rule(overrides);
    expect(discountedPrice(amount, settings)).toEqual({
      price,
      discount_type: settings.extra_discount_type,
      discount_value: value,
    });
  });

  it.each([
    {
      label: 'the amount is a cent below the minimum',
      amount: 99.99,
      overrides: { extra_minimum_amount: 100 },
    },
    { label: 'the discount is 0', amount: 100, overrides: { extra_discount: 0 } },
    { label: 'the discount is negative', amount: 100, overrides: { extra_discount: -10 } },
    {
      label: 'the amount-type discount is 0',
      amount: 100,
      overrides: { extra_discount: 0, extra_discount_type: 'amount' },
    },
  ] as const)('keeps the price, with discount_value 0, when $label', ({ amount, overrides }) => {
    const settings = rule(overrides);
    expect(discountedPrice(amount, settings)).toEqual({
      price: amount,
      discount_type: settings.extra_discount_type,
      discount_value: 0,
    });
  });

  it('rounds an undiscounted price to the cent', () => {
    expect(discountedPrice(10.005, rule({ extra_minimum_amount: 50 })).price).toBe(10.01);
  });

  it.each([-1, NaN, Infinity, -Infinity])('throws a RangeError for amount %s', (amount) => {
    expect(() => discountedPrice(amount, rule())).toThrow(RangeError);
  });

  it('never goes below 0 nor above the rounded amount, and is cent-exact', () => {
    const anyRule = fc.record({
      extra_discount: fc.integer({ min: -1000, max: 100_000 }).map((cents) => cents / 100),
      extra_discount_type: fc.constantFrom('amount' as const, 'percentage' as const),
      extra_minimum_amount: fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100),
        anyRule,
        (amount, settings) => {
          const { price } = discountedPrice(amount, settings);
          expect(price).toBeGreaterThanOrEqual(0);
          expect(price).toBeLessThanOrEqual(amount);
          expect(price).toBe(round2(price));
        },
      ),
    );
  });
});
