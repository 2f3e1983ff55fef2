import type { CardGateway } from '@vitrine/contract/stores';
import { normalizeCardNumber } from '@vitrine/domain/card';
import { type CardFields, parseExpiry } from '../model/card-form.ts';
import { GatewayRefused, GatewayUnavailable } from './errors.ts';
import { loadScript } from './load-script.ts';

// Mercado Pago's browser SDK (MercadoPago.js v2, "core methods"): `new MercadoPago(publicKey,
// { locale })` and `createCardToken({...})`, which posts the card to Mercado Pago's own
// /v1/card_tokens and resolves the token. The card never passes through our servers; the order
// gets only the token's id.

/** What createCardToken takes (the SDK's CardTokenParams). */
export type MercadoPagoCardTokenParams = {
  cardNumber: string;
  cardholderName: string;
  cardExpirationMonth: string;
  cardExpirationYear: string;
  securityCode: string;
  identificationType?: string;
  identificationNumber?: string;
};

type MercadoPagoInstance = {
  createCardToken(params: MercadoPagoCardTokenParams): Promise<{ id: string; date_due?: string }>;
};

declare global {
  interface Window {
    MercadoPago?: new (publicKey: string, options?: { locale?: string }) => MercadoPagoInstance;
  }
}

/** The causes of a refusal: the SDK rejects with a list, the API's body has `cause`. */
function causeCodes(error: unknown): string[] | null {
  const causes = Array.isArray(error)
    ? error
    : error && typeof error === 'object' && 'cause' in error && Array.isArray(error.cause)
      ? error.cause
      : null;
  if (!causes?.length) return null;
  return causes.map((cause: { code?: unknown }) => String(cause?.code ?? ''));
}

const instances = new Map<string, MercadoPagoInstance>();

async function instanceFor(gateway: CardGateway): Promise<MercadoPagoInstance> {
  const kept = instances.get(gateway.public_key);
  if (kept) return kept;
  try {
    await loadScript(gateway.sdk_url);
  } catch (error) {
    throw new GatewayUnavailable('Mercado Pago SDK not loaded', { cause: error });
  }
  const MercadoPago = window.MercadoPago;
  if (!MercadoPago) throw new GatewayUnavailable('Mercado Pago SDK did not define MercadoPago');
  const instance = new MercadoPago(gateway.public_key, { locale: 'pt-BR' });
  instances.set(gateway.public_key, instance);
  return instance;
}

/** The SDK's parameters for a card the form validated; the holder's CPF when there is one. */
export function cardTokenParams(card: CardFields, cpf: string): MercadoPagoCardTokenParams {
  const expiry = parseExpiry(card.expiry);
  if (!expiry) throw new RangeError('cardTokenParams: validate the card first');
  const cpfDigits = cpf.replace(/\D/g, '');
  return {
    cardNumber: normalizeCardNumber(card.number),
    cardholderName: card.holder.trim(),
    cardExpirationMonth: String(expiry.month).padStart(2, '0'),
    cardExpirationYear: String(expiry.year),
    securityCode: card.cvv,
    ...(cpfDigits ? { identificationType: 'CPF', identificationNumber: cpfDigits } : {}),
  };
}

/** A Mercado Pago card token (single use; Mercado Pago keeps it 7 days) and when it lapses. */
export async function mercadoPagoCardToken(
  gateway: CardGateway,
  card: CardFields,
  cpf: string,
): Promise<{ token: string; expiresAt: number }> {
  const mp = await instanceFor(gateway);
  let answer: { id: string; date_due?: string };
  try {
    answer = await mp.createCardToken(cardTokenParams(card, cpf));
  } catch (error) {
    const codes = causeCodes(error);
    if (codes) throw new GatewayRefused(codes);
    throw new GatewayUnavailable('Mercado Pago did not tokenise the card', { cause: error });
  }
  if (!answer?.id) throw new GatewayUnavailable('Mercado Pago answered no token');
  const due = answer.date_due ? Date.parse(answer.date_due) : Number.NaN;
  return { token: answer.id, expiresAt: Number.isNaN(due) ? Date.now() + 5 * 60_000 : due };
}
