import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import { parse, type ApiClient } from '../client.ts';
import {
  addToCartRefusalSchema,
  addToCartResponseSchema,
  type AddToCartBody,
  type Cart,
} from '@vitrine/contract/cart';
import { toApiError } from '../errors.ts';
import { cartQueryKey, checkoutQuoteQueryKey } from '../query-keys.ts';
import { refreshAfterWrite } from '../refresh.ts';

/** spec §4 add-to-cart outcomes; network and other failures throw ApiError ("failure" dialog). */
export type AddToCartOutcome =
  | { outcome: 'added'; message: string; cart: Cart }
  /** statusCode 202: keep the pending product (spec §3) and go to /login. */
  | { outcome: 'login_required'; message: string }
  /** statusCode 302: show 'Erro ao adicionar o produto.' with `error` (spec §8). */
  | { outcome: 'rejected'; error: string };

/** spec §7 POST {apiBase}/cart with the store and bearer headers. */
export async function addToCart(client: ApiClient, body: AddToCartBody): Promise<AddToCartOutcome> {
  let answer: unknown;
  try {
    answer = await client.api.post('cart', { json: body }).json();
  } catch (error) {
    // The refusals carry the spec's status/statusCode in the body (HTTP 401/404/409).
    const refusal =
      error instanceof HTTPError ? addToCartRefusalSchema.safeParse(error.data) : undefined;
    if (!refusal?.success) throw toApiError(error);
    return refusal.data.statusCode === 202
      ? { outcome: 'login_required', message: refusal.data.message }
      : { outcome: 'rejected', error: refusal.data.error ?? refusal.data.message };
  }
  const added = await parse(addToCartResponseSchema, Promise.resolve(answer));
  return { outcome: 'added', message: added.message, cart: added.cart };
}

export function addToCartMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['customer', 'add-to-cart'],
    mutationFn: (body: AddToCartBody) => addToCart(client, body),
    onSuccess: async (result) => {
      if (result.outcome !== 'added') return;
      queryClient.setQueryData(cartQueryKey, result.cart);
      await refreshAfterWrite(queryClient, checkoutQuoteQueryKey);
    },
  });
}
