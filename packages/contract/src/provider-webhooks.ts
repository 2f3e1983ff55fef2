import { text } from './common.ts';
import { z } from './zod.ts';

/**
 * The store's token in a provider's callback URL (random, base64url): it names the store, so a
 * notice's body is never trusted to. Anything else (a NUL, a slash) is a 400, not a lookup.
 */
export const providerWebhookParamsSchema = z.object({
  token: text().regex(/^[\w-]{16,100}$/, 'Endereço de webhook inválido.'),
});

/** What a notice made us do: how many payments it named, how many it paid. */
export const providerNoticeAnswerSchema = z.object({
  received: z.number().int(),
  applied: z.number().int(),
});

/** Mercado Pago's notification URL query: `?data.id=<payment id>&type=payment`. */
export const mercadoPagoNoticeQuerySchema = z.object({
  'data.id': text().max(64).optional(),
  type: text().max(64).optional(),
});
