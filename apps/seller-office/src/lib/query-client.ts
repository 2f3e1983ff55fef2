import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@vitrine/api-client/errors';
import { storeChecklistQueryKey, storeHistoryQueryKey } from '@vitrine/api-client/query-keys';

/**
 * A seller's data changes under them (new sales, another seller's move): kept fresh 30 s,
 * refetched on focus; a 4xx is an answer, not a hiccup, so it is never retried.
 */
export function createQueryClient() {
  // Every seller write the office makes is recorded in the store's Histórico (audit_log): any
  // write that succeeds makes the Histórico's pages stale, in this one place. The first-run
  // checklist is read from the store's data too (a product saved, a test that passed…): the
  // home shows it afresh after any write.
  const mutationCache = new MutationCache({
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: storeHistoryQueryKey }),
        client.invalidateQueries({ queryKey: storeChecklistQueryKey }),
      ]),
  });
  const client: QueryClient = new QueryClient({
    mutationCache,
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
  return client;
}
