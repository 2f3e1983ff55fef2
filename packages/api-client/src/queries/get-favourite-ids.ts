import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { favouriteIdsQueryKey } from '../query-keys.ts';

/** The hearts of one page: which of its cards' products are favourites, in one call. */
export function favouriteIdsQueryOptions(api: QueryApi, productIds: readonly string[]) {
  return queryOptions({
    queryKey: favouriteIdsQueryKey(productIds),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-favourite-ids.ts'), (endpoint, client) =>
        endpoint.getFavouriteIds(client, productIds),
      ),
  });
}
