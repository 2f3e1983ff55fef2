import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { cartQueryKey } from '../query-keys.ts';

/**
 * spec §2 /finalizar-compra/carrinho and the header's badge, with today's prices and stock. A
 * cart mutation answers with the new cart: it is written under the key, not refetched.
 */
export function cartQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: cartQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-cart.ts'), (endpoint, client) =>
        endpoint.getCart(client),
      ),
  });
}
