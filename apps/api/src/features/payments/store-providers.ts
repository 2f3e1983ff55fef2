import type { AppDeps } from '../../http/context.ts';
import { type PaymentSettingsRow, readPaymentSettings } from '../payment-settings/settings.ts';
import type { ProviderName } from './provider.ts';

export type CheckoutProviders = { pix: ProviderName; card: ProviderName; boleto: ProviderName };

const PROVIDER_NAMES: readonly string[] = ['sandbox', 'pix_api', 'mercado_pago'];

/** A settings column as a provider's name (its check constraint allows no other). */
const providerName = (value: string): ProviderName =>
  PROVIDER_NAMES.includes(value) ? (value as ProviderName) : 'sandbox';

/**
 * Which provider charges each payment method of a store's checkout: the store's payment settings
 * (the office's "Contas de recebimento"), every method in the sandbox until saved. Checkout reads
 * it only from here (the CPF rule, the quote, the order).
 */
export async function checkoutProviders(
  deps: AppDeps,
  storeId: string,
): Promise<CheckoutProviders> {
  return providersIn(await readPaymentSettings(deps.db, storeId));
}

/** The provider of each method that a store's settings row names. */
export function providersIn(settings: PaymentSettingsRow): CheckoutProviders {
  return {
    pix: providerName(settings.pixProvider),
    card: providerName(settings.cardProvider),
    boleto: providerName(settings.boletoProvider),
  };
}
