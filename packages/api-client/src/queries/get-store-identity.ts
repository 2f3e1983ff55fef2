import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { storeIdentityQueryKey } from '../query-keys.ts';

/** The seller's store identity (Configurações → Identidade); saving writes the answer here. */
export function storeIdentityQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: storeIdentityQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-store-identity.ts'), (endpoint, client) =>
        endpoint.getStoreIdentity(client),
      ),
  });
}
