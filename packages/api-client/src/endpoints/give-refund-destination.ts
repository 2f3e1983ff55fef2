import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { orderSchema, type Order } from '@vitrine/contract/orders';
import type { RefundDestinationInput } from '@vitrine/contract/refunds';
import { parse, type ApiClient } from '../client.ts';
import { orderQueryKey } from '../query-keys.ts';

export type GiveRefundDestinationInput = { code: string; body: RefundDestinationInput };

/**
 * PUT {apiBase}/orders/{code}/refund-destination — where the shopper of a boleto order receives
 * its refund (a pix key or a bank account); 409 when no refund of the order waits for it.
 */
export function giveRefundDestination(
  client: ApiClient,
  input: GiveRefundDestinationInput,
): Promise<Order> {
  const path = `orders/${encodeURIComponent(input.code)}/refund-destination`;
  return parse(orderSchema, client.api.put(path, { json: input.body }));
}

export function giveRefundDestinationMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['customer', 'give-refund-destination'],
    mutationFn: (input: GiveRefundDestinationInput) => giveRefundDestination(client, input),
    onSuccess: (order) => queryClient.setQueryData(orderQueryKey(order.code), order),
  });
}
