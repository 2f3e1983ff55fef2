import { describe, expect, it } from 'vitest';
import {
  couponDiscountCents,
  couponRefusal,
  couponValueLabel,
  eligibleSubtotalCents,
  normalizeCouponCode,
  type CouponRule,
} from './coupon.ts';

const rule = (over: Partial<CouponRule> = {}): CouponRule => ({
  kind: 'percentage',
  value: 1000,
  minimumOrderCents: 0,
  startsAt: null,
  endsAt: null,
  active: true,
  maxUses: null,
  uses: 0,
  maxUsesPerCustomer: null,
  categoryIds: [],
  productIds: [],
  ...over,
});

const context = (over: Partial<Parameters<typeof couponRefusal>[1]> = {}) => ({
  now: new Date('2026-03-10T12:00:00Z'),
  subtotalCents: 10_000,
  eligibleCents: 10_000,
  customerUses: 0,
  formatDate: (date: Date) => date.toISOString().slice(0, 10),
  ...over,
});

describe('couponDiscountCents', () => {
  it('takes a percentage of the eligible subtotal, rounding half up to the cent', () => {
    expect(couponDiscountCents(10_000, { kind: 'percentage', value: 1000 })).toBe(1000);
    // 12,5 % of R$ 0,12 = 1,5 cents → 2
    expect(couponDiscountCents(12, { kind: 'percentage', value: 1250 })).toBe(2);
    // 10 % of R$ 0,04 = 0,4 cents → 0
    expect(couponDiscountCents(4, { kind: 'percentage', value: 1000 })).toBe(0);
    // 33,33 % of R$ 99,99 = 3332,6667 cents → 3333
    expect(couponDiscountCents(9999, { kind: 'percentage', value: 3333 })).toBe(3333);
  });

  it('takes a fixed amount, never more than the eligible subtotal', () => {
    expect(couponDiscountCents(10_000, { kind: 'amount', value: 1500 })).toBe(1500);
    expect(couponDiscountCents(1000, { kind: 'amount', value: 1500 })).toBe(1000);
    expect(couponDiscountCents(0, { kind: 'amount', value: 1500 })).toBe(0);
  });

  it('refuses a fraction of a cent as the subtotal', () => {
    expect(() => couponDiscountCents(10.5, { kind: 'amount', value: 1 })).toThrow(RangeError);
  });
});

describe('eligibleSubtotalCents', () => {
  const lines = [
    { productId: 'p1', categoryId: 'c1', totalCents: 5000 },
    { productId: 'p2', categoryId: 'c2', totalCents: 3000 },
    { productId: 'p3', categoryId: null, totalCents: 2000 },
  ];
  it('counts every line when the coupon has no restriction', () => {
    expect(eligibleSubtotalCents(lines, rule())).toBe(10_000);
  });
  it('counts the lines of its products or categories only', () => {
    expect(eligibleSubtotalCents(lines, rule({ categoryIds: ['c2'] }))).toBe(3000);
    expect(eligibleSubtotalCents(lines, rule({ productIds: ['p3'] }))).toBe(2000);
    expect(eligibleSubtotalCents(lines, rule({ categoryIds: ['c1'], productIds: ['p3'] }))).toBe(
      7000,
    );
    expect(eligibleSubtotalCents(lines, rule({ categoryIds: ['c9'] }))).toBe(0);
  });
});

describe('couponRefusal', () => {
  it('accepts a coupon within every rule', () => {
    expect(couponRefusal(rule(), context())).toBeNull();
  });
  it('names each refusal with its code', () => {
    expect(couponRefusal(rule({ active: false }), context())?.code).toBe('coupon_paused');
    expect(
      couponRefusal(rule({ startsAt: new Date('2026-03-11T00:00:00Z') }), context()),
    ).toMatchObject({ code: 'coupon_not_started', message: expect.stringContaining('2026-03-11') });
    expect(couponRefusal(rule({ endsAt: new Date('2026-03-10T12:00:00Z') }), context())?.code).toBe(
      'coupon_expired',
    );
    expect(couponRefusal(rule({ maxUses: 5, uses: 5 }), context())?.code).toBe('coupon_exhausted');
    expect(couponRefusal(rule({ maxUsesPerCustomer: 1 }), context({ customerUses: 1 }))?.code).toBe(
      'coupon_already_used',
    );
    expect(couponRefusal(rule(), context({ eligibleCents: 0 }))?.code).toBe(
      'coupon_not_applicable',
    );
  });
  it('says how much is missing for the minimum order', () => {
    const refusal = couponRefusal(rule({ minimumOrderCents: 15_000 }), context());
    expect(refusal).toEqual({
      code: 'coupon_minimum_not_reached',
      missingCents: 5000,
      message: 'Este cupom vale para compras a partir de R$ 150,00. Faltam R$ 50,00.',
    });
    expect(couponRefusal(rule({ minimumOrderCents: 10_000 }), context())).toBeNull();
  });
});

describe('codes and labels', () => {
  it('compares codes trimmed and in upper case', () => {
    expect(normalizeCouponCode('  bemvindo10 ')).toBe('BEMVINDO10');
  });
  it('reads the value as people write it', () => {
    expect(couponValueLabel({ kind: 'percentage', value: 1250 })).toBe('12,5%');
    expect(couponValueLabel({ kind: 'percentage', value: 1000 })).toBe('10%');
    expect(couponValueLabel({ kind: 'amount', value: 1500 })).toBe('R$ 15,00');
  });
});
