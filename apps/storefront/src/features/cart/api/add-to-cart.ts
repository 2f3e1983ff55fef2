import type { ApiClient } from '@vitrine/api-client/client';
import type { AddToCartBody } from '@vitrine/api-client/contract/cart';
import { addToCart, type AddToCartOutcome } from '@vitrine/api-client/add-to-cart';

/** spec §4's four outcomes: the API's three, and a failure (network, 5xx, bad answer). */
export type CartAddResult = AddToCartOutcome | { outcome: 'failed' };

/** spec §7 POST {apiBase}/cart; never throws, a failure is an outcome like the others. */
export async function tryAddToCart(client: ApiClient, body: AddToCartBody): Promise<CartAddResult> {
  try {
    return await addToCart(client, body);
  } catch {
    return { outcome: 'failed' };
  }
}
