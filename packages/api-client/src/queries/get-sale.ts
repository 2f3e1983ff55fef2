import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { saleQueryKey } from '../query-keys.ts';

/** spec §2 /vendedor/minha-conta/minhas-vendas/{code}. */
export function saleQueryOptions(api: QueryApi, code: string) {
  return queryOptions({
    queryKey: saleQueryKey(code),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-sale.ts'), (endpoint, client) =>
        endpoint.getSale(client, code),
      ),
  });
}
