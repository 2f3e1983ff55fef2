import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@vitrine/api-client/errors';

/**
 * A seller's data changes under them (new sales, another seller's move): kept fresh 30 s,
 * refetched on focus; a 4xx is an answer, not a hiccup, so it is never retried.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
