import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { ApiClient } from '@vitrine/api-client/client';
import type { BrowserApi } from './api-context.tsx';

/**
 * A query as the storefront's screens read it (README "How data reaches a screen"): the
 * api-client's key for the endpoint, and the api-client's fetcher for it, which `fetch` imports
 * with the client (ky, zod) on the browser's first call. The key is written out as a plain array
 * beside each query, because importing the api-client's own would put ky and the schemas in
 * every page's first download; a test next to each query checks it equal to the api-client's.
 *
 * The route's loader fills the cache first under that key (with the api-client's queryOptions),
 * so on the page it prefetched the browser fetches only what is invalidated or goes stale.
 */
export function apiQuery<T, K extends QueryKey>(
  api: BrowserApi,
  queryKey: K,
  fetch: (client: ApiClient) => Promise<T>,
) {
  return queryOptions<T, Error, T, K>({
    queryKey,
    queryFn: async () => fetch(await api.client()),
  });
}

/**
 * The api-client's `catalogQueryKey` (endpoints/catalog-keys.ts): the root of every catalog and
 * content query of one store. Invalidating it refreshes the store's whole catalog.
 */
export const catalogKey = (storeId: string | undefined) => ['catalog', storeId ?? null] as const;
