import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import type { PlaceOrderBody } from '@vitrine/contract/checkout';
import { orderSchema, type Order } from '@vitrine/contract/orders';
import { cartQueryKey, checkoutQuoteQueryKey, ordersQueryKey } from '../query-keys.ts';
import { refreshAfterWrite } from '../refresh.ts';

export type PlaceOrderInput = {
  body: PlaceOrderBody;
  /** One per checkout attempt (e.g. crypto.randomUUID() when the pay page opens): a retried or
   * double-clicked submit then answers the same order instead of creating a second one. */
  idempotencyKey: string;
};

/** POST {apiBase}/orders — 201 new order, 200 the order this key already made; 402 declined. */
export function placeOrder(client: ApiClient, input: PlaceOrderInput): Promise<Order> {
  return parse(
    orderSchema,
    client.api.post('orders', {
      json: input.body,
      headers: { 'Idempotency-Key': input.idempotencyKey },
    }),
  );
}

export function placeOrderMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['customer', 'place-order'],
    mutationFn: (input: PlaceOrderInput) => placeOrder(client, input),
    onSuccess: () =>
      refreshAfterWrite(queryClient, cartQueryKey, checkoutQuoteQueryKey, ordersQueryKey),
  });
}
