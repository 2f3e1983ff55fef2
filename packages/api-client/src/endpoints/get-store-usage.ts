import { storeUsageSchema, type StoreUsage } from '@vitrine/contract/store-usage';
import { parse, type ApiClient } from '../client.ts';

/** GET {apiBase}/store-usage — what the store holds beside its limits. */
export function getStoreUsage(client: ApiClient): Promise<StoreUsage> {
  return parse(storeUsageSchema, client.api.get('store-usage'));
}
