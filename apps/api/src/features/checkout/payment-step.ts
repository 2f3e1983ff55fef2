import type { PaymentDetails } from '../../db/schema/index.ts';
import type { AppDeps, StoreRow } from '../../http/context.ts';
import { ApiError, conflict } from '../../http/errors.ts';
import { pixOffered } from '../../lib/pix-offer.ts';
import { chargeInputFor, issuePendingCharge, providerOf } from '../payments/pending-charge.ts';
import { MercadoPagoCallError } from '../payments/mercado-pago/messages.ts';
import type { ChargeInput, PaymentProvider } from '../payments/provider.ts';

export type PaymentResult = {
  payment: PaymentDetails;
  /** Unpaid pix/boleto orders expire then; null for an authorised card. */
  expiresAt: Date | null;
  paid: boolean;
};

/**
 * A provider call that did not end (timeout, down) as the shopper's 503, with the provider's
 * pt-BR message; the order's transaction then rolls back, so stock and cart are untouched.
 */
async function answered<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof MercadoPagoCallError)) throw error;
    throw new ApiError(503, 'payment_provider_unavailable', error.failure.message);
  }
}

/**
 * Asks the provider for the order's charge. A card is authorised inside the order transaction,
 * after the stock is taken and before anything is written: a declined card (402) rolls the
 * stock back, and this call bounds how long the stock rows stay locked (its timeout is short).
 * A pix or boleto is issued before the transaction (place-order.ts issueBeforeOrder): no row
 * waits on the PSP.
 */
export async function chargeOrder(
  deps: AppDeps,
  store: StoreRow,
  /** Resolved before the order's transaction (its settings are read outside it). */
  provider: PaymentProvider,
  input: {
    method: 'pix' | 'boleto' | 'card';
    orderCode: string;
    amountCents: number;
    installments: number;
    cardToken?: string;
    /** Stable across retries of this checkout (provider.ts ChargeInput.chargeKey). */
    chargeKey: string;
    /** Told to the provider: a boleto names its payer, some gateways need the CPF for all. */
    payer: NonNullable<ChargeInput['payer']>;
  },
): Promise<PaymentResult> {
  const now = deps.now();
  const charge: ChargeInput = {
    ...chargeInputFor(
      store,
      { code: input.orderCode, amountCents: input.amountCents, chargeKey: input.chargeKey },
      now,
    ),
    payer: input.payer,
  };
  const { method } = input;
  if (method !== 'card') {
    if (method === 'pix' && !pixOffered(store))
      throw conflict('pix_unavailable', 'Esta loja não recebe por pix no momento.');
    const pixExpiresAt = new Date(now.getTime() + deps.config.PIX_EXPIRY_MINUTES * 60 * 1000);
    return {
      ...(await answered(() => issuePendingCharge(provider, method, charge, pixExpiresAt))),
      paid: false,
    };
  }
  if (!input.cardToken) {
    throw new ApiError(400, 'card_token_required', 'Informe os dados do cartão.');
  }
  const { cardToken } = input;
  const result = await answered(() =>
    provider.authorizeCard({ ...charge, cardToken, installments: input.installments }),
  );
  if (!result.approved) throw new ApiError(402, result.code, result.message);
  return {
    payment: {
      method: 'card',
      brand: result.brand,
      last4: result.last4,
      authorization_code: result.authorizationCode,
      ...providerOf(provider, result.providerPaymentId),
    },
    expiresAt: null,
    paid: true,
  };
}
