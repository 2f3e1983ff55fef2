import { createApiClient } from '@vitrine/api-client/client';
import { getStoreByHost } from '@vitrine/api-client/get-store-by-host';
import type { StoreResponse } from '@vitrine/contract/stores';
import { ttlCache } from './ttl-cache.ts';

/**
 * The store a host serves, through the API (`localhost` → Loja Aurora, `ipe.localhost` → Casa
 * Ipê; `notFound` for an unknown host). Answers are kept `ttlMs` in this process (never past `banners_until`, when the banners next change) so a page's
 * requests (the page, its loaders, its API calls) ask the API once; a failure is not kept, the
 * next request asks again. Host names are case-insensitive: one entry per name.
 */
export function storeByHost(
  apiUrl: string,
  ttlMs: number,
  now: () => number = Date.now,
): (host: string) => Promise<StoreResponse> {
  const client = createApiClient({ apiBase: apiUrl });
  // The banners in the answer are those showing now: it is not kept past their next change.
  const stores = ttlCache<StoreResponse>(ttlMs, now, (store) =>
    store.banners_until ? Date.parse(store.banners_until) : null,
  );
  return (host) => {
    const key = host.toLowerCase();
    return stores.get(key, () => getStoreByHost(client, key));
  };
}
