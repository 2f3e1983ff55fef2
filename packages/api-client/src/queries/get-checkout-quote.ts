import { queryOptions } from '@tanstack/react-query';
import type { CheckoutQuoteQuery } from '@vitrine/contract/checkout';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { checkoutQuoteQueryKey } from '../query-keys.ts';

/**
 * spec §2 /finalizar-compra/pagar: the cart priced for each method by the server, its freight
 * to an address with one option chosen (none asked: the default address and the cheapest).
 */
export function checkoutQuoteQueryOptions(api: QueryApi, query: CheckoutQuoteQuery = {}) {
  const asked = query.address_id || query.freight ? [query] : [];
  return queryOptions({
    queryKey: [...checkoutQuoteQueryKey, ...asked],
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-checkout-quote.ts'), (endpoint, client) =>
        endpoint.getCheckoutQuote(client, query),
      ),
  });
}
