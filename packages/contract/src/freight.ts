import { cepSchema } from '@vitrine/domain/schemas';
import { moneySchema, text } from './common.ts';
import { z } from './zod.ts';

// A freight quote as the shopper sees it: on the product page (one variation and quantity),
// in the cart and at checkout (the whole cart). Money in reais; days are business days.

export const freightOptionSchema = z
  .object({
    /** Stable between the quote and the order: 'tabela', 'retirada', 'padrao', 'me-{service}'. */
    id: z.string(),
    /** 'flat': the store's flat fee, while it has set up neither a table nor a carrier. */
    kind: z.enum(['table', 'carrier', 'pickup', 'flat']),
    name: z.string(),
    /** The carrier's name ('Correios', 'Jadlog'); null for the store's own delivery and pickup. */
    carrier: z.string().nullable(),
    price: moneySchema,
    /** Business days; 0 for pickup; null for the flat fee, which promises no estimate. */
    days_min: z.number().int().nullable(),
    days_max: z.number().int().nullable(),
    /** Given away under the store's free-shipping rule. */
    free: z.boolean(),
  })
  .meta({ id: 'FreightOption' });
export type FreightOption = z.infer<typeof freightOptionSchema>;

export const freightQuoteSchema = z
  .object({
    options: z.array(freightOptionSchema),
    /** The free-shipping rule for this CEP: reached, how much is missing, or none. */
    free_shipping: z
      .union([
        z.object({ free: z.literal(true) }),
        z.object({ free: z.literal(false), missing: moneySchema }),
      ])
      .nullable(),
    /** The carrier platform did not answer: these options are the store's table only. */
    carrier_unavailable: z.boolean(),
    pickup: z.object({ address: z.string(), hours: z.string() }).nullable(),
  })
  .meta({ id: 'FreightQuote' });
export type FreightQuote = z.infer<typeof freightQuoteSchema>;

/** GET /freight/quote: the product page's "Calcular frete" for a variation and quantity. */
export const productFreightQuerySchema = z.object({
  cep: cepSchema,
  code: text().min(1).max(80),
  variation: text().min(1).max(80),
  qnt: z.coerce
    .number({ error: 'Quantidade inválida.' })
    .int({ error: 'Quantidade inválida.' })
    .min(1, { error: 'Quantidade inválida.' })
    .max(99, { error: 'Quantidade inválida.' })
    .default(1),
});
export type ProductFreightQuery = z.input<typeof productFreightQuerySchema>;

/** GET /cart/freight: the whole cart's quote, in the cart and at checkout. */
export const cartFreightQuerySchema = z.object({ cep: cepSchema });
