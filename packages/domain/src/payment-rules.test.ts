import { describe, expect, it } from 'vitest';
import { installmentOptions } from './installments.ts';
import {
  PAYMENT_RULE_LIMITS,
  paymentRuleProblems,
  STARTER_PAYMENT_RULES,
} from './payment-rules.ts';
import type { PaymentDefault } from './payment-schemas.ts';

const rules = (): PaymentDefault => ({
  card: {
    installment_max: 12,
    installment_fees: 3,
    installment_tax: 1.99,
    installment_minimum_amount: 10,
  },
  pix: { extra_discount: 5, extra_discount_type: 'percentage', extra_minimum_amount: 100 },
  boleto: { extra_discount: 10, extra_discount_type: 'amount', extra_minimum_amount: 100 },
});

describe('paymentRuleProblems', () => {
  it('accepts the demo store rules and the edges of every range', () => {
    expect(paymentRuleProblems(rules())).toEqual([]);
    const edges = rules();
    edges.card = {
      installment_max: 24,
      installment_fees: 24,
      installment_tax: 6,
      installment_minimum_amount: 5,
    };
    edges.pix = {
      extra_discount: 99.99,
      extra_discount_type: 'percentage',
      extra_minimum_amount: 0,
    };
    edges.boleto = {
      extra_discount: 99.99,
      extra_discount_type: 'amount',
      extra_minimum_amount: 100,
    };
    expect(paymentRuleProblems(edges)).toEqual([]);
    edges.pix = { extra_discount: 0, extra_discount_type: 'amount', extra_minimum_amount: 0 };
    expect(paymentRuleProblems(edges)).toEqual([]);
  });

  const refusals: [string, string, (r: PaymentDefault) => void][] = [
    [
      'card.installment_max',
      'installment_max_out_of_range',
      (r) => void (r.card.installment_max = 25),
    ],
    [
      'card.installment_fees',
      'installment_fees_out_of_range',
      (r) => void (r.card.installment_fees = 13),
    ],
    [
      'card.installment_fees',
      'installment_fees_out_of_range',
      (r) => void (r.card.installment_fees = 0),
    ],
    [
      'card.installment_tax',
      'installment_tax_out_of_range',
      (r) => void (r.card.installment_tax = 6.01),
    ],
    [
      'card.installment_tax',
      'installment_tax_out_of_range',
      (r) => void (r.card.installment_tax = -1),
    ],
    ['card.installment_tax', 'too_many_decimals', (r) => void (r.card.installment_tax = 1.999)],
    [
      'card.installment_minimum_amount',
      'installment_minimum_too_low',
      (r) => void (r.card.installment_minimum_amount = 4.99),
    ],
    [
      'pix.extra_discount',
      'discount_percentage_out_of_range',
      (r) => void (r.pix.extra_discount = 100),
    ],
    ['pix.extra_discount', 'too_many_decimals', (r) => void (r.pix.extra_discount = 5.555)],
    [
      'boleto.extra_discount',
      'discount_amount_not_below_minimum',
      (r) => void (r.boleto.extra_discount = 100),
    ],
    [
      'boleto.extra_discount',
      'discount_amount_not_below_minimum',
      (r) => void (r.boleto.extra_minimum_amount = 0),
    ],
  ];

  it.each(refusals)('refuses %s (%s)', (path, code, change) => {
    const refused = rules();
    change(refused);
    const problems = paymentRuleProblems(refused);
    expect(problems.map((problem) => [problem.path, problem.code])).toEqual([[path, code]]);
    expect(problems[0]?.message).toMatch(/^[A-Z].+\.$/);
  });

  it('keeps every accepted card rule within the interest cap it is justified by', () => {
    // At the highest rate in the longest plan, what the buyer pays stays under twice the price.
    const card = {
      installment_max: PAYMENT_RULE_LIMITS.installmentMax,
      installment_fees: 1,
      installment_tax: PAYMENT_RULE_LIMITS.monthlyInterestMax,
      installment_minimum_amount: PAYMENT_RULE_LIMITS.installmentMinimumAmount,
    };
    const longest = installmentOptions(1000, card).at(-1);
    expect(longest?.installmentNumber).toBe(24);
    expect(longest!.totalAmount).toBeLessThan(2000);
  });
});

describe('STARTER_PAYMENT_RULES', () => {
  it('are rules a seller could save, and give no discount nobody chose', () => {
    expect(paymentRuleProblems(STARTER_PAYMENT_RULES)).toEqual([]);
    expect(STARTER_PAYMENT_RULES.pix.extra_discount).toBe(0);
    expect(STARTER_PAYMENT_RULES.boleto.extra_discount).toBe(0);
  });
});
