import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';

/**
 * Which of a page's product ids are favourites (the ids sorted: one entry per set). Under
 * favouritesQueryKey (get-favourites.ts; spelled out: a query file imports no other), so a
 * favourite added or removed refreshes every page's hearts with the list.
 */
export const favouriteIdsQueryKey = (productIds: readonly string[]) =>
  ['customer', 'favourites', 'among', [...productIds].sort()] as const;

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
