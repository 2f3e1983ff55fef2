import { API_PROXY_PREFIX } from './paths.ts';

/**
 * The visit beacon (issue #37 §6, the seller's reports' conversion): an image the server's
 * HTML carries outside React's tree, right after <body> (entry.server.tsx), on every page of an
 * open store. No script and no cookie: the browser loads it through the session's API proxy,
 * which adds the store of the host, and the API counts a person once a day by a hash salted for
 * that day (apps/api features/visits). The same bytes for everyone, so a shared cache keeps
 * the page; the image itself is `no-store`, so every view reaches the API. `hidden`: nothing
 * on screen, yet browsers fetch it (only `loading="lazy"` would wait for a layout).
 */
export const VISIT_BEACON_PATH = `${API_PROXY_PREFIX}/visits/pixel.gif`;
export const VISIT_BEACON_HTML = `<img src="${VISIT_BEACON_PATH}" alt="" width="1" height="1" hidden>`;
