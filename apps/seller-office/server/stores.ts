import { storeByHost } from '@vitrine/server/store-by-host';

/**
 * What the office's server needs of the store a host serves, through one lookup kept `ttlMs`
 * (@vitrine/server/store-by-host):
 * - `storeIdFor`: its id, or null for an unknown host. A failure of the API rejects: the page
 *   answers 503, not "Loja não encontrada".
 * - `imageOriginFor`: the origin it serves pictures from (its `assets_url`: the API's public URL
 *   or the CDN's), for the pages' img-src (uploaded images' previews), or null.
 */
export function storeResolvers(apiUrl: string, ttlMs: number, now: () => number = Date.now) {
  const stores = storeByHost(apiUrl, ttlMs, now);
  return {
    async storeIdFor(host: string): Promise<string | null> {
      const store = await stores(host);
      return !store.notFound && store.data ? store.data._id : null;
    },
    async imageOriginFor(host: string): Promise<string | null> {
      const store = await stores(host);
      if (store.notFound || !store.data) return null;
      try {
        return new URL(store.data.assets_url).origin;
      } catch {
        return null;
      }
    },
  };
}

/** The id of the store a host serves (storeResolvers). */
export function storeResolver(apiUrl: string, ttlMs: number, now: () => number = Date.now) {
  return storeResolvers(apiUrl, ttlMs, now).storeIdFor;
}
