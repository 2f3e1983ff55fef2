import { parse, type ApiClient } from '../client.ts';
import {
  sitemapItemListSchema,
  type SitemapItemList,
  type SitemapItemsQuery,
} from '@vitrine/contract/catalog';

/**
 * GET {apiBase}/sitemap-items — every product and service the storefront shows, a page at a
 * time: pass the answer's `next_cursor` as `after` until it is null. Only the storefront's
 * sitemap reads it, on the server, so there is no query-options factory.
 */
export function listSitemapItems(
  client: ApiClient,
  query: SitemapItemsQuery = {},
): Promise<SitemapItemList> {
  const searchParams = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as Record<string, string | number>;
  return parse(sitemapItemListSchema, client.api.get('sitemap-items', { searchParams }));
}
