import { parse, type ApiClient } from '../client.ts';
import { storeShellSchema, type StoreShell } from '@vitrine/contract/store-shell';

/**
 * GET {apiBase}/stores/shell — the store of a host with its footer's pages and department
 * menu (what every storefront page shows around its content), in one request. No store
 * header: this is how the store id is found. `notFound: true` → /loja-nao-encontrada.
 */
export function getStoreShell(client: ApiClient, host: string): Promise<StoreShell> {
  return parse(storeShellSchema, client.api.get('stores/shell', { searchParams: { host } }));
}
