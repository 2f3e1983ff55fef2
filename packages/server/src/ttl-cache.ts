/** How many keys a cache keeps unless told otherwise. */
export const DEFAULT_MAX_ENTRIES = 500;

/**
 * A small in-process cache of promises: concurrent lookups of one key share a request, an
 * answer is kept `ttlMs`, a failure is forgotten at once so the next request tries again.
 * `keepUntil` may end an answer's stay sooner: the instant (epoch ms) it stops being true, read
 * from the answer itself (a store's banners that end before the ttl would). `now` is injected
 * so tests need no clock. At most `maxEntries` keys are kept, those asked for last (least
 * recently used out first): on a server that sees many hosts, the stores shoppers are visiting
 * stay, and bots probing random names cannot push the map past its bound. No timer: an entry
 * past its time is replaced when asked for, or pushed out by newer ones.
 */
export function ttlCache<T>(
  ttlMs: number,
  now: () => number = Date.now,
  keepUntil?: (value: T) => number | null,
  maxEntries: number = DEFAULT_MAX_ENTRIES,
) {
  const entries = new Map<string, { at: number; until: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs && now() < hit.until) {
        // Map keeps insertion order: moved to the end, it is the last to go.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const value = load();
      const entry = { at: now(), until: Infinity, value };
      entries.delete(key);
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
      // The first key is the one asked for longest ago.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    clear: () => entries.clear(),
  };
}
