import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@vitrine/api-client/client';

/**
 * What every route's loader gets: the API through this origin's `/_api` proxy (the server adds
 * the seller's bearer and the host's store; the page never holds the token) and the app's one
 * QueryClient. A loader prefetches with the api-client's `queryOptions` (`ensureQueryData`);
 * the screen reads the same options with `useSuspenseQuery`, so the data is there on first
 * render and a mutation's invalidation refreshes it.
 */
export type RouteDeps = { api: ApiClient; queryClient: QueryClient };
