/**
 * What a public page names when it changes by the clock at a known instant (the home's and the
 * slider's banners, at their next start or end): the server's cache rule
 * (server/cache-policy.ts) keeps no shared copy past it, and drops the header before answering.
 */
export const FRESH_UNTIL_HEADER = 'X-Fresh-Until';

/** The route's `headers` for a page whose banners change at `until` (ISO; null: never). */
export const freshUntilHeaders = (until: string | null): Record<string, string> =>
  until ? { [FRESH_UNTIL_HEADER]: until } : {};
