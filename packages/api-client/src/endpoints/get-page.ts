import { queryOptions } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import { contentPageSchema, type ContentPage } from '@vitrine/contract/pages';
import { catalogQueryKey } from './catalog-keys.ts';

/** GET {apiBase}/pages/{slug} — spec §2 /paginas/{slug}. Sanitise `html` before rendering. */
export function getPage(client: ApiClient, slug: string): Promise<ContentPage> {
  return parse(contentPageSchema, client.api.get(`pages/${encodeURIComponent(slug)}`));
}

export function pageQueryOptions(client: ApiClient, slug: string) {
  return queryOptions({
    queryKey: [...catalogQueryKey(client), 'page', slug] as const,
    queryFn: () => getPage(client, slug),
  });
}
