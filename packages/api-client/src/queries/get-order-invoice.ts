import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { orderQueryKey } from '../query-keys.ts';

/**
 * The order's NF-e as its shopper sees it, under the order. Kept here, not in query-keys.ts:
 * that file is in every storefront page's initial JS, and only the account's order page uses it.
 */
export const orderInvoiceQueryKey = (code: string) => [...orderQueryKey(code), 'invoice'] as const;

/** The NF-e of one of the shopper's orders (its page in the account), once authorised. */
export function orderInvoiceQueryOptions(api: QueryApi, code: string) {
  return queryOptions({
    queryKey: orderInvoiceQueryKey(code),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-order-invoice.ts'), (endpoint, client) =>
        endpoint.getOrderInvoice(client, code),
      ),
  });
}
