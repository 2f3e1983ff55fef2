import type { Context, Next } from 'hono';
import { etag } from 'hono/etag';
import { createHash } from 'node:crypto';
import { nonceOf } from '@vitrine/server/content-security-policy';
import { FRESH_UNTIL_HEADER } from '../src/lib/fresh-until.ts';
import { isPrivatePath } from '../src/lib/paths.ts';
import { PRIVATE_PAGE_HEADER, SUSPENDED_HEADER } from '../src/lib/private-page.ts';

/**
 * Who may keep an answer of this server, decided in one place by its path (spec §2 routes)
 * and its status. Route modules do not set Cache-Control: this rule overrides them.
 *
 * - `public`: the catalog and content pages, the slider, robots.txt and sitemap.xml, and the
 *   `.data` request React Router's client navigation makes for each (the same loaders, so the
 *   same rule). Their HTML is the same bytes for every visitor (the header's login state and
 *   cart badge come after hydration), so a shared cache (nginx, a CDN) may keep one copy per
 *   URL and host. The platform's own pages ("Crie sua loja", its terms and privacy notice)
 *   too: the sign-up's HTML is an empty form, the same for everyone; what a person types stays
 *   in their browser and goes from there to the API through `/_api` (private), so no copy can
 *   hold it, and a burst on the sign-up page (a campaign) costs one render a minute.
 * - `private`: the customer's screens (`/minha-conta`, `/finalizar-compra`), the login pages,
 *   the session endpoints and the browser's API proxy: never kept anywhere. So is every page of
 *   a store that is not open, whatever its path (PRIVATE_PAGE_HEADER).
 * - `versioned`: React Router's route manifest (`/__manifest?version=…`), which names the
 *   build in its URL and says so itself (a year, immutable): left as it is.
 */
export type RouteKind = 'public' | 'private' | 'versioned';

// A shared cache re-renders a page at most once a minute per URL (s-maxage), and while it
// does it keeps answering with the copy it has (stale-while-revalidate), so a burst of
// shoppers on one product costs one render a minute, not one per shopper. A copy is never
// served older than 60 + 300 s = 6 minutes (README "Caching"): long enough for pages nobody
// asked for in a while to still be instant, short enough for a price change to show soon.
// Browsers keep nothing fresh (max-age=0): they revalidate with the ETag and get a 304.
// stale-if-error: if the storefront or the API fails during the peak, the cache's copy of a
// catalog page is better than an error (checkout is not cacheable and re-prices anyway).
export const PUBLIC_CACHE_CONTROL =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=3600';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
// A suspended store's 503 ("Loja indisponível", robots.txt, a loader's refusal): browsers keep
// nothing, a shared cache one second. A copy no-store would leave a shared cache holding the
// page it had from when the store was open — nginx keeps an expired copy it cannot replace, and
// serves it while it revalidates (stale-while-revalidate): the suspension would never show.
// Cached for a second, the 503 takes that copy's place at the first revalidation (at most
// s-maxage, 60 s, after the suspension), and a reactivation shows within a second.
export const SUSPENDED_CACHE_CONTROL = 'public, max-age=0, s-maxage=1';
// Errors (404, the store-not-found page, 500) and redirects are not kept: a 500 is usually
// over in seconds and must not outlive its cause, a 404 turns into a page as soon as a seller
// publishes the product, and a redirect can depend on the session (private routes to /login).
export const UNCACHED_CACHE_CONTROL = 'no-store';
// What a public page's bytes depend on besides its URL: the host names the store (one server
// serves every store), and the compress middleware encodes by Accept-Encoding.
export const PUBLIC_VARY = 'Host, Accept-Encoding';

const STORE_NOT_FOUND_PATH = '/loja-nao-encontrada';

/** The page a React Router `.data` request loads (`/produto/x.data` → `/produto/x`). */
export function pagePath(pathname: string): string {
  if (pathname === '/_root.data' || pathname.endsWith('/_.data')) {
    return pathname.replace(/(_root|_)\.data$/, '');
  }
  return pathname.replace(/\.data$/, '');
}

export function routeKind(pathname: string): RouteKind {
  if (pathname === '/__manifest') return 'versioned';
  const page = pagePath(pathname);
  return isPrivatePath(page) ? 'private' : 'public';
}

const SHARED_MAX_AGE_S = 60;
const SHARED_STALE_S = 300;

/**
 * The public rule for a page that changes at `until` (epoch ms): no shared copy, fresh or
 * stale, outlives it (a banner that ends at 18:00 is off every cached home by 18:00). Without
 * an instant, the rule as it is. stale-if-error is left out then: an error must not bring the
 * ended banner back.
 */
export function publicCacheControl(until: number | null, now: number): string {
  if (until === null || Number.isNaN(until)) return PUBLIC_CACHE_CONTROL;
  const left = Math.floor((until - now) / 1000);
  if (left <= 0) return UNCACHED_CACHE_CONTROL;
  const fresh = Math.min(SHARED_MAX_AGE_S, left);
  const stale = Math.min(SHARED_STALE_S, left - fresh);
  return `public, max-age=0, s-maxage=${fresh}${stale > 0 ? `, stale-while-revalidate=${stale}` : ''}`;
}

/**
 * The Cache-Control of an answer. A public path keeps its public rule only for a 200 (or the
 * 304 of one) that sets no cookie: a cookie in a shared cache's copy would go to everyone.
 * `freshUntil` is the instant the page named (FRESH_UNTIL_HEADER), if any.
 */
export function cacheControlFor(
  pathname: string,
  response: Response,
  freshUntil: string | null = null,
  now = Date.now(),
): string {
  if (routeKind(pathname) !== 'public') return PRIVATE_CACHE_CONTROL;
  if (pagePath(pathname) === STORE_NOT_FOUND_PATH) return UNCACHED_CACHE_CONTROL;
  if (response.status === 503 && response.headers.has(SUSPENDED_HEADER)) {
    return SUSPENDED_CACHE_CONTROL;
  }
  if (response.status !== 200 && response.status !== 304) return UNCACHED_CACHE_CONTROL;
  if (response.headers.has('Set-Cookie')) return PRIVATE_CACHE_CONTROL;
  // A page of a store that is not open (its status page, the seller's preview): one visitor's.
  if (response.headers.has(PRIVATE_PAGE_HEADER)) return PRIVATE_CACHE_CONTROL;
  return publicCacheControl(freshUntil === null ? null : Date.parse(freshUntil), now);
}

const validator = etag({ weak: true });

/**
 * A page's ETag with its nonce left out: each render has a new nonce, and the same page must
 * keep its ETag or no browser would ever get a 304. hono/etag takes this ETag as it is, and its
 * 304 keeps only the validators and cache headers, not the Content-Security-Policy: a 304
 * updates the headers of the copy the client has, whose scripts carry the nonce of the render
 * it came from (README "Content-Security-Policy").
 */
async function tagWithoutNonce(c: Context, next: Next) {
  await next();
  const nonce = nonceOf(c.res.headers.get('Content-Security-Policy'));
  // A private page's ETag stays hono's own, over its bytes nonce and all: new at every render,
  // so no copy anyone holds (a shared cache's, from when the store was open) is answered 304.
  if (!nonce || !c.res.ok || !c.res.body || c.res.headers.has(PRIVATE_PAGE_HEADER)) return;
  const page = (await c.res.clone().text()).replaceAll(nonce, '');
  c.res.headers.set('ETag', `W/"${createHash('sha1').update(page).digest('hex')}"`);
}

/**
 * The rule as a middleware, for the routes React Router answers and the session's routes
 * (static files set their own: a year, immutable, for hashed assets): Cache-Control, the
 * public pages' Vary, and their ETag, answering 304 to a matching If-None-Match. The ETag is
 * weak: the compress middleware encodes the same page differently per Accept-Encoding, and
 * they are the same page; and it leaves the page's nonce out (README "Content-Security-Policy").
 */
export async function cachePolicy(c: Context, next: Next) {
  const { pathname } = new URL(c.req.url);
  const kind = routeKind(pathname);
  if (kind === 'versioned') return next();
  // Read before the validator turns a match into a 304, which keeps only the cache headers.
  let freshUntil: string | null = null;
  const page = async () => {
    await next();
    freshUntil = c.res.headers.get(FRESH_UNTIL_HEADER);
  };
  if (kind === 'public') await validator(c, () => tagWithoutNonce(c, page));
  else await page();
  const cacheControl = cacheControlFor(pathname, c.res, freshUntil);
  c.res.headers.delete(FRESH_UNTIL_HEADER);
  c.res.headers.delete(PRIVATE_PAGE_HEADER);
  c.res.headers.delete(SUSPENDED_HEADER);
  c.res.headers.set('Cache-Control', cacheControl);
  if (cacheControl.startsWith('public')) c.res.headers.set('Vary', PUBLIC_VARY);
}
