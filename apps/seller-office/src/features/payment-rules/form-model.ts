import { paymentRulesFormSchema, type PaymentRules } from '@vitrine/contract/payment-rules';
import type { FieldPath } from 'react-hook-form';

// The payment rules form holds the rules as the API answers and takes them (no mapping: the
// contract's form schema is the body's, with the ranges of @vitrine/domain/payment-rules).

export type PaymentRulesFormValues = PaymentRules;

/** What the form's resolver checks: the contract's schema, the API's own ranges. */
export const formSchema = paymentRulesFormSchema;

/** Every field an API refusal may name (its details' `path`), in the form's order. */
export const FORM_FIELDS: readonly FieldPath<PaymentRulesFormValues>[] = [
  'card.installment_max',
  'card.installment_fees',
  'card.installment_tax',
  'card.installment_minimum_amount',
  ...(['pix', 'boleto'] as const).flatMap(
    (method) =>
      [
        `${method}.extra_discount`,
        `${method}.extra_discount_type`,
        `${method}.extra_minimum_amount`,
      ] as const,
  ),
];
