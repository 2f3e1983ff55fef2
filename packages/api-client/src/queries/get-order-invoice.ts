import { queryOptions } from '@tanstack/react-query';
import { orderInvoiceQueryKey } from '../invoice-query-keys.ts';
import { fetchLazily, type QueryApi } from '../query-api.ts';

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
