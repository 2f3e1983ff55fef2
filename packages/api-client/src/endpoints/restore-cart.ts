import { cartSchema, type Cart } from '@vitrine/contract/cart';
import { parse, type ApiClient } from '../client.ts';

/**
 * POST {apiBase}/cart/restore — a reminder e-mail's link, for its own signed-in shopper: the
 * items back in the cart (and the last reminder's coupon). 404 restore_invalid otherwise.
 */
export function restoreCart(client: ApiClient, token: string): Promise<Cart> {
  return parse(cartSchema, client.api.post('cart/restore', { json: { token } }));
}
