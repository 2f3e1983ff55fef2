import { pageQuerySchema, paginated, text } from './common.ts';
import { z } from './zod.ts';

// Abandoned-cart reminders (issue #37 §1): the seller's settings and carts (Marketing →
// Carrinhos abandonados), the shopper's marketing e-mails consent, the reminder's restore link
// and its one-click unsubscribe. Delays are minutes after the cart's last change.

/** Sooner than this a "you left your cart" reads as spam; later than 30 days, as news. */
export const REMINDER_DELAY_MINUTES = { min: 15, max: 30 * 24 * 60 } as const;
export const DEFAULT_REMINDER_DELAYS = [60, 24 * 60, 72 * 60] as const;

const delay = z.number().int().min(REMINDER_DELAY_MINUTES.min).max(REMINDER_DELAY_MINUTES.max);

export const REMINDER_SETTINGS_MESSAGES = {
  order: 'Cada lembrete vem depois do anterior: use um tempo maior que o do lembrete de antes.',
  thirdWithoutSecond: 'Para ter o terceiro lembrete, ligue o segundo.',
} as const;

/**
 * The seller's settings: the reminders on or off, each one's delay (the second and third may be
 * off: null; a third needs a second), and the coupon offered in the last reminder (null: none).
 */
export const cartReminderSettingsBodySchema = z
  .object({
    enabled: z.boolean(),
    first_delay_minutes: delay,
    second_delay_minutes: delay.nullable(),
    third_delay_minutes: delay.nullable(),
    last_coupon_id: z.uuid().nullable(),
  })
  .superRefine((body, ctx) => {
    const { first_delay_minutes: first, second_delay_minutes: second } = body;
    const third = body.third_delay_minutes;
    if (second !== null && second <= first) {
      ctx.addIssue({
        code: 'custom',
        path: ['second_delay_minutes'],
        message: REMINDER_SETTINGS_MESSAGES.order,
      });
    }
    if (third !== null && second === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['third_delay_minutes'],
        message: REMINDER_SETTINGS_MESSAGES.thirdWithoutSecond,
      });
    } else if (third !== null && second !== null && third <= second) {
      ctx.addIssue({
        code: 'custom',
        path: ['third_delay_minutes'],
        message: REMINDER_SETTINGS_MESSAGES.order,
      });
    }
  });
export type CartReminderSettingsBody = z.infer<typeof cartReminderSettingsBodySchema>;

export const cartReminderSettingsSchema = z
  .object({
    enabled: z.boolean(),
    first_delay_minutes: z.number().int(),
    second_delay_minutes: z.number().int().nullable(),
    third_delay_minutes: z.number().int().nullable(),
    last_coupon_id: z.uuid().nullable(),
    /** The coupon's code, as the e-mail shows it. */
    last_coupon_code: z.string().nullable(),
  })
  .meta({ id: 'CartReminderSettings' });
export type CartReminderSettings = z.infer<typeof cartReminderSettingsSchema>;

/** open: no order yet; recovered: an order after a reminder; lost: emptied after one. */
export const ABANDONED_CART_STATUSES = ['open', 'recovered', 'lost'] as const;
export const ABANDONED_CART_STATUS_LABELS = {
  open: 'Em aberto',
  recovered: 'Recuperado',
  lost: 'Esvaziado',
} as const satisfies Record<(typeof ABANDONED_CART_STATUSES)[number], string>;

/** A cart that got a reminder: its value at the last one, and how it ended. */
export const abandonedCartSchema = z
  .object({
    id: z.uuid(),
    customer_name: z.string(),
    customer_email: z.string(),
    /** Reais, the cart's value when the last reminder went out. */
    value: z.number(),
    reminders_sent: z.number().int(),
    last_reminder_at: z.iso.datetime({ offset: true }),
    status: z.enum(ABANDONED_CART_STATUSES),
    /** The order that recovered it. */
    order_code: z.string().nullable(),
  })
  .meta({ id: 'AbandonedCart' });
export type AbandonedCart = z.infer<typeof abandonedCartSchema>;

export const abandonedCartQuerySchema = pageQuerySchema;
export type AbandonedCartQuery = z.infer<typeof abandonedCartQuerySchema>;
export const abandonedCartListSchema = paginated(abandonedCartSchema);
export type AbandonedCartList = z.infer<typeof abandonedCartListSchema>;

/** A reminder's restore link: the token of the e-mail, for the session's shopper. */
export const cartRestoreBodySchema = z.object({ token: text().min(16).max(200) });
export type CartRestoreBody = z.infer<typeof cartRestoreBodySchema>;

/** The marketing e-mails (the reminders): on since `since` (the consent's moment), or off. */
export const marketingEmailsSchema = z.object({
  enabled: z.boolean(),
  since: z.iso.datetime({ offset: true }).nullable(),
});
export type MarketingEmails = z.infer<typeof marketingEmailsSchema>;

/** Where the shopper answered: the account's preferences, or the checkout's box. */
export const marketingEmailsBodySchema = z.object({
  enabled: z.boolean(),
  where: z.enum(['account', 'checkout']).default('account'),
});
export type MarketingEmailsBody = z.input<typeof marketingEmailsBodySchema>;

/** The e-mail's unsubscribe link (no session: the token is the proof). */
export const marketingUnsubscribeBodySchema = z.object({ token: text().min(16).max(200) });

/** The RFC 8058 one-click address's token (a mail client's POST: no session, no store). */
export const marketingOneClickParamsSchema = marketingUnsubscribeBodySchema;

/** What the box says (sign-up, checkout, account), kept with each consent given (LGPD art. 8). */
export const MARKETING_EMAILS_WORDING =
  'Quero receber e-mails da loja com lembretes do meu carrinho e ofertas. Posso cancelar quando quiser, na minha conta ou pelo link em cada e-mail.';
