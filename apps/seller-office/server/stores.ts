import { createApiClient } from '@vitrine/api-client/client';
import { getStoreByHost } from '@vitrine/api-client/get-store-by-host';

/**
 * The store a host serves, through the API (`localhost` → Loja Aurora, `ipe.localhost` → Casa
 * Ipê), or null for an unknown host. Answers are kept `ttlMs` so a page's requests (the page,
 * its API calls) ask the API once; a failure is not kept, the next request asks again.
 */
export function storeResolver(apiUrl: string, ttlMs: number, now: () => number = Date.now) {
  const client = createApiClient({ apiBase: apiUrl });
  const known = new Map<string, { at: number; id: Promise<string | null> }>();
  return (host: string): Promise<string | null> => {
    const key = host.toLowerCase();
    const hit = known.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.id;
    const id = getStoreByHost(client, key).then((store) =>
      !store.notFound && store.data ? store.data._id : null,
    );
    known.set(key, { at: now(), id });
    id.catch(() => known.delete(key));
    // A server probed with many host names keeps only the latest.
    if (known.size > 500) known.delete(known.keys().next().value as string);
    return id;
  };
}
