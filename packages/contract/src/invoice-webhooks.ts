import { z } from './zod.ts';

/** The store a fiscal provider's webhook is for: its id in the URL registered with the provider. */
export const invoiceWebhookParamsSchema = z.object({
  storeId: z.uuid('Endereço de webhook inválido.'),
});

/** What a provider's notice made us do: whether the note's state changed. */
export const invoiceWebhookAnswerSchema = z.object({
  applied: z.boolean(),
});
