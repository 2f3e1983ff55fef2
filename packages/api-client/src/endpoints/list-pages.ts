import { queryOptions } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import { contentPageListSchema, type ContentPageList } from '@vitrine/contract/pages';
import { catalogQueryKey } from './catalog-keys.ts';

/** GET {apiBase}/pages — every content page's slug and title (the footer's links). */
export function listPages(client: ApiClient): Promise<ContentPageList> {
  return parse(contentPageListSchema, client.api.get('pages'));
}

export function pagesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: [...catalogQueryKey(client), 'pages'] as const,
    queryFn: () => listPages(client),
  });
}
