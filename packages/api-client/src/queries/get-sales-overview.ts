import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { salesOverviewQueryKey } from '../query-keys.ts';

/** spec §2 /vendedor: the seller's home. Under the sales key: a status move refreshes it too. */
export function salesOverviewQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: salesOverviewQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-sales-overview.ts'), (endpoint, client) =>
        endpoint.getSalesOverview(client),
      ),
  });
}
