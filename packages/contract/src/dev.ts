import { z } from './zod.ts';

// DEMO_MODE-only endpoints: the e-mail outbox (GET /dev/outbox). The payment simulation's body
// lives with the payments contract (checkout.ts, simulatePaymentBodySchema).

export const outboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** first_access | recover_access | order_confirmation */
  template: z.string(),
  /** pending | sent | logged (no SMTP) | failed */
  status: z.string(),
  created_at: z.string(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

export const outboxListSchema = z.object({ items: z.array(outboxEmailSchema) });
