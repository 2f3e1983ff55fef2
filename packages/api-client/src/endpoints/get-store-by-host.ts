import { queryOptions } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import { storeResponseSchema, type StoreResponse } from '@vitrine/contract/stores';

/**
 * GET {apiBase}/stores/by-host — spec §3 store with payment_default and banners. No store
 * header: this is how the store id is found. `notFound: true` → /loja-nao-encontrada.
 */
export function getStoreByHost(client: ApiClient, host: string): Promise<StoreResponse> {
  return parse(storeResponseSchema, client.api.get('stores/by-host', { searchParams: { host } }));
}

export const storeByHostQueryKey = (host: string) => ['store', 'by-host', host] as const;

export function storeByHostQueryOptions(client: ApiClient, host: string) {
  return queryOptions({
    queryKey: storeByHostQueryKey(host),
    queryFn: () => getStoreByHost(client, host),
    // A store's data changes rarely; the API's own Cache-Control is 60 s.
    staleTime: 60_000,
  });
}
