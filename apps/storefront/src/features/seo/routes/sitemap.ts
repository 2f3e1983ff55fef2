import { getHome } from '@vitrine/api-client/get-home';
import { data } from 'react-router';
import { originOf } from '../../../lib/loader.server.ts';
import { loaderContext, storeForHost } from '../../../lib/store.server.ts';
import { FILE_PARAM, sitemapDocument } from '../sitemap-files.ts';
import { storeUrls } from '../sitemap-urls.ts';
import type { Route } from './+types/sitemap';

/**
 * sitemap.xml per store: the home, the slider, the content pages, the service
 * listings, the category pages and every product and service (the API's /sitemap-items, read a page at a time).
 * Up to 50,000 URLs it is one file; past that it is an index of the numbered files
 * `/sitemap.xml?pagina=N` (sitemap-files.ts), so robots.txt names this path either way.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if ((await storeForHost(url.host)).notFound) throw data(null, { status: 404 });
  const { store, client } = await loaderContext({ request, context });
  // The primary domain's URLs when the store has one (its other hosts redirect there).
  const origin = originOf(request, store.data.primary_host);
  const home = await getHome(client);
  // The footer's pages and the menu came with the store (its shell, lib/store.server.ts).
  const urls = storeUrls(client, origin, {
    pages: store.pages,
    categories: home.categories,
    departments: store.departments,
  });
  const xml = await sitemapDocument(urls, origin, url.searchParams.get(FILE_PARAM));
  if (xml === null) throw data(null, { status: 404 });
  // Cached as a public page (server/cache-policy.ts).
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
