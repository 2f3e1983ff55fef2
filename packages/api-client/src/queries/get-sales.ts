import { queryOptions } from '@tanstack/react-query';
import type { SaleListQuery } from '@vitrine/contract/sales';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { salesListQueryKey } from '../query-keys.ts';

/** spec §2 /vendedor/minha-conta/minhas-vendas: a filtered, sorted page of the store's sales. */
export function salesQueryOptions(api: QueryApi, query: SaleListQuery = {}) {
  return queryOptions({
    queryKey: salesListQueryKey(query),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-sales.ts'), (endpoint, client) =>
        endpoint.getSales(client, query),
      ),
  });
}
