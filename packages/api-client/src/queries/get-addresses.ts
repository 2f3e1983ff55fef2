import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { addressesQueryKey } from '../query-keys.ts';

/** The logged customer's addresses (the account's list, the pay page's choice). */
export function addressesQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: addressesQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-addresses.ts'), (endpoint, client) =>
        endpoint.getAddresses(client),
      ),
  });
}
