/**
 * The storefront's page that trades a preview grant (`/_previa/{grant}`, on the store's host)
 * for the preview cookie: the API builds the office's link with it, the storefront answers it.
 * Apart from store-preview.ts, so the storefront's pages name it without loading zod.
 */
export const PREVIEW_GRANT_PATH = '/_previa/';
