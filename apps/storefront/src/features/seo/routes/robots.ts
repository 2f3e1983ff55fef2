import { storeForHost } from '../../../lib/store.server.ts';
import type { Route } from './+types/robots';

/** robots.txt per store: the catalog is open, the private areas are not. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const store = await storeForHost(url.host);
  const body = store.notFound
    ? 'User-agent: *\nDisallow: /\n'
    : [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /_api/',
        'Disallow: /login',
        'Disallow: /finalizar-compra/',
        'Disallow: /minha-conta/',
        'Disallow: /vendedor',
        '',
        `Sitemap: ${url.origin}/sitemap.xml`,
        '',
      ].join('\n');
  // Cached as a public page (server/cache-policy.ts).
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
