import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { storeLegalDataQueryKey } from '../query-keys.ts';

/** The store's legal data (Configurações → Dados legais); saving writes the answer here. */
export function storeLegalDataQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: storeLegalDataQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-store-legal-data.ts'), (endpoint, client) =>
        endpoint.getStoreLegalData(client),
      ),
  });
}
