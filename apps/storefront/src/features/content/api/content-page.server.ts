import type { ApiClient } from '@vitrine/api-client/client';
import { getPage } from '@vitrine/api-client/get-page';
import { pageQueryKey } from '@vitrine/api-client/query-keys';
import { queryOptions } from '@tanstack/react-query';
import { sanitizeStoreHtml } from '../sanitize.server.ts';

/**
 * The api-client's page query (its key, its fetcher), with the page's HTML sanitised before it is cached: what
 * the browser is sent under the page's key is only ever the sanitised page (the store's raw
 * HTML never leaves this server). The content route's loader prefetches it; the browser
 * refetches it from this server's /paginas/{slug}/conteudo.json, which answers the same.
 */
export function contentPageOptions(client: ApiClient, slug: string) {
  return queryOptions({
    queryKey: pageQueryKey(client.storeId, slug),
    queryFn: async () => {
      const page = await getPage(client, slug);
      return { ...page, html: sanitizeStoreHtml(page.html, { title: page.title }) };
    },
  });
}
