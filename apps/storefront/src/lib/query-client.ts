import { QueryClient } from '@tanstack/react-query';

/**
 * One per server request (loaders) and one per browser tab. Loader data arrives dehydrated,
 * so the browser must not refetch it at once: a minute of freshness covers hydration.
 */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false },
    },
  });
}
