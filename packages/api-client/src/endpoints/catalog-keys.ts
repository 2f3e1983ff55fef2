import type { ApiClient } from '../client.ts';

/**
 * Root of every catalog query key. The store id is part of it: one QueryClient may serve
 * several stores (the storefront's server resolves the store per host), and a product slug
 * means a different product in each. Invalidate this to refresh a store's whole catalog.
 */
export function catalogQueryKey(client: ApiClient) {
  return ['catalog', client.options.storeId?.() ?? null] as const;
}
