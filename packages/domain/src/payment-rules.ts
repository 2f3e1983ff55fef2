import { formatBRL } from './money.ts';
import type { ExtraDiscountRule, PaymentDefault } from './payment-schemas.ts';
import { round2 } from './round.ts';

// The ranges a store's payment rules (spec §3 payment_default) must stay in, written once: the
// API refuses what falls outside them and the office's form says so before sending.
//
// - Card instalments 1–24: what Brazilian acquirers offer at the most on "parcelado lojista".
// - Interest-free instalments 1–maximum: 1x on a card is the cash price everywhere, and with 0
//   the Price table would charge a month's interest on a single payment.
// - Monthly interest 0–6 %: the law that caps card credit's interest (Lei 14.690/2023: never
//   more than 100 % of the amount financed) is the yardstick: at 6 % a.m. in 24x the buyer pays
//   1.91 × the price, interest below that cap; at 6.5 % it is 2.0 ×. What acquirers charge a
//   store to finance a sale runs around 2–5 % a.m., so 6 % leaves room and refuses a typo
//   such as 19.9 for 1.99.
// - Minimum instalment at least R$ 5,00: the smallest instalment card acquirers accept.
// - A percentage discount below 100 % (a sale at R$ 0,00 is no sale); an amount discount below
//   the minimum order it applies from, so no order it reaches drops to R$ 0,00 or less.
// - Percentages and money with at most 2 decimals (cents; 1,99 % a.m.).

export const PAYMENT_RULE_LIMITS = {
  installmentMax: 24,
  monthlyInterestMax: 6,
  installmentMinimumAmount: 5,
  percentageDiscountBelow: 100,
} as const;

/**
 * The payment rules a store opened by sign-up starts with (spec §3 payment_default), until its
 * seller chooses: up to 12 instalments, interest-free only in one (the buyer, not a seller who
 * has not decided yet, pays for the financing), 1,99 % a.m. after that, instalments of at
 * least R$ 5,00 (PAYMENT_RULE_LIMITS), and no pix or boleto discount nobody chose to give.
 */
export const STARTER_PAYMENT_RULES: PaymentDefault = {
  card: {
    installment_max: 12,
    installment_fees: 1,
    installment_tax: 1.99,
    installment_minimum_amount: 5,
  },
  pix: { extra_discount: 0, extra_discount_type: 'percentage', extra_minimum_amount: 0 },
  boleto: { extra_discount: 0, extra_discount_type: 'percentage', extra_minimum_amount: 0 },
};

export type PaymentRuleProblemCode =
  | 'installment_max_out_of_range'
  | 'installment_fees_out_of_range'
  | 'installment_tax_out_of_range'
  | 'installment_minimum_too_low'
  | 'discount_percentage_out_of_range'
  | 'discount_amount_not_below_minimum'
  | 'too_many_decimals';

/** One refused value: where (`card.installment_max`), a stable code, and pt-BR words. */
export interface PaymentRuleProblem {
  path: string;
  code: PaymentRuleProblemCode;
  message: string;
}

const METHOD_NAMES = { pix: 'pix', boleto: 'boleto' } as const;
const hasCents = (value: number) => round2(value) === value;

function cardProblems(card: PaymentDefault['card']): PaymentRuleProblem[] {
  const problems: PaymentRuleProblem[] = [];
  const max = card.installment_max;
  if (!Number.isInteger(max) || max < 1 || max > PAYMENT_RULE_LIMITS.installmentMax) {
    problems.push({
      path: 'card.installment_max',
      code: 'installment_max_out_of_range',
      message: `O número máximo de parcelas vai de 1 a ${PAYMENT_RULE_LIMITS.installmentMax}.`,
    });
  }
  const fees = card.installment_fees;
  if (!Number.isInteger(fees) || fees < 1 || fees > max) {
    problems.push({
      path: 'card.installment_fees',
      code: 'installment_fees_out_of_range',
      message: 'As parcelas sem juros vão de 1 até o número máximo de parcelas.',
    });
  }
  const tax = card.installment_tax;
  if (!(tax >= 0 && tax <= PAYMENT_RULE_LIMITS.monthlyInterestMax)) {
    problems.push({
      path: 'card.installment_tax',
      code: 'installment_tax_out_of_range',
      message: `Os juros ao mês vão de 0% a ${PAYMENT_RULE_LIMITS.monthlyInterestMax}%.`,
    });
  } else if (!hasCents(tax)) {
    problems.push(tooManyDecimals('card.installment_tax', 'Os juros ao mês'));
  }
  const minimum = card.installment_minimum_amount;
  if (!(minimum >= PAYMENT_RULE_LIMITS.installmentMinimumAmount)) {
    problems.push({
      path: 'card.installment_minimum_amount',
      code: 'installment_minimum_too_low',
      message: `A parcela mínima é de pelo menos ${formatBRL(PAYMENT_RULE_LIMITS.installmentMinimumAmount)}.`,
    });
  } else if (!hasCents(minimum)) {
    problems.push(tooManyDecimals('card.installment_minimum_amount', 'A parcela mínima'));
  }
  return problems;
}

function tooManyDecimals(path: string, what: string): PaymentRuleProblem {
  return { path, code: 'too_many_decimals', message: `${what} aceita até 2 casas decimais.` };
}

function discountProblems(method: 'pix' | 'boleto', rule: ExtraDiscountRule): PaymentRuleProblem[] {
  const path = `${method}.extra_discount`;
  const name = METHOD_NAMES[method];
  const discount = rule.extra_discount;
  if (rule.extra_discount_type === 'percentage') {
    if (!(discount >= 0 && discount < PAYMENT_RULE_LIMITS.percentageDiscountBelow)) {
      return [
        {
          path,
          code: 'discount_percentage_out_of_range',
          message: `O desconto no ${name} em porcentagem vai de 0% a menos de 100%.`,
        },
      ];
    }
  } else if (discount > 0 && !(discount < rule.extra_minimum_amount)) {
    return [
      {
        path,
        code: 'discount_amount_not_below_minimum',
        message: `O desconto no ${name} em reais deve ser menor que o pedido mínimo para ele (${formatBRL(rule.extra_minimum_amount)}): senão a compra sairia de graça.`,
      },
    ];
  }
  if (!hasCents(discount)) return [tooManyDecimals(path, `O desconto no ${name}`)];
  return [];
}

/**
 * What is out of range in a store's payment rules (PAYMENT_RULE_LIMITS), one problem per
 * field; empty when every value is acceptable. The shape (numbers, the discount type) is the
 * schema's to check (paymentDefaultSchema); these are the ranges.
 */
export function paymentRuleProblems(rules: PaymentDefault): PaymentRuleProblem[] {
  return [
    ...cardProblems(rules.card),
    ...discountProblems('pix', rules.pix),
    ...discountProblems('boleto', rules.boleto),
  ];
}
