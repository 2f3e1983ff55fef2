import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The queries a write changed, read again after it. `invalidateQueries` alone joins a fetch
 * already on its way when the query holds no data yet (query-core's `Query.fetch` cancels an
 * in-flight fetch only for a query that has data): an answer asked before the write would stand
 * for after it. A coupon applied while the cart page's first quote was still coming showed that
 * quote, priced without it, and the field emptied as if nothing had happened. Cancelling first
 * drops that answer (the query keeps what it had); the refetch asks after the write.
 */
export async function refreshAfterWrite(queryClient: QueryClient, ...queryKeys: QueryKey[]) {
  await Promise.all(queryKeys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
