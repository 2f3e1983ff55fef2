import { paymentRuleProblems } from '@vitrine/domain/payment-rules';
import { paymentDefaultSchema } from './stores.ts';
import type { z } from './zod.ts';

// A store's payment rules as its seller edits them (spec §3 payment_default). The API takes
// the plain shape and answers its range problems itself, each with a code (400
// `payment_rules_out_of_range`, details `{ path, code, message }`); the office's form checks
// the same ranges (@vitrine/domain/payment-rules) before sending.

/** GET and PUT /settings/payment-rules: the body and the answer. */
export const paymentRulesSchema = paymentDefaultSchema;
export type PaymentRules = z.infer<typeof paymentRulesSchema>;

/** The form's schema: the shape, then every range, each problem under its field. */
export const paymentRulesFormSchema = paymentRulesSchema.superRefine((rules, context) => {
  for (const problem of paymentRuleProblems(rules)) {
    context.addIssue({
      code: 'custom',
      path: problem.path.split('.'),
      message: problem.message,
      params: { code: problem.code },
    });
  }
});

/** The refusal's code when a value is out of range (its details name each field). */
export const PAYMENT_RULES_OUT_OF_RANGE = 'payment_rules_out_of_range';
