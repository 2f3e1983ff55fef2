import type { PaymentDetails } from '../../db/schema/index.ts';
import type { AppDeps, StoreRow } from '../../http/context.ts';
import { ApiError, conflict } from '../../http/errors.ts';
import { chargeInputFor, issuePendingCharge, providerOf } from '../payments/pending-charge.ts';
import type { PaymentProvider } from '../payments/provider.ts';

export type PaymentResult = {
  payment: PaymentDetails;
  /** Unpaid pix/boleto orders expire then; null for an authorised card. */
  expiresAt: Date | null;
  paid: boolean;
};

/**
 * Asks the provider for the order's charge. Called inside the order transaction, after the
 * stock is taken and before anything is written: a declined card (402) rolls the stock back.
 * With a remote PSP this call bounds how long the stock rows stay locked; its own timeout
 * must be short.
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
  },
): Promise<PaymentResult> {
  const now = deps.now();
  const charge = chargeInputFor(
    store,
    { code: input.orderCode, amountCents: input.amountCents, chargeKey: input.chargeKey },
    now,
  );
  if (input.method !== 'card') {
    if (input.method === 'pix' && !store.pixKey)
      throw conflict('pix_unavailable', 'Esta loja não recebe por pix no momento.');
    const pixExpiresAt = new Date(now.getTime() + deps.config.PIX_EXPIRY_MINUTES * 60 * 1000);
    return {
      ...(await issuePendingCharge(provider, input.method, charge, pixExpiresAt)),
      paid: false,
    };
  }
  if (!input.cardToken) {
    throw new ApiError(400, 'card_token_required', 'Informe os dados do cartão.');
  }
  const result = await provider.authorizeCard({
    ...charge,
    cardToken: input.cardToken,
    installments: input.installments,
  });
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
