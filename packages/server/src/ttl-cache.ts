/**
 * A small in-process cache of promises: concurrent lookups of one key share a request, an
 * answer is kept `ttlMs`, a failure is forgotten at once so the next request tries again.
 * `now` is injected so tests need no clock.
 */
export function ttlCache<T>(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value;
      const value = load();
      entries.set(key, { at: now(), value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      // Keep the map small on a server that sees many hosts (bots probing random names).
      if (entries.size > 500) entries.delete(entries.keys().next().value as string);
      return value;
    },
    clear: () => entries.clear(),
  };
}
