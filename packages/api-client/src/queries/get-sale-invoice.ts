import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { saleInvoiceQueryKey } from '../invoice-query-keys.ts';

/** The NF-e of a sale (/vendedor/minha-conta/minhas-vendas/{code}); "Emitir nota" writes here. */
export function saleInvoiceQueryOptions(api: QueryApi, code: string) {
  return queryOptions({
    queryKey: saleInvoiceQueryKey(code),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/sale-invoice.ts'), (endpoint, client) =>
        endpoint.getSaleInvoice(client, code),
      ),
  });
}
