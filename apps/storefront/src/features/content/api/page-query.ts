import type { ContentPage } from '@vitrine/contract/pages';
import { queryOptions } from '@tanstack/react-query';
import { pageQueryKey } from '@vitrine/api-client/query-keys';
import type { BrowserApi } from '../../../lib/api-context.tsx';
import { contentPagePath } from '../../../lib/paths.ts';

/** Where this storefront's server answers a content page, sanitised (content-page-data.ts). */
export const contentPageDataPath = (slug: string) => `${contentPagePath(slug)}/conteudo.json`;

/**
 * A content page as its screen reads it: the api-client's page key, holding the page with its HTML sanitised by this storefront's server
 * (content-page.server.ts). Unlike the catalog's queries it never calls the API from the
 * browser: its fetcher is the storefront's own JSON, so the raw HTML never reaches the page.
 */
export const contentPageQuery = (api: BrowserApi, slug: string) =>
  queryOptions({
    queryKey: pageQueryKey(api.storeId, slug),
    queryFn: async ({ signal }): Promise<ContentPage> => {
      const response = await fetch(contentPageDataPath(slug), { signal });
      if (!response.ok) throw new Error(`${contentPageDataPath(slug)}: ${response.status}`);
      return (await response.json()) as ContentPage;
    },
  });
