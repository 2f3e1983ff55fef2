/**
 * What a page of a store that is not open carries (entry.server.tsx): the server's cache rule
 * (server/cache-policy.ts) makes it `private, no-store` whatever its path, and drops the header
 * before answering. Such a page ("Em breve", a paused store's, the seller's preview) is never
 * kept by a shared cache: the store opens, or is paused, at any moment, and a preview is one
 * seller's.
 */
export const PRIVATE_PAGE_HEADER = 'X-Private-Page';

/** Not for search engines either (with the pages' `<meta name="robots">`). */
export const NOT_INDEXED = { 'X-Robots-Tag': 'noindex' } as const;

/** Marks an answer of a store suspended by the platform for the server's cache rule. */
export const SUSPENDED_HEADER = 'X-Store-Suspended';

/**
 * What every answer of a store suspended by the platform carries besides its 503: the page
 * (app/store-status.server.tsx), robots.txt, a loader's refusal. Crawlers come back later
 * rather than drop the store's pages; a suspension is lifted at any moment. The marker makes
 * the server's cache rule (server/cache-policy.ts) let a shared cache hold it one second: that
 * copy takes the place of the open store's page it may hold.
 */
export const RETRY_LATER = { 'Retry-After': '3600', [SUSPENDED_HEADER]: '1' } as const;
