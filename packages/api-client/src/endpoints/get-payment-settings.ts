import { paymentSettingsSchema, type PaymentSettings } from '@vitrine/contract/payment-settings';
import { parse, type ApiClient } from '../client.ts';

/** GET {apiBase}/settings/payments — who receives each payment method (never a secret). */
export function getPaymentSettings(client: ApiClient): Promise<PaymentSettings> {
  return parse(paymentSettingsSchema, client.api.get('settings/payments'));
}
