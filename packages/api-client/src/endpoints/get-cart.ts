import { parse, type ApiClient } from '../client.ts';
import { cartSchema, type Cart } from '@vitrine/contract/cart';

/** GET {apiBase}/cart — spec §2 /finalizar-compra/carrinho, with today's prices and stock. */
export function getCart(client: ApiClient): Promise<Cart> {
  return parse(cartSchema, client.api.get('cart'));
}
