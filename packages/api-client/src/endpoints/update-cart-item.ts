import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import { cartSchema, type Cart } from '@vitrine/contract/cart';
import { cartQueryKey, checkoutQuoteQueryKey } from '../query-keys.ts';
import { refreshAfterWrite } from '../refresh.ts';

export type UpdateCartItemInput = { variation: string; qnt: number };

/** PATCH {apiBase}/cart/items/{variation} — 409 out_of_stock / quantity_unavailable. */
export function updateCartItem(client: ApiClient, input: UpdateCartItemInput): Promise<Cart> {
  const path = `cart/items/${encodeURIComponent(input.variation)}`;
  return parse(cartSchema, client.api.patch(path, { json: { qnt: input.qnt } }));
}

export function updateCartItemMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['customer', 'update-cart-item'],
    mutationFn: (input: UpdateCartItemInput) => updateCartItem(client, input),
    onSuccess: async (cart) => {
      queryClient.setQueryData(cartQueryKey, cart);
      await refreshAfterWrite(queryClient, checkoutQuoteQueryKey);
    },
  });
}
