import { mutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { parse, type ApiClient } from '../client.ts';
import type { cardTokenBodySchema } from '@vitrine/contract/checkout';
import { cardTokenSchema } from '@vitrine/contract/checkout';

export type CardTokenInput = z.input<typeof cardTokenBodySchema>;
export type CardToken = z.infer<typeof cardTokenSchema>;

/**
 * POST {apiBase}/payments/sandbox/card-tokens — the sandbox PSP's tokenisation: the raw card
 * goes here only; the order gets the token. Test cards: see the endpoint's OpenAPI text.
 */
export function tokenizeCard(client: ApiClient, input: CardTokenInput): Promise<CardToken> {
  return parse(cardTokenSchema, client.api.post('payments/sandbox/card-tokens', { json: input }));
}

export function tokenizeCardMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['customer', 'tokenize-card'],
    mutationFn: (input: CardTokenInput) => tokenizeCard(client, input),
  });
}
