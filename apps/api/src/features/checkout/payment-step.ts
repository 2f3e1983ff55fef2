import type { PaymentDetails } from '../../db/schema/index.ts';
import type { AppDeps, StoreRow } from '../../http/context.ts';
import { ApiError, conflict } from '../../http/errors.ts';
import { paymentsOf } from '../payments/provider-of.ts';
import type { ChargeInput } from '../payments/provider.ts';

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
  input: {
    method: 'pix' | 'boleto' | 'card';
    orderCode: string;
    amountCents: number;
    installments: number;
    cardToken?: string;
  },
): Promise<PaymentResult> {
  const provider = paymentsOf(deps);
  const now = deps.now();
  const charge: ChargeInput = {
    storeId: store.id,
    storeName: store.name,
    storeCity: store.city,
    pixKey: store.pixKey,
    boletoBankCode: store.boletoBankCode,
    orderCode: input.orderCode,
    amountCents: input.amountCents,
    now,
  };
  if (input.method === 'pix') {
    if (!store.pixKey)
      throw conflict('pix_unavailable', 'Esta loja não recebe por pix no momento.');
    const expiresAt = new Date(now.getTime() + deps.config.PIX_EXPIRY_MINUTES * 60 * 1000);
    const pix = await provider.createPix({ ...charge, expiresAt });
    return {
      payment: { method: 'pix', payload: pix.payload, txid: pix.txid },
      expiresAt: pix.expiresAt,
      paid: false,
    };
  }
  if (input.method === 'boleto') {
    const boleto = await provider.createBoleto(charge);
    return {
      payment: {
        method: 'boleto',
        line: boleto.line,
        barcode: boleto.barcode,
        due_date: boleto.dueDate,
      },
      expiresAt: boleto.expiresAt,
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
    },
    expiresAt: null,
    paid: true,
  };
}
