import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import { cartSchema, type Cart } from '@vitrine/contract/cart';
import { cartQueryKey, checkoutQuoteQueryKey } from '../query-keys.ts';
import { refreshAfterWrite } from '../refresh.ts';

/** DELETE {apiBase}/cart/items/{variation}. */
export function removeCartItem(client: ApiClient, variation: string): Promise<Cart> {
  return parse(cartSchema, client.api.delete(`cart/items/${encodeURIComponent(variation)}`));
}

export function removeCartItemMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['customer', 'remove-cart-item'],
    mutationFn: (variation: string) => removeCartItem(client, variation),
    onSuccess: async (cart) => {
      queryClient.setQueryData(cartQueryKey, cart);
      await refreshAfterWrite(queryClient, checkoutQuoteQueryKey);
    },
  });
}
