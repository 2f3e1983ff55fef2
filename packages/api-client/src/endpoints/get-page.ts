import { parse, type ApiClient } from '../client.ts';
import { contentPageSchema, type ContentPage } from '@vitrine/contract/pages';

/** GET {apiBase}/pages/{slug} — spec §2 /paginas/{slug}. Sanitise `html` before rendering. */
export function getPage(client: ApiClient, slug: string): Promise<ContentPage> {
  return parse(contentPageSchema, client.api.get(`pages/${encodeURIComponent(slug)}`));
}
