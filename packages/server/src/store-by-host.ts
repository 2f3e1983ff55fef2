import { createApiClient, type ApiClient } from '@vitrine/api-client/client';
import { getStoreByHost } from '@vitrine/api-client/get-store-by-host';
import type { StoreResponse } from '@vitrine/contract/stores';
import { ttlCache } from './ttl-cache.ts';

/**
 * How long an unknown host, a store that is not open or a suspended store is kept, whatever
 * `ttlMs` says: a host is given to a new store at any moment (sign-up), a draft store opens and
 * the platform lifts a suspension at any moment. Its pages are rendered for each request anyway
 * (never in a shared cache), so asking the API again costs one primary-key read; a burst of
 * requests for one unknown host (a bot) still costs one lookup per this window per process.
 */
export const UNSETTLED_TTL_MS = 2_000;

/**
 * The store a host serves, through the API (`localhost` → Loja Aurora, `ipe.localhost` → Casa
 * Ipê; `notFound` for an unknown host). An open store's answer is kept `ttlMs` in this process
 * (never past `banners_until`, when the banners next change) so a page's requests (the page,
 * its loaders, its API calls) ask the API once, and a pause or a suspension is seen within
 * `ttlMs` (plus the API's own store cache, STORE_TTL_MS: 5 s; 30 + 5 s with the storefront's
 * default STORE_CACHE_MS); an unknown host, a store not open or a suspended one only
 * UNSETTLED_TTL_MS (at most `ttlMs`), so a store created, opened or reactivated after this
 * process started answers within it, on every replica, without a restart. A failure
 * is not kept: the next request asks again. Host names are case-insensitive: one entry per name.
 * `read` asks the API (GET /stores/by-host; the storefront asks GET /stores/shell, the same
 * answer with its footer's pages and menu), and at most `maxHosts` answers are kept, those
 * asked for last (STORE_CACHE_HOSTS). `readMiss`, given, asks in `read`'s place when no answer is
 * kept nor on its way (the storefront's page asking for more in the same round trip).
 */
export function storeByHost(
  apiUrl: string,
  ttlMs: number,
  now?: () => number,
): (host: string) => Promise<StoreResponse>;
export function storeByHost<T extends StoreResponse>(
  apiUrl: string,
  ttlMs: number,
  now: () => number,
  read: (client: ApiClient, host: string) => Promise<T>,
  maxHosts?: number,
): (host: string, readMiss?: (client: ApiClient, host: string) => Promise<T>) => Promise<T>;
export function storeByHost(
  apiUrl: string,
  ttlMs: number,
  now: () => number = Date.now,
  read: (client: ApiClient, host: string) => Promise<StoreResponse> = getStoreByHost,
  maxHosts?: number,
): (
  host: string,
  readMiss?: (client: ApiClient, host: string) => Promise<StoreResponse>,
) => Promise<StoreResponse> {
  const client = createApiClient({ apiBase: apiUrl });
  const stores = ttlCache<StoreResponse>(
    ttlMs,
    now,
    (store) => {
      if (store.notFound || store.suspended || store.data?.status !== 'open') {
        return now() + UNSETTLED_TTL_MS;
      }
      // The banners in the answer are those showing now: it is not kept past their next change.
      return store.banners_until ? Date.parse(store.banners_until) : null;
    },
    maxHosts,
  );
  return (host, readMiss = read) => {
    const key = host.toLowerCase();
    return stores.get(key, () => readMiss(client, key));
  };
}
