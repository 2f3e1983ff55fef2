import { queryOptions } from '@tanstack/react-query';
import type { FreightQuoteQuery } from '../endpoints/get-freight-quote.ts';
import { fetchLazily, type QueryApi } from '../query-api.ts';

/**
 * A product's freight quote: per store, CEP (its digits), product, variation and quantity. Not
 * in query-keys.ts: that module rides in every storefront page's first download (bytes the
 * product page has no room for), and nothing but this query names the key.
 */
export const freightQuoteQueryKey = (storeId: string | undefined, query: FreightQuoteQuery) =>
  [
    'freight',
    storeId ?? null,
    query.cep.replace(/\D/g, ''),
    query.code,
    query.variation,
    query.qnt,
  ] as const;

/**
 * A product's freight to a CEP. Kept a few minutes like the API's own cache: a shopper going
 * back to a variation already quoted sees it at once. A refusal (unknown CEP, no service) is
 * an answer, not a hiccup: never retried.
 */
export function freightQuoteQueryOptions(api: QueryApi, query: FreightQuoteQuery) {
  return queryOptions({
    queryKey: freightQuoteQueryKey(api.storeId, query),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-freight-quote.ts'), (endpoint, client) =>
        endpoint.getFreightQuote(client, query),
      ),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
