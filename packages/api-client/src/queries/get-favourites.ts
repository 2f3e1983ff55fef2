import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';

/**
 * The favourites' list; the hearts' lookups sit under it, so a change refreshes both. Kept
 * here, not in query-keys.ts: that file is in every storefront page's initial JS, and only
 * the account's screen and the hearts' chunk (loaded after hydration) use these.
 */
export const favouritesQueryKey = ['customer', 'favourites'] as const;

/** The logged customer's favourites (/minha-conta/favoritos). */
export function favouritesQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: favouritesQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-favourites.ts'), (endpoint, client) =>
        endpoint.getFavourites(client),
      ),
  });
}
