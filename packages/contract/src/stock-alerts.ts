import { emailSchema } from '@vitrine/domain/schemas';
import { pageQuerySchema, paginated, text } from './common.ts';
import { z } from './zod.ts';

// "Avise-me quando chegar" (issue #37 §2): a shopper's request for a sold-out variation, its
// double opt-in and its way out; the seller's factor and the variations most asked for
// (Marketing → Avise-me).

/** A return of N units e-mails at most N × factor requests: more ask than buy. */
export const STOCK_ALERT_FACTOR = { min: 1, max: 10, default: 2 } as const;

/**
 * A shopper's request. Signed in, the account's e-mail is used and `email` is ignored; anyone
 * else gives the e-mail that confirms it.
 */
export const stockAlertBodySchema = z.object({ email: emailSchema.max(254).optional() });
export type StockAlertBody = z.infer<typeof stockAlertBodySchema>;

/** The variation by its code (its SKU, one per store): all the product page's link carries. */
export const stockAlertParamsSchema = z.object({ variation: text().trim().min(1).max(64) });

/** pending: waiting for the e-mail's confirmation; active: in the queue for the next return. */
export const stockAlertSchema = z
  .object({ status: z.enum(['pending', 'active', 'cancelled']) })
  .meta({ id: 'StockAlert' });
export type StockAlert = z.infer<typeof stockAlertSchema>;

/** The confirmation's or the unsubscribe's token, from the e-mail's link. */
export const stockAlertTokenBodySchema = z.object({ token: text().min(16).max(200) });
export type StockAlertTokenBody = z.infer<typeof stockAlertTokenBodySchema>;

export const stockAlertSettingsBodySchema = z.object({
  factor: z
    .number()
    .int()
    .min(STOCK_ALERT_FACTOR.min, 'Use um fator de 1 a 10.')
    .max(STOCK_ALERT_FACTOR.max, 'Use um fator de 1 a 10.'),
});
export type StockAlertSettingsBody = z.infer<typeof stockAlertSettingsBodySchema>;
export const stockAlertSettingsSchema = stockAlertSettingsBodySchema.meta({
  id: 'StockAlertSettings',
});
export type StockAlertSettings = z.infer<typeof stockAlertSettingsSchema>;

/** A variation with requests waiting, for the office's list (most asked first). */
export const stockAlertVariationSchema = z
  .object({
    product_id: z.uuid(),
    product_name: z.string(),
    variation_name: z.string().nullable(),
    /** null: stock not counted. */
    stock: z.number().int().nullable(),
    /** Active requests (confirmed, not yet e-mailed). */
    requests: z.number().int(),
  })
  .meta({ id: 'StockAlertVariation' });
export type StockAlertVariation = z.infer<typeof stockAlertVariationSchema>;

export const stockAlertVariationQuerySchema = pageQuerySchema;
export type StockAlertVariationQuery = z.infer<typeof stockAlertVariationQuerySchema>;
export const stockAlertVariationListSchema = paginated(stockAlertVariationSchema);
export type StockAlertVariationList = z.infer<typeof stockAlertVariationListSchema>;
