import type { ApiClient } from '@vitrine/api-client/client';
import type { AddToCartBody } from '@vitrine/contract/cart';
import { addToCart, type AddToCartOutcome } from '@vitrine/api-client/add-to-cart';

/** spec §4's four outcomes: the API's three (added, 202, 302) and a failure. */
export type CartAddResult = AddToCartOutcome | { outcome: 'failed' };

/**
 * spec §7 POST {apiBase}/cart. Never throws: no answer, a 5xx or an answer off the contract is
 * the "failure" outcome (spec §8 "Não foi possível adicionar o produto.").
 */
export async function tryAddToCart(client: ApiClient, body: AddToCartBody): Promise<CartAddResult> {
  try {
    return await addToCart(client, body);
  } catch {
    return { outcome: 'failed' };
  }
}
