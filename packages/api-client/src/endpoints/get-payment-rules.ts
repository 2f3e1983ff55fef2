import { paymentRulesSchema, type PaymentRules } from '@vitrine/contract/payment-rules';
import { parse, type ApiClient } from '../client.ts';

/** GET {apiBase}/settings/payment-rules — the seller's store's payment rules. */
export function getPaymentRules(client: ApiClient): Promise<PaymentRules> {
  return parse(paymentRulesSchema, client.api.get('settings/payment-rules'));
}
