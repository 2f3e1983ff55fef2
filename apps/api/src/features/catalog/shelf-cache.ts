import type { AppDeps } from '../../http/context.ts';

/** At most this many answers per replica: URLs with made-up filters must not pile up. */
const MAX_ENTRIES = 2_000;

type Entry = { at: number; value: Promise<unknown>; refreshing: boolean };

/** One replica's kept shelves, by store and URL (deps.shelfCache, made by buildDeps). */
export type ShelfCache = Map<string, Entry>;

export const createShelfCache = (): ShelfCache => new Map();

/**
 * The answer of a shelf (category page, search, menu) as computed at most SHELF_CACHE_MS ago
 * on this replica, by store and URL: counting the facets of thousands of matches is the
 * costliest read of the storefront, and a listing is the same for every shopper. Concurrent
 * misses share one computation; a failure is not kept. Past SHELF_CACHE_MS and up to twice
 * it, the kept answer is still served while one request computes the next (so an expiry
 * never stalls a burst of shoppers): an answer is never older than 2 × SHELF_CACHE_MS (20 s
 * by default), inside the 30 s the catalog's Cache-Control allows any cache.
 */
export function shelfAnswer<T>(deps: AppDeps, key: string, compute: () => Promise<T>): Promise<T> {
  const ttl = deps.config.SHELF_CACHE_MS;
  if (ttl <= 0) return compute();
  const entries = deps.shelfCache;
  const now = deps.now().getTime();
  const hit = entries.get(key);
  if (hit && now - hit.at < ttl) return hit.value as Promise<T>;
  if (hit && now - hit.at < 2 * ttl) {
    if (!hit.refreshing) {
      hit.refreshing = true;
      const next = compute();
      next.then(
        () => remember(entries, key, next, deps.now().getTime()),
        () => (hit.refreshing = false),
      );
    }
    return hit.value as Promise<T>;
  }
  const value = compute();
  remember(entries, key, value, now);
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}

function remember(entries: Map<string, Entry>, key: string, value: Promise<unknown>, at: number) {
  entries.delete(key);
  // Map keeps insertion order: the first key is the answer computed longest ago.
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  entries.set(key, { at, value, refreshing: false });
}

/** The cache key of a request: its store and its path with the query as sent. */
export function shelfKey(storeId: string, url: string): string {
  const { pathname, search } = new URL(url);
  return `${storeId} ${pathname}${search}`;
}
