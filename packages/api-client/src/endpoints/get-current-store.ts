import { queryOptions } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import { storeDataSchema, type StoreData } from '@vitrine/contract/stores';
import { catalogQueryKey } from './catalog-keys.ts';

/** GET {apiBase}/stores/current — the public data of the X-Store-Id store. */
export function getCurrentStore(client: ApiClient): Promise<StoreData> {
  return parse(storeDataSchema, client.api.get('stores/current'));
}

export function currentStoreQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: [...catalogQueryKey(client), 'store'] as const,
    queryFn: () => getCurrentStore(client),
  });
}
