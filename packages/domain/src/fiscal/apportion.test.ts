import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apportion, apportionOrder } from './apportion.ts';

describe('apportion', () => {
  it.each([
    // amount, weights, shares
    [1000, [5000, 5000], [500, 500]],
    [1000, [2000, 1000], [667, 333]], // 666.67 + 333.33: the centavo left to the largest
    [100, [1000, 1000, 1000], [34, 33, 33]],
    [1, [300, 500, 200], [0, 1, 0]],
    [999, [1], [999]],
    [0, [100, 200], [0, 0]],
    [500, [0, 0], [500, 0]],
  ])('splits %i over %j as %j', (amount, weights, shares) => {
    expect(apportion(amount, weights)).toEqual(shares);
  });

  it('never gives an item more discount than its own value', () => {
    // 1 + 1 + 1 centavo items, 2 centavos off: the largest (the first) takes one, the next one.
    expect(apportion(2, [1, 1, 1], { atMostWeight: true })).toEqual([1, 1, 0]);
    expect(() => apportion(4, [1, 1, 1], { atMostWeight: true })).toThrow(RangeError);
  });

  it('refuses fractions of a centavo and negatives', () => {
    expect(() => apportion(10.5, [1])).toThrow(RangeError);
    expect(() => apportion(-1, [1])).toThrow(RangeError);
    expect(() => apportion(10, [1.5])).toThrow(RangeError);
    expect(() => apportion(10, [])).toThrow(RangeError);
  });

  it('adds up to the amount, each share within a centavo per item of its proportion (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (weights, amount) => {
          const shares = apportion(amount, weights);
          const total = weights.reduce((sum, weight) => sum + weight, 0);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(amount);
          if (total === 0) return;
          shares.forEach((share, index) => {
            const exact = (amount * weights[index]!) / total;
            expect(share).toBeGreaterThanOrEqual(Math.floor(exact));
            expect(share - exact).toBeLessThan(weights.length);
          });
        },
      ),
    );
  });
});

describe('apportionOrder', () => {
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

  it.each([
    {
      name: 'a card sale: no discount, freight over three items',
      items: [
        { quantity: 1, unitPriceCents: 8990 },
        { quantity: 2, unitPriceCents: 4590 },
        { quantity: 3, unitPriceCents: 1299 },
      ],
      discountCents: 0,
      freightCents: 2347,
    },
    {
      name: 'a pix sale: 5 % off the goods (R$ 9,23), free freight',
      items: [
        { quantity: 1, unitPriceCents: 12990 },
        { quantity: 1, unitPriceCents: 5470 },
      ],
      discountCents: 923,
      freightCents: 0,
    },
    {
      name: 'a boleto sale: 3 % off, freight R$ 19,90',
      items: [
        { quantity: 7, unitPriceCents: 333 },
        { quantity: 1, unitPriceCents: 1 },
        { quantity: 2, unitPriceCents: 9999 },
      ],
      discountCents: 669,
      freightCents: 1990,
    },
    {
      name: 'a coupon of R$ 10,00 and a pix discount of R$ 4,37 together',
      items: [
        { quantity: 3, unitPriceCents: 2999 },
        { quantity: 1, unitPriceCents: 1999 },
        { quantity: 1, unitPriceCents: 1000 },
      ],
      discountCents: 1000 + 437,
      freightCents: 1533,
    },
  ])('$name: items − discounts + freight is the order total to the centavo', (order) => {
    const shares = apportionOrder(order);
    const goods = sum(order.items.map((item) => item.quantity * item.unitPriceCents));
    expect(sum(shares.map((share) => share.grossCents))).toBe(goods);
    expect(sum(shares.map((share) => share.discountCents))).toBe(order.discountCents);
    expect(sum(shares.map((share) => share.freightCents))).toBe(order.freightCents);
    const itemTotals = shares.map((s) => s.grossCents - s.discountCents + s.freightCents);
    expect(sum(itemTotals)).toBe(goods - order.discountCents + order.freightCents);
    for (const share of shares) expect(share.discountCents).toBeLessThanOrEqual(share.grossCents);
  });

  it('refuses a discount larger than the goods', () => {
    expect(() =>
      apportionOrder({
        items: [{ quantity: 1, unitPriceCents: 100 }],
        discountCents: 101,
        freightCents: 0,
      }),
    ).toThrow(RangeError);
  });
});
