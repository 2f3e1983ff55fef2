import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { checkoutQuoteQueryKey } from '../query-keys.ts';

/**
 * The cart's freight to a CEP: under the quote's key, so a cart edit makes it stale too. Kept
 * here, not in query-keys.ts, which every page's first script carries.
 */
export const cartFreightQueryKey = (cep: string) =>
  [...checkoutQuoteQueryKey, 'cart-freight', cep.replace(/\D/g, '')] as const;

/** The cart page's "Calcular frete": every option to the CEP typed, for the whole cart. */
export function cartFreightQueryOptions(api: QueryApi, cep: string) {
  return queryOptions({
    queryKey: cartFreightQueryKey(cep),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-cart-freight.ts'), (endpoint, client) =>
        endpoint.getCartFreight(client, cep),
      ),
    // A CEP nobody serves, or a platform down, is an answer to show, not to retry.
    retry: false,
  });
}
