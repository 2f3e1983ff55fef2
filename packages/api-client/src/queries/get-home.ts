import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { homeQueryKey } from '../query-keys.ts';

/** spec §2 `/`: banners, featured products and services, categories. */
export function homeQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: homeQueryKey(api.storeId),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-home.ts'), (endpoint, client) =>
        endpoint.getHome(client),
      ),
  });
}
