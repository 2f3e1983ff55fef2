import { parse, type ApiClient } from '../client.ts';
import { contentPageListSchema, type ContentPageList } from '@vitrine/contract/pages';

/** GET {apiBase}/pages — every content page's slug and title (the footer's links). */
export function listPages(client: ApiClient): Promise<ContentPageList> {
  return parse(contentPageListSchema, client.api.get('pages'));
}
