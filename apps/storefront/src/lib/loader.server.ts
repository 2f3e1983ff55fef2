import { dehydrate, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '@vitrine/api-client/errors';
import { data } from 'react-router';
import { makeQueryClient } from './query-client.ts';
import { loaderContext } from './store.server.ts';

/**
 * A loader's start: the store, the API client with its header, and a QueryClient of its own
 * (one per request: nothing is shared between shoppers).
 */
export async function startLoader(request: Request) {
  const context = await loaderContext(request);
  const queryClient = makeQueryClient();
  return {
    ...context,
    origin: new URL(request.url).origin,
    /**
     * Fetches into this request's cache and returns the data with its key (the component reads
     * the hydrated cache by it). The API's 404, or a malformed slug's 400, is the page's 404.
     */
    async prefetch<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) {
      try {
        const result = await queryClient.fetchQuery(options);
        return { data: result, queryKey: options.queryKey as QueryKey };
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          throw data(null, { status: 404 });
        }
        throw error;
      }
    },
    /** What the browser's QueryClient is seeded with (HydrationBoundary). */
    dehydrate: () => dehydrate(queryClient),
  };
}
