import { storePageListSchema, type StorePageList } from '@vitrine/contract/store-pages';
import { parse, type ApiClient } from '../client.ts';

/** GET {apiBase}/settings/pages — every content page of the seller's store, drafts too. */
export function getStorePages(client: ApiClient): Promise<StorePageList> {
  return parse(storePageListSchema, client.api.get('settings/pages'));
}
