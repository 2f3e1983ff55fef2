import type { ApiClient } from '@vitrine/api-client/client';
import {
  addToCartResponseSchema,
  type AddToCartBody,
  type Cart,
} from '@vitrine/api-client/contract/cart';

/** spec §4's four outcomes. */
export type CartAddResult =
  | { outcome: 'added'; cart: Cart }
  | { outcome: 'login_required' }
  | { outcome: 'rejected'; error: string }
  | { outcome: 'failed' };

type Answer = { status?: unknown; statusCode?: unknown; error?: unknown; message?: unknown };

/**
 * spec §4/§7: the answer's `status` or `statusCode` is read first, whatever the HTTP status
 * (the API sends its refusals as 401/404/409): 202 is login required, 302 is not added, with
 * the server's `error` text. Otherwise a 2xx carrying the cart is an added item, and anything
 * else (a 5xx, an answer off the contract) a failure.
 */
export function classifyAddToCart(httpOk: boolean, body: unknown): CartAddResult {
  const answer: Answer = body !== null && typeof body === 'object' ? (body as Answer) : {};
  const codes = [answer.status, answer.statusCode];
  if (codes.includes(202)) return { outcome: 'login_required' };
  if (codes.includes(302)) {
    const error = typeof answer.error === 'string' ? answer.error : answer.message;
    return { outcome: 'rejected', error: typeof error === 'string' ? error : '' };
  }
  const added = httpOk ? addToCartResponseSchema.safeParse(body) : null;
  return added?.success ? { outcome: 'added', cart: added.data.cart } : { outcome: 'failed' };
}

/** spec §7 POST {apiBase}/cart (bearer and store headers set by the client). Never throws. */
export async function tryAddToCart(client: ApiClient, body: AddToCartBody): Promise<CartAddResult> {
  try {
    const response = await client.api.post('cart', { json: body, throwHttpErrors: false });
    return classifyAddToCart(response.ok, await response.json().catch(() => null));
  } catch {
    return { outcome: 'failed' };
  }
}
