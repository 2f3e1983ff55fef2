/**
 * A small in-process cache of promises: concurrent lookups of one key share a request, an
 * answer is kept `ttlMs`, a failure is forgotten at once so the next request tries again.
 * `keepUntil` may end an answer's stay sooner: the instant (epoch ms) it stops being true, read
 * from the answer itself (a store's banners that end before the ttl would). `now` is injected
 * so tests need no clock.
 */
export function ttlCache<T>(
  ttlMs: number,
  now: () => number = Date.now,
  keepUntil?: (value: T) => number | null,
) {
  const entries = new Map<string, { at: number; until: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs && now() < hit.until) return hit.value;
      const value = load();
      const entry = { at: now(), until: Infinity, value };
      entries.set(key, entry);
      value.then(
        (answer) => {
          const until = keepUntil?.(answer);
          if (until !== null && until !== undefined) entry.until = until;
        },
        () => {
          if (entries.get(key)?.value === value) entries.delete(key);
        },
      );
      // Keep the map small on a server that sees many hosts (bots probing random names).
      if (entries.size > 500) entries.delete(entries.keys().next().value as string);
      return value;
    },
    clear: () => entries.clear(),
  };
}
