import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { checkoutQuoteQueryKey } from '../query-keys.ts';

/** spec §2 /finalizar-compra/pagar: the cart priced for each method by the server. */
export function checkoutQuoteQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: checkoutQuoteQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-checkout-quote.ts'), (endpoint, client) =>
        endpoint.getCheckoutQuote(client),
      ),
  });
}
