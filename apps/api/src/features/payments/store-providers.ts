import type { AppDeps } from '../../http/context.ts';
import type { ProviderName } from './provider.ts';

export type CheckoutProviders = { pix: ProviderName; card: ProviderName; boleto: ProviderName };

/**
 * Which provider charges each payment method of a store's checkout. The store's payment settings
 * (the office's "Pagamentos" screen) decide it; until they exist every method goes through the
 * sandbox. Checkout reads it only from here (the CPF rule, the quote, the order), so the settings
 * replace this one body.
 */
export async function checkoutProviders(
  _deps: AppDeps,
  _storeId: string,
): Promise<CheckoutProviders> {
  return { pix: 'sandbox', card: 'sandbox', boleto: 'sandbox' };
}
