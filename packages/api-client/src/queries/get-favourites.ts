import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { favouritesQueryKey } from '../query-keys.ts';

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
