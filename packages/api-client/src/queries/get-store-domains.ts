import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { storeDomainsQueryKey } from '../query-keys.ts';

/** The store's own domains (Configurações → Domínio). */
export function storeDomainsQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: storeDomainsQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-store-domains.ts'), (endpoint, client) =>
        endpoint.getStoreDomains(client),
      ),
  });
}
