import { storeChecklistSchema, type StoreChecklist } from '@vitrine/contract/store-life';
import { parse, type ApiClient } from '../client.ts';

/** GET {apiBase}/store/checklist — each step done or not, from the store's data now. */
export function getStoreChecklist(client: ApiClient): Promise<StoreChecklist> {
  return parse(storeChecklistSchema, client.api.get('store/checklist'));
}
