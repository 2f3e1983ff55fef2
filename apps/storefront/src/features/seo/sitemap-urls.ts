import type { ApiClient } from '@vitrine/api-client/client';
import { SITEMAP_PAGE_MAX, type Category } from '@vitrine/contract/catalog';
import type { ContentPageList } from '@vitrine/contract/pages';
import type { Department } from '@vitrine/contract/shelf';
import { listSitemapItems } from '@vitrine/api-client/list-sitemap-items';
import {
  categoryPagePath,
  contentPagePath,
  itemPath,
  serviceListingPath,
} from '../../lib/paths.ts';
import type { SitemapUrl } from './sitemap-xml.ts';

/**
 * Every URL of a store's sitemap, always in the same order (the numbered files depend on it):
 * the home, the slider, the content pages, the service listings, the departments and
 * categories (the menu's, in its order), then every product and service as the API lists
 * them, a page of items fetched only when the reader gets there.
 */
export async function* storeUrls(
  client: ApiClient,
  origin: string,
  store: { pages: ContentPageList['items']; categories: Category[]; departments: Department[] },
): AsyncGenerator<SitemapUrl> {
  yield { loc: `${origin}/` };
  yield { loc: `${origin}/slider` };
  for (const page of store.pages) {
    yield { loc: `${origin}${contentPagePath(page.slug)}`, lastmod: page.updated_at };
  }
  for (const category of store.categories) {
    if (category.kind === 'service') yield { loc: `${origin}${serviceListingPath(category.slug)}` };
  }
  for (const department of store.departments) {
    yield { loc: `${origin}${categoryPagePath(department.slug)}` };
    for (const category of department.children) {
      yield { loc: `${origin}${categoryPagePath(category.slug)}` };
    }
  }
  let after: string | null = null;
  do {
    const page = await listSitemapItems(client, {
      ...(after ? { after } : {}),
      limit: SITEMAP_PAGE_MAX,
    });
    // No lastmod: the API keeps no change date for products and services.
    for (const item of page.items) yield { loc: `${origin}${itemPath(item)}` };
    after = page.next_cursor;
  } while (after !== null);
}
