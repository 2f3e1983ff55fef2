import { PRIVATE_PAGE_HEADER, RETRY_LATER } from '../../../lib/private-page.ts';
import { originOf } from '../../../lib/loader.server.ts';
import { storeForHost } from '../../../lib/store.server.ts';
import type { Route } from './+types/robots';

const NOTHING = 'User-agent: *\nDisallow: /\n';

/**
 * robots.txt per store: the catalog is open, the private areas are not. A store that is not
 * open (a draft, paused, closed) has nothing to index, and says so to crawlers only while it
 * lasts: its answer is never kept by a shared cache (PRIVATE_PAGE_HEADER), so the store's
 * opening reaches crawlers at once. A suspended store's is a 503, like its pages.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const store = await storeForHost(url.host);
  const headers = { 'Content-Type': 'text/plain; charset=utf-8' };
  if (store.notFound) return new Response(NOTHING, { headers });
  // Suspended by the platform: unavailable for now, as its pages are (crawlers come back).
  if (store.suspended) {
    return new Response(NOTHING, { status: 503, headers: { ...headers, ...RETRY_LATER } });
  }
  if (store.data?.status !== 'open') {
    return new Response(NOTHING, { headers: { ...headers, [PRIVATE_PAGE_HEADER]: '1' } });
  }
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /_api/',
    'Disallow: /login',
    'Disallow: /finalizar-compra/',
    'Disallow: /minha-conta/',
    'Disallow: /vendedor',
    '',
    `Sitemap: ${originOf(request, store.data.primary_host)}/sitemap.xml`,
    '',
  ].join('\n');
  // Cached as a public page (server/cache-policy.ts).
  return new Response(body, { headers });
}
