import { GatewayRefused, GatewayUnavailable } from '../gateway/errors.ts';
import { checkoutMessages } from '../messages.ts';
import type { Refusal } from './refusal.ts';

const t = checkoutMessages.refusal;

/** Mercado Pago's card_tokens causes, by the field the shopper can correct. */
type CardField = keyof typeof t.gatewayField;
const FIELD_OF: Record<string, CardField> = {
  E301: 'card.number',
  '205': 'card.number',
  '325': 'card.expiry',
  '326': 'card.expiry',
  '208': 'card.expiry',
  '209': 'card.expiry',
  E302: 'card.cvv',
  '224': 'card.cvv',
};

/**
 * A gateway's failure to tokenise as the shopper reads it, or null for any other error (the
 * API's, refusal.ts). Nothing was charged and no order was made: the form stays as typed.
 */
export function gatewayRefusalOf(error: unknown): Refusal | null {
  if (error instanceof GatewayRefused) {
    const field = error.codes.map((code) => FIELD_OF[code]).find((found) => found !== undefined);
    return field ? { message: t.gatewayField[field], field } : { message: t.gatewayRefused };
  }
  if (error instanceof GatewayUnavailable) return { message: t.gatewayUnavailable };
  return null;
}
