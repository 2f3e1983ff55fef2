import { describe, expect, it } from 'vitest';
import {
  billableWeightGrams,
  cartBillableWeightGrams,
  volumetricWeightGrams,
} from './package-weight.ts';

describe('billable weight', () => {
  it('charges the volumetric weight of a light, bulky box (60×40×30 cm = 12 kg)', () => {
    const pillow = { weightGrams: 800, heightCm: 30, widthCm: 40, lengthCm: 60 };
    expect(volumetricWeightGrams(pillow)).toBe(12_000);
    expect(billableWeightGrams(pillow)).toBe(12_000);
  });

  it('charges the real weight of a small, heavy parcel', () => {
    const dumbbell = { weightGrams: 5_000, heightCm: 10, widthCm: 10, lengthCm: 30 };
    expect(volumetricWeightGrams(dumbbell)).toBe(500);
    expect(billableWeightGrams(dumbbell)).toBe(5_000);
  });

  it('rounds a fraction of a gram up', () => {
    // 11 × 17 × 11 = 2057 cm³ → 342.83 g
    const box = { weightGrams: 100, heightCm: 17, widthCm: 11, lengthCm: 11 };
    expect(volumetricWeightGrams(box)).toBe(343);
  });

  it('refuses negative or missing measures', () => {
    expect(() =>
      billableWeightGrams({ weightGrams: -1, heightCm: 1, widthCm: 1, lengthCm: 1 }),
    ).toThrow(RangeError);
    expect(() =>
      billableWeightGrams({ weightGrams: 1, heightCm: Number.NaN, widthCm: 1, lengthCm: 1 }),
    ).toThrow(RangeError);
  });

  it('sums each line’s unit billable weight times its quantity', () => {
    const shirt = { weightGrams: 200, heightCm: 4, widthCm: 25, lengthCm: 30 }; // 500 g cubed
    const mug = { weightGrams: 400, heightCm: 10, widthCm: 10, lengthCm: 10 }; // 167 g cubed
    expect(
      cartBillableWeightGrams([
        { item: shirt, quantity: 3 },
        { item: mug, quantity: 2 },
      ]),
    ).toBe(3 * 500 + 2 * 400);
  });
});
