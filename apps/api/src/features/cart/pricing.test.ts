import { describe, expect, it } from 'vitest';
import type { PaymentDefault } from '@vitrine/domain/payment-schemas';
import { chargeFor, priceCart, pricedLines, quoteOf, type PricedLine } from './pricing.ts';

const PAYMENT_DEFAULT: PaymentDefault = {
  card: {
    installment_max: 6,
    installment_fees: 2,
    installment_tax: 2,
    installment_minimum_amount: 20,
  },
  pix: { extra_discount: 10, extra_discount_type: 'percentage', extra_minimum_amount: 50 },
  boleto: { extra_discount: 15, extra_discount_type: 'amount', extra_minimum_amount: 200 },
};
const store = { paymentDefault: PAYMENT_DEFAULT };
/** The freight option's price as the quote would charge it (features/freight prices it). */
const FREIGHT = { shippingCents: 2500 };
const goods = (unitPriceCents: number, quantity = 1): PricedLine => ({
  unitPriceCents,
  quantity,
  kind: 'product',
  productId: 'p1',
  categoryId: null,
});
const service = (unitPriceCents: number): PricedLine => ({
  unitPriceCents,
  quantity: 1,
  kind: 'service',
  productId: 'p1',
  categoryId: null,
});

describe('priceCart', () => {
  it.each([
    ['goods pay the chosen freight', [goods(10000)], 2500],
    ['services ship nothing, whatever freight is given', [service(50000)], 0],
    ['goods and services pay the freight once', [goods(10000), service(50000)], 2500],
  ])('%s', (_label, lines, shippingCents) => {
    const price = priceCart(lines, store, FREIGHT);
    expect(price.shippingCents).toBe(shippingCents);
    expect(price.needsShipping).toBe(shippingCents > 0);
  });

  it('refuses a shipping price that is not whole cents', () => {
    expect(() => priceCart([goods(1000)], store, { shippingCents: 10.5 })).toThrow(RangeError);
    expect(() => priceCart([goods(1000)], store, { shippingCents: -1 })).toThrow(RangeError);
  });
});

describe('chargeFor', () => {
  it.each([
    [
      'pix: 10% off the goods, shipping added',
      'pix',
      1,
      { discountCents: 1000, totalCents: 11500 },
    ],
    [
      'boleto: below its R$ 200 minimum, no discount',
      'boleto',
      1,
      { discountCents: 0, totalCents: 12500 },
    ],
    ['card 2x: interest-free', 'card', 2, { interestCents: 0, totalCents: 12500 }],
    [
      'card 3x: 2% a.m. Price table, 3 × R$ 43,34',
      'card',
      3,
      { interestCents: 502, totalCents: 13002 },
    ],
  ] as const)('%s', (_label, method, installments, expected) => {
    const price = priceCart([goods(10000)], store, FREIGHT);
    expect(chargeFor(price, method, installments)).toMatchObject(expected);
  });

  it('refuses a count the table does not offer (R$ 125,00 at a R$ 20,00 minimum stops at 6x)', () => {
    const price = priceCart([goods(10000)], store, FREIGHT);
    expect(price.card.map((option) => option.installmentNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(() => chargeFor(price, 'card', 7)).toThrow('Este número de parcelas');
  });
});

describe('pricedLines', () => {
  it('reads each cart line as its unit price, quantity and kind', () => {
    const line = (kind: 'product' | 'service', priceCents: number, quantity: number) => ({
      product: { id: 'p1', kind, name: 'Caneca', categoryId: null },
      variation: { priceCents, stock: 3 },
      quantity,
    });
    expect(pricedLines([line('product', 4990, 2), line('service', 15000, 1)])).toEqual([
      goods(4990, 2),
      service(15000),
    ]);
  });
});

describe('quoteOf', () => {
  it.each([
    ['pix: 10% off R$ 100,00', 'pix', { price: 90, discount: 10, total: 115 }],
    ['boleto: below its minimum', 'boleto', { price: 100, discount: 0, total: 125 }],
  ] as const)('%s shows the discount and total the order is charged', (_label, method, shown) => {
    const price = priceCart([goods(10000)], store, FREIGHT);
    expect(quoteOf(price, null)[method]).toMatchObject(shown);
    const charge = chargeFor(price, method);
    expect(shown.discount * 100).toBe(charge.discountCents);
    expect(shown.total * 100).toBe(charge.totalCents);
  });
});

// The order of operations (@vitrine/domain/coupon): coupon, then pix/boleto, then freight
// (judged on the goods before the coupon), then the card's interest on what is left + freight.
describe('priceCart with a coupon', () => {
  it('takes the pix discount off what the coupon left', () => {
    // R$ 100,00 − R$ 20,00 coupon = R$ 80,00; pix 10 % of that = R$ 8,00; + R$ 25,00 freight.
    const price = priceCart([goods(10000)], store, { ...FREIGHT, couponCents: 2000 });
    expect(chargeFor(price, 'pix')).toMatchObject({ discountCents: 800, totalCents: 9700 });
  });

  it('judges the pix minimum on the amount after the coupon', () => {
    // R$ 60,00 − R$ 15,00 = R$ 45,00, below the pix minimum of R$ 50,00: no pix discount.
    const price = priceCart([goods(6000)], store, { ...FREIGHT, couponCents: 1500 });
    expect(chargeFor(price, 'pix')).toMatchObject({ discountCents: 0, totalCents: 4500 + 2500 });
  });

  it('adds nothing for a free freight option (judged by the quote before the coupon)', () => {
    const price = priceCart([goods(30000)], store, { shippingCents: 0, couponCents: 5000 });
    expect(price.shippingCents).toBe(0);
    expect(chargeFor(price, 'boleto')).toMatchObject({ discountCents: 1500, totalCents: 23500 });
  });

  it('finances on the card what the coupon left plus freight', () => {
    // (R$ 100,00 − R$ 20,00) + R$ 25,00 = R$ 105,00 at 2 % a.m. in 3x: 3 × R$ 36,41 = R$ 109,23.
    const price = priceCart([goods(10000)], store, { ...FREIGHT, couponCents: 2000 });
    expect(chargeFor(price, 'card', 1)).toMatchObject({ totalCents: 10500, interestCents: 0 });
    expect(chargeFor(price, 'card', 3)).toMatchObject({ totalCents: 10923, interestCents: 423 });
  });

  it('refuses a coupon larger than the subtotal', () => {
    expect(() => priceCart([goods(1000)], store, { ...FREIGHT, couponCents: 1001 })).toThrow(
      RangeError,
    );
  });
});
