import { ttlCache } from '@vitrine/server/ttl-cache';
import type { AppDeps } from '../../http/context.ts';

const perApp = new WeakMap<AppDeps, ReturnType<typeof ttlCache<unknown>>>();

/**
 * The answer of a shelf (category page, search, menu) as computed at most SHELF_CACHE_MS ago
 * on this replica, by store and URL: counting the facets of thousands of matches is the
 * costliest read of the storefront, and a listing is the same for every shopper. Concurrent
 * misses share one computation; a failure is not kept.
 */
export function shelfAnswer<T>(
  deps: AppDeps,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  const ttl = deps.config.SHELF_CACHE_MS;
  if (ttl <= 0) return compute();
  let cache = perApp.get(deps);
  if (!cache) {
    cache = ttlCache<unknown>(ttl, () => deps.now().getTime());
    perApp.set(deps, cache);
  }
  return cache.get(key, compute) as Promise<T>;
}

/** The cache key of a request: its store and its path with the query as sent. */
export function shelfKey(storeId: string, url: string): string {
  const { pathname, search } = new URL(url);
  return `${storeId} ${pathname}${search}`;
}
