import { text } from './common.ts';
import { z } from './zod.ts';

// DEMO_MODE-only endpoints: the e-mail outbox (GET /dev/outbox). The payment simulation's body
// lives with the payments contract (checkout.ts, simulatePaymentBodySchema).

export const outboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /**
   * first_access | recover_access | password_changed | order_confirmation | payment_confirmed |
   * order_shipped | order_cancelled | new_sale | favourite_price_drop | cart_reminder
   */
  template: z.string(),
  /** The e-mail's own headers (a marketing e-mail's List-Unsubscribe), none: {}. */
  headers: z.record(z.string(), z.string()),
  /** queued (waiting, or retrying after a failure) | sent | logged (no SMTP) | failed (gave up) */
  status: z.enum(['queued', 'sent', 'logged', 'failed']),
  /** Delivery attempts so far, and the last failure's error. */
  attempts: z.number().int(),
  error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

export const outboxListSchema = z.object({ items: z.array(outboxEmailSchema) });

/**
 * POST /dev/cart-reminders/elapse: `minutes` pass for one shopper's open cart (its last change
 * and last reminder moved back), then the store's reminders' sweep runs, as the clock's job
 * would then; the demo's and the browser tests' way to see a reminder without waiting an hour.
 */
export const elapseCartBodySchema = z.object({
  email: z.email().max(254),
  minutes: z
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 31),
});
export const elapseCartSchema = z.object({ sent: z.number().int() });

/**
 * POST /dev/reviews/elapse: days pass since one order's delivery (its `entregue` event moved
 * back), then the store's review invitations' sweep runs, as the job would by then.
 */
export const elapseDeliveryBodySchema = z.object({
  order_code: text().trim().min(1).max(40),
  days: z.number().int().min(1).max(120),
});
export const elapseDeliverySchema = z.object({ sent: z.number().int() });

/**
 * POST /dev/stock-alerts/run: the store's back-in-stock sweep now, as the every-minute job would
 * run it; the browser tests' way to see an alert without waiting for the clock.
 */
export const runStockAlertsSchema = z.object({ sent: z.number().int() });
