import { storeByHost } from '@vitrine/server/store-by-host';

/**
 * The id of the store a host serves (@vitrine/server/store-by-host, kept `ttlMs`), or null for
 * an unknown host. A failure of the API rejects: the page answers 503, not "Loja não encontrada".
 */
export function storeResolver(apiUrl: string, ttlMs: number, now: () => number = Date.now) {
  const stores = storeByHost(apiUrl, ttlMs, now);
  return async (host: string): Promise<string | null> => {
    const store = await stores(host);
    return !store.notFound && store.data ? store.data._id : null;
  };
}
