import { skipToken, useQuery, type QueryKey } from '@tanstack/react-query';

/**
 * Route data: the route's loader fetched it on the server with the api-client's queryOptions
 * and sent it dehydrated; <HydrationBoundary> put it in this cache under the loader's own key.
 * The loader is this query's only fetcher (it runs again on every navigation to the route),
 * so the browser never fetches it a second time: no queryFn, never stale.
 */
export function useHydratedQuery<T>(queryKey: QueryKey): T {
  const { data } = useQuery<T>({ queryKey, queryFn: skipToken, staleTime: Infinity });
  if (data === undefined) throw new Error(`route data ${JSON.stringify(queryKey)} not loaded`);
  return data;
}
