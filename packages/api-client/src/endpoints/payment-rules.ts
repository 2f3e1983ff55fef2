import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { paymentRulesSchema, type PaymentRules } from '@vitrine/contract/payment-rules';
import { parse, type ApiClient } from '../client.ts';
import { paymentRulesQueryKey } from '../query-keys.ts';

/** PUT {apiBase}/settings/payment-rules — out-of-range values answer 400 with each field. */
export function savePaymentRules(client: ApiClient, body: PaymentRules): Promise<PaymentRules> {
  return parse(paymentRulesSchema, client.api.put('settings/payment-rules', { json: body }));
}

/** Saved rules become the query's answer (the office's QueryClient refreshes its Histórico). */
export function savePaymentRulesMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['seller', 'settings', 'payment-rules', 'save'],
    mutationFn: (body: PaymentRules) => savePaymentRules(client, body),
    onSuccess: (rules) => queryClient.setQueryData(paymentRulesQueryKey, rules),
  });
}
