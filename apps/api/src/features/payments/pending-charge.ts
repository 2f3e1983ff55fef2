import type { PaymentDetails } from '../../db/schema/index.ts';
import type { StoreRow } from '../../http/context.ts';
import type { ChargeInput, PaymentProvider } from './provider.ts';

/** The provider's view of one order's charge, from the store that receives it. */
export function chargeInputFor(
  store: Pick<StoreRow, 'id' | 'name' | 'city' | 'pixKey' | 'boletoBankCode'>,
  order: { code: string; amountCents: number; chargeKey?: string },
  now: Date,
): ChargeInput {
  return {
    storeId: store.id,
    storeName: store.name,
    storeCity: store.city,
    pixKey: store.pixKey,
    boletoBankCode: store.boletoBankCode,
    orderCode: order.code,
    chargeKey: order.chargeKey ?? order.code,
    amountCents: order.amountCents,
    now,
  };
}

/** The payment's note of who charged it, and the provider's own id of the charge. */
export const providerOf = (provider: PaymentProvider, paymentId: string | undefined) => ({
  provider: provider.name,
  ...(paymentId ? { provider_payment_id: paymentId } : {}),
});

/**
 * Issues the pix BR Code or the boleto a buyer pays later, as the order stores it. Checkout and
 * the demo seed both go through here, so a seeded order carries the same payment a real one would.
 */
export async function issuePendingCharge(
  provider: PaymentProvider,
  method: 'pix' | 'boleto',
  charge: ChargeInput,
  pixExpiresAt: Date,
): Promise<{ payment: PaymentDetails; expiresAt: Date }> {
  if (method === 'pix') {
    const pix = await provider.createPix({ ...charge, expiresAt: pixExpiresAt });
    return {
      payment: {
        method: 'pix',
        payload: pix.payload,
        txid: pix.txid,
        ...providerOf(provider, pix.providerPaymentId),
      },
      expiresAt: pix.expiresAt,
    };
  }
  const boleto = await provider.createBoleto(charge);
  return {
    payment: {
      method: 'boleto',
      line: boleto.line,
      barcode: boleto.barcode,
      due_date: boleto.dueDate,
      ...providerOf(provider, boleto.providerPaymentId),
    },
    expiresAt: boleto.expiresAt,
  };
}
