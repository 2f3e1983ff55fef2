import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import { webhookResultSchema } from '@vitrine/contract/checkout';
import { orderQueryKey } from '../query-keys.ts';

/**
 * POST {apiBase}/dev/payments/sandbox/confirm — DEMO_MODE only: the sandbox bank pays an
 * order's pix or boleto of the client's store (a signed webhook, as a real bank would send).
 * The API answers callers on its own machine only: the storefront's "Simular pagamento" goes
 * through its proxy there; a browser on another machine gets 403 `local_only`.
 */
export function simulatePayment(client: ApiClient, orderCode: string) {
  return parse(
    webhookResultSchema,
    client.api.post('dev/payments/sandbox/confirm', { json: { order_code: orderCode } }),
  );
}

export function simulatePaymentMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['dev', 'simulate-payment'],
    mutationFn: (orderCode: string) => simulatePayment(client, orderCode),
    onSuccess: (result) =>
      queryClient.invalidateQueries({ queryKey: orderQueryKey(result.order_code) }),
  });
}
