import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { installmentHeadline, installmentOptions } from './installments.ts';
import type { CardPaymentDefault } from './payment-schemas.ts';
import { round2 } from './round.ts';

const card = (overrides: Partial<CardPaymentDefault> = {}): CardPaymentDefault => ({
  installment_max: 12,
  installment_fees: 3,
  installment_tax: 1.99,
  installment_minimum_amount: 5,
  ...overrides,
});

describe('installmentOptions', () => {
  // Worked example, R$ 1.000,00 at 1,99% a.m., 3x interest-free, up to 12x (Price table):
  //   1.0199^4  = 1.08200774…; 1 − 1/1.08200774 = 0.07579219…; 19.90 / 0.07579219 = 262.5600…
  //   1.0199^12 = 1.26675055…; 1 − 1/1.26675055 = 0.21057859…; 19.90 / 0.21057859 = 94.5015…
  // so 12x is R$ 94,50 (total 12 × 94.50 = 1134.00), not the R$ 94,55 sometimes quoted.
  it.each([
    { n: 1, installmentAmount: 1000, hasInterest: false, totalAmount: 1000 },
    { n: 2, installmentAmount: 500, hasInterest: false, totalAmount: 1000 },
    { n: 3, installmentAmount: 333.33, hasInterest: false, totalAmount: 1000 },
    { n: 4, installmentAmount: 262.56, hasInterest: true, totalAmount: 1050.24 },
    { n: 12, installmentAmount: 94.5, hasInterest: true, totalAmount: 1134 },
  ])('prices R$ 1.000,00 in $n x at 1.99% a.m. after 3 free', (row) => {
    const option = installmentOptions(1000, card())[row.n - 1];
    expect(option).toEqual({
      installmentNumber: row.n,
      installmentAmount: row.installmentAmount,
      hasInterest: row.hasInterest,
      totalAmount: row.totalAmount,
    });
  });

  it('keeps the interest-free total at the cash price, not n × the rounded instalment', () => {
    // 100 / 3 = 33.333… → 33.33, yet the buyer pays R$ 100,00, not 99.99.
    expect(installmentOptions(100, card({ installment_max: 3 }))[2]).toEqual({
      installmentNumber: 3,
      installmentAmount: 33.33,
      hasInterest: false,
      totalAmount: 100,
    });
  });

  it('charges interest from 1x when no instalment is interest-free', () => {
    // installment_fees 0: 1x is the Price table with n = 1, i.e. 1000 × 1.0199 = 1019.90.
    expect(installmentOptions(1000, card({ installment_fees: 0 }))[0]).toEqual({
      installmentNumber: 1,
      installmentAmount: 1019.9,
      hasInterest: true,
      totalAmount: 1019.9,
    });
  });

  it('treats a zero rate as interest-free whatever installment_fees says', () => {
    const options = installmentOptions(
      100,
      card({ installment_max: 3, installment_fees: 0, installment_tax: 0 }),
    );
    expect(options).toEqual([
      { installmentNumber: 1, installmentAmount: 100, hasInterest: false, totalAmount: 100 },
      { installmentNumber: 2, installmentAmount: 50, hasInterest: false, totalAmount: 100 },
      { installmentNumber: 3, installmentAmount: 33.33, hasInterest: false, totalAmount: 100 },
    ]);
  });

  it.each([
    // Interest-free: 100 / 10 = 10.00 meets the minimum of 10; 100 / 11 = 9.09 does not.
    {
      label: 'interest-free',
      amount: 100,
      overrides: { installment_fees: 12, installment_minimum_amount: 10 },
      expected: 10,
    },
    // 2.99% a.m. after 1x: 7x is 100 × 0.0299 / (1 − 1.0299^−7) = 16.0446 → 16.04 ≥ 15;
    // 8x is 14.2396 → 14.24 < 15, so the table ends at 7x.
    {
      label: 'with interest',
      amount: 100,
      overrides: { installment_fees: 1, installment_tax: 2.99, installment_minimum_amount: 15 },
      expected: 7,
    },
  ])(
    'stops when an instalment would fall below the minimum ($label)',
    ({ amount, overrides, expected }) => {
      const options = installmentOptions(amount, card(overrides));
      expect(options.map((option) => option.installmentNumber)).toEqual(
        Array.from({ length: expected }, (_, index) => index + 1),
      );
    },
  );

  it.each([
    {
      label: 'minimum above the amount',
      amount: 30,
      overrides: { installment_minimum_amount: 50 },
    },
    { label: 'installment_max 1', amount: 1000, overrides: { installment_max: 1 } },
    { label: 'installment_max 0', amount: 1000, overrides: { installment_max: 0 } },
    { label: 'amount 0', amount: 0, overrides: {} },
  ])('offers exactly one option, 1x, with $label', ({ amount, overrides }) => {
    expect(installmentOptions(amount, card(overrides))).toEqual([
      { installmentNumber: 1, installmentAmount: amount, hasInterest: false, totalAmount: amount },
    ]);
  });

  it('totals n rounded instalments, so a negligible rate can leave the total a cent short', () => {
    // 0.0001% a.m.: 3x is 100 × 0.000001 / (1 − 1.000001^−3) = 33.33340 → 33.33; 3 × 33.33 = 99.99.
    // This is why the "never below the amount" law below needs a rate that earns at least a cent.
    const [, , third] = installmentOptions(
      100,
      card({ installment_fees: 0, installment_tax: 0.0001, installment_max: 3 }),
    );
    expect(third).toEqual({
      installmentNumber: 3,
      installmentAmount: 33.33,
      hasInterest: true,
      totalAmount: 99.99,
    });
  });

  it.each([-0.01, NaN, Infinity, -Infinity])('throws a RangeError for amount %s', (amount) => {
    expect(() => installmentOptions(amount, card())).toThrow(RangeError);
  });

  it.each([
    { installment_max: 1.5 },
    { installment_fees: -1 },
    { installment_tax: -1 },
    { installment_tax: NaN },
    { installment_minimum_amount: Infinity },
  ])('throws a RangeError for a card setting out of range (%o)', (overrides) => {
    expect(() => installmentOptions(100, card(overrides))).toThrow(RangeError);
  });

  const cardWithRate = (minRate: number) =>
    fc.record({
      installment_max: fc.integer({ min: 0, max: 24 }),
      installment_fees: fc.integer({ min: 0, max: 24 }),
      installment_tax: fc
        .integer({ min: minRate * 100, max: 1000 })
        .map((hundredths) => hundredths / 100),
      installment_minimum_amount: fc.integer({ min: 0, max: 10_000 }).map((cents) => cents / 100),
    });
  const anyCard = cardWithRate(0);
  const anyAmount = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100);

  it('always offers 1x, then consecutive counts up to installment_max', () => {
    fc.assert(
      fc.property(anyAmount, anyCard, (amount, settings) => {
        const numbers = installmentOptions(amount, settings).map(
          (option) => option.installmentNumber,
        );
        expect(numbers[0]).toBe(1);
        expect(numbers).toEqual(numbers.map((_, index) => index + 1));
        expect(numbers.length).toBeLessThanOrEqual(Math.max(1, settings.installment_max));
      }),
    );
  });

  it('cuts the unrestricted series at the first instalment below the minimum', () => {
    fc.assert(
      fc.property(anyAmount, anyCard, (amount, settings) => {
        const full = installmentOptions(amount, { ...settings, installment_minimum_amount: 0 });
        const cut = full.findIndex(
          (option, index) =>
            index > 0 && option.installmentAmount < settings.installment_minimum_amount,
        );
        expect(installmentOptions(amount, settings)).toEqual(
          cut === -1 ? full : full.slice(0, cut),
        );
      }),
    );
  });

  it('keeps every interest-free total at exactly the rounded amount', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e7, noNaN: true }), anyCard, (amount, settings) => {
        for (const option of installmentOptions(amount, settings).filter((o) => !o.hasInterest)) {
          expect(option.totalAmount).toBe(round2(amount));
        }
      }),
    );
  });

  // Why the next two laws hold. Price-table interest is at least the SAC's, A·i·(n+1)/2, so an
  // instalment exceeds A/n by at least A·i/2, and the total grows by at least A·i/2 per extra
  // instalment. Rounding moves each instalment by at most half a cent, i.e. a total by at most
  // 0.005·n. Hence total ≥ A once A·i ≥ 0.01, and total(n+1) ≥ total(n) once A·i ≥ 0.01·(2n+1)
  // — at most 0.49 for 24x; the arbitraries below (A ≥ 100, i ≥ 1%) give A·i ≥ 1.
  const realisticAmount = fc.integer({ min: 10_000, max: 10_000_000 }).map((cents) => cents / 100);
  const realisticCard = cardWithRate(1);

  it('never totals below the amount when a month of interest earns at least a cent', () => {
    fc.assert(
      fc.property(realisticAmount, realisticCard, (amount, settings) => {
        for (const option of installmentOptions(amount, settings)) {
          expect(option.totalAmount).toBeGreaterThanOrEqual(amount);
        }
      }),
    );
  });

  it('never lowers the total as the number of instalments grows', () => {
    fc.assert(
      fc.property(realisticAmount, realisticCard, (amount, settings) => {
        const totals = installmentOptions(amount, settings).map((option) => option.totalAmount);
        totals
          .slice(1)
          .forEach((total, index) => expect(total).toBeGreaterThanOrEqual(totals[index]!));
      }),
    );
  });

  it('stays within half a cent per instalment of the amount at any rate', () => {
    fc.assert(
      fc.property(anyAmount, anyCard, (amount, settings) => {
        for (const option of installmentOptions(amount, settings)) {
          const shortfallCents = Math.round(amount * 100) - Math.round(option.totalAmount * 100);
          expect(shortfallCents).toBeLessThanOrEqual(option.installmentNumber / 2);
        }
      }),
    );
  });
});

describe('installmentHeadline', () => {
  it('puts the best interest-free offer first, then the longest plan with interest', () => {
    // The demo store's case: 3x sem juros, up to 12x at 1,99% a.m.
    const options = installmentOptions(1000, card());
    expect(installmentHeadline(options)).toEqual({ first: options[2], upTo: options[11] });
  });

  it('advertises the longest plan alone when it is itself interest-free', () => {
    const options = installmentOptions(600, card({ installment_max: 6, installment_fees: 6 }));
    expect(installmentHeadline(options)).toEqual({ first: options[5], upTo: undefined });
  });

  it('falls back to the longest plan, with interest, when no instalment above 1x is free', () => {
    const options = installmentOptions(1000, card({ installment_fees: 1 }));
    const headline = installmentHeadline(options);
    expect(headline).toEqual({ first: options[11], upTo: undefined });
    expect(headline?.first.hasInterest).toBe(true);
  });

  it('stops where the minimum instalment stops the series', () => {
    // R$ 40,00 with a R$ 10,00 minimum: 4x (with interest, about R$ 10,50) is the last plan.
    const options = installmentOptions(40, card({ installment_minimum_amount: 10 }));
    const headline = installmentHeadline(options);
    expect(headline?.first.installmentNumber).toBe(3);
    expect(headline?.first.hasInterest).toBe(false);
    expect(headline?.upTo?.installmentNumber).toBe(4);
  });

  it('has nothing to advertise when only 1x is offered', () => {
    expect(installmentHeadline(installmentOptions(4, card()))).toBeUndefined();
    expect(installmentHeadline([])).toBeUndefined();
  });
});
