import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { saleInvoiceQueryKey } from '../query-keys.ts';

/** A sale's NF-e in the seller office (GET /sales/{code}/invoice). */
export function saleInvoiceQueryOptions(api: QueryApi, code: string) {
  return queryOptions({
    queryKey: saleInvoiceQueryKey(code),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-sale-invoice.ts'), (endpoint, client) =>
        endpoint.getSaleInvoice(client, code),
      ),
  });
}
