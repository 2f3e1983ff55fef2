import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { cartFreightQueryKey } from '../query-keys.ts';

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
