import { getHome } from '@vitrine/api-client/get-home';
import { data } from 'react-router';
import { itemPath, contentPagePath, serviceListingPath } from '../../../lib/paths.ts';
import { loaderContext, pagesOf, storeForHost } from '../../../lib/store.server.ts';
import { sitemapXml } from '../sitemap-xml.ts';
import type { Route } from './+types/sitemap';

/**
 * sitemap.xml per store (issue 4): the home, the slider, the content pages, the service
 * listings and the items the home shows. The API has no "every product" listing yet, so the
 * rest of the catalog is reached by following links.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if ((await storeForHost(url.host)).notFound) throw data(null, { status: 404 });
  const { store, client } = await loaderContext(request);
  const origin = url.origin;
  const [home, pages] = await Promise.all([getHome(client), pagesOf(store.data._id)]);
  const items = [...home.featured_products, ...home.featured_services, ...home.new_arrivals];
  const paths = new Set<string>([
    '/',
    '/slider',
    ...pages.items.map((page) => contentPagePath(page.slug)),
    ...home.categories.filter((c) => c.kind === 'service').map((c) => serviceListingPath(c.slug)),
    ...items.map(itemPath),
  ]);
  return new Response(sitemapXml([...paths].map((path) => `${origin}${path}`)), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
