import {
  hydrate,
  HydrationBoundary,
  useQueryClient,
  type DehydratedState,
} from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';

// One local copy per loader answer: a screen mounted again on the same answer must not take
// it for a newer one than what the browser may have refetched since.
const arrived = new WeakMap<DehydratedState, DehydratedState>();

function stampedNow(state: DehydratedState): DehydratedState {
  let local = arrived.get(state);
  if (!local) {
    const now = Date.now();
    local = {
      ...state,
      queries: state.queries.map((query) => ({
        ...query,
        state: { ...query.state, dataUpdatedAt: now },
      })),
    };
    arrived.set(state, local);
  }
  return local;
}

/**
 * The queries a route's loader prefetched (its dehydrated cache), put in the browser's cache
 * for the screens below (README "How data reaches a screen"). The loader fetched them just
 * now, but dated them by the server's clock: they are dated again by this device's, so a
 * device clock a few minutes off neither refetches at once what just arrived (a second fetch
 * of the route's data) nor keeps it fresh longer than the cache's staleTime.
 */
export function RouteQueries({ state, children }: { state: DehydratedState; children: ReactNode }) {
  const queryClient = useQueryClient();
  const stamped = stampedNow(state);
  // <HydrationBoundary> puts a query that is already in the cache there only in an effect,
  // which never runs on the server. A query another component created empty first (the
  // header's cart badge, disabled until the browser knows who is logged in) would then be
  // fetched by the screen during the server render: fill those with the loader's data now.
  useMemo(() => {
    const cache = queryClient.getQueryCache();
    const empty = stamped.queries.filter(
      (query) => cache.get(query.queryHash)?.state.data === undefined && cache.get(query.queryHash),
    );
    if (empty.length > 0) hydrate(queryClient, { ...stamped, queries: empty });
  }, [queryClient, stamped]);
  return <HydrationBoundary state={stamped}>{children}</HydrationBoundary>;
}
