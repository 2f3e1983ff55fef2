import { parse, type ApiClient } from '../client.ts';
import { storeDataSchema, type StoreData } from '@vitrine/contract/stores';

/** GET {apiBase}/stores/current — the public data of the X-Store-Id store. */
export function getCurrentStore(client: ApiClient): Promise<StoreData> {
  return parse(storeDataSchema, client.api.get('stores/current'));
}
