import { describe, expect, it } from 'vitest';
import { freeShippingProgress } from './shipping.ts';

describe('freeShippingProgress', () => {
  it.each([
    { goods: 459.8, freeFrom: 299, expected: { free: true } },
    { goods: 299, freeFrom: 299, expected: { free: true } },
    { goods: 298.99, freeFrom: 299, expected: { free: false, missing: 0.01 } },
    { goods: 159.9, freeFrom: 299, expected: { free: false, missing: 139.1 } },
    { goods: 0, freeFrom: 199, expected: { free: false, missing: 199 } },
  ])('says $goods against $freeFrom is $expected', ({ goods, freeFrom, expected }) => {
    expect(freeShippingProgress(goods, freeFrom)).toEqual(expected);
  });

  it('has nothing to say when the store gives no free shipping', () => {
    expect(freeShippingProgress(500, null)).toBeNull();
  });

  it('refuses amounts that are not numbers', () => {
    expect(() => freeShippingProgress(Number.NaN, 299)).toThrow(RangeError);
  });
});
