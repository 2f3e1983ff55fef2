import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { customerProfileQueryKey } from '../query-keys.ts';

/** spec §2 /minha-conta/meus-dados; saving writes the answer under the key. */
export function customerProfileQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: customerProfileQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-customer-profile.ts'), (endpoint, client) =>
        endpoint.getCustomerProfile(client),
      ),
  });
}
