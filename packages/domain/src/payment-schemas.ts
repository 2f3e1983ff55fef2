import { z } from 'zod';
import { moneySchema } from './schemas.ts';

// spec §3 payment_default and the instalment option, written once: the API's column type, the
// contract's answers and the pricing functions here all take their types from these schemas.

/** A store's pix or boleto extra-discount settings (spec §3, `payment_default.pix|boleto`). */
export const extraDiscountRuleSchema = z.object({
  /** Reais off when the type is 'amount', percent off when it is 'percentage'. */
  extra_discount: z.number().nonnegative(),
  extra_discount_type: z.enum(['amount', 'percentage']),
  /** The discount applies from this amount up (inclusive), in reais. */
  extra_minimum_amount: moneySchema,
});
export type ExtraDiscountRule = z.infer<typeof extraDiscountRuleSchema>;

/** A store's card settings (spec §3, `payment_default.card`). */
export const cardPaymentDefaultSchema = z.object({
  /** Highest number of instalments offered. */
  installment_max: z.number().int().min(1),
  /** How many of the first instalment counts are interest-free. */
  installment_fees: z.number().int().min(0),
  /** Monthly interest, in percent (1.99 means 1.99% a.m.). */
  installment_tax: z.number().nonnegative(),
  /** Smallest instalment value the store accepts, in reais. */
  installment_minimum_amount: moneySchema,
});
export type CardPaymentDefault = z.infer<typeof cardPaymentDefaultSchema>;

/** spec §3 payment_default per method. */
export const paymentDefaultSchema = z.object({
  card: cardPaymentDefaultSchema,
  pix: extraDiscountRuleSchema,
  boleto: extraDiscountRuleSchema,
});
export type PaymentDefault = z.infer<typeof paymentDefaultSchema>;

/** One line of the "em até 12x" table (spec §3, instalment option). */
export const installmentOptionSchema = z.object({
  installmentNumber: z.number().int(),
  installmentAmount: moneySchema,
  hasInterest: z.boolean(),
  totalAmount: moneySchema,
});
export type InstallmentOption = z.infer<typeof installmentOptionSchema>;
