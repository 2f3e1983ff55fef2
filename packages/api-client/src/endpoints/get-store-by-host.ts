import { parse, type ApiClient } from '../client.ts';
import { storeResponseSchema, type StoreResponse } from '@vitrine/contract/stores';

/**
 * GET {apiBase}/stores/by-host — spec §3 store with payment_default and banners. No store
 * header: this is how the store id is found. `notFound: true` → /loja-nao-encontrada.
 */
export function getStoreByHost(client: ApiClient, host: string): Promise<StoreResponse> {
  return parse(storeResponseSchema, client.api.get('stores/by-host', { searchParams: { host } }));
}
