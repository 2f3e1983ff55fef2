import type { ApiError } from '@vitrine/api-client/errors';
import { placeRefusal } from '@vitrine/contract/refusal';
import { formatBRL } from '@vitrine/domain/money';
import { CART_PATH } from '../../../lib/paths.ts';
import { checkoutMessages } from '../messages.ts';

const t = checkoutMessages.refusal;

/** The pay form's fields a refusal may be about. */
type RefusedField =
  | 'card.number'
  | 'card.expiry'
  | 'card.cvv'
  | 'address_id'
  | 'freight_option'
  | 'cpf'
  | 'whatsapp_phone';

/** The fields the API's validator may name in a 400's details (`{ path, message }`). */
const DETAIL_FIELDS = ['whatsapp_phone'] as const satisfies readonly RefusedField[];

/** Why the order was not made, as the pay page shows it above its button. */
export type Refusal = {
  message: string;
  link?: { to: string; label: string };
  /** What the page must refresh for the shopper to see what changed. */
  refresh?: 'quote' | 'addresses';
  /** The field a tokenisation or address refusal is about: its error shows there. */
  field?: RefusedField;
  /** The outcome is unknown (no answer): the retry must be the same request. */
  unknown?: boolean;
};

export const priceChanged = (before: number, after: number): Refusal => ({
  message: t.priceChanged(formatBRL(before), formatBRL(after)),
});

/** No freight for the address now (its CEP, the store's coverage, the platform down). */
export const freightRefusal = (error: { code: string; message: string }): Refusal => ({
  message: checkoutMessages.freight.errors[error.code] ?? error.message,
  field: 'freight_option',
  refresh: 'quote',
});

export const emptyCart: Refusal = { message: t.emptyCart, link: { to: '/', label: t.backToStore } };

/**
 * The API's refusals of a card tokenisation or an order (apps/api checkout, payments) as the
 * shopper reads them. A declined card, no stock, a changed cart: each says what happened; no
 * answer at all keeps the attempt, so trying again is the same request (Idempotency-Key).
 */
export function refusalOf(error: ApiError): Refusal {
  switch (error.code) {
    case 'invalid_card':
    case 'unsupported_brand':
      return { message: error.message, field: 'card.number' };
    case 'expired_card':
      return error.status === 400
        ? { message: error.message, field: 'card.expiry' }
        : { message: t.declined(error.message) };
    case 'invalid_card_token':
      return { message: error.message };
    case 'out_of_stock':
    case 'product_unavailable':
      return {
        message: t.stock(error.message),
        link: { to: CART_PATH, label: checkoutMessages.pay.reviewCart },
        refresh: 'quote',
      };
    case 'empty_cart':
      return emptyCart;
    case 'installments_not_offered':
      return { message: error.message, refresh: 'quote' };
    case 'address_required':
    case 'address_not_found':
      return { message: error.message, refresh: 'addresses', field: 'address_id' };
    case 'freight_changed':
      return { message: error.message, refresh: 'quote' };
    case 'freight_option_unavailable':
    case 'freight_unavailable':
    case 'no_service':
    case 'cep_not_found':
      return freightRefusal(error);
    case 'cart_changed':
      return { message: error.message, refresh: 'quote' };
    case 'cpf_required':
    case 'invalid_cpf':
      return { message: error.message, field: 'cpf' };
    case 'idempotency_key_reused':
      return { message: t.alreadyPlaced };
    case 'validation_error': {
      const atField = detailRefusal(error);
      if (atField) return atField;
      break;
    }
    default:
      break;
  }
  if (error.status === 402) return { message: t.declined(error.message) };
  if (error.status === 0 || error.status >= 500)
    return { message: t.unknownOutcome, unknown: true };
  return { message: error.message || t.generic };
}

/** A 400 whose details name one of the form's fields: its error shows there (the first). */
function detailRefusal(error: ApiError): Refusal | null {
  const placed: Refusal[] = [];
  placeRefusal(error, DETAIL_FIELDS, (field, message) => placed.push({ message, field }));
  return placed[0] ?? null;
}
