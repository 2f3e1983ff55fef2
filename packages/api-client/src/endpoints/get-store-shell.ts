import { parse, type ApiClient } from '../client.ts';
import { storeShellSchema, type StoreShell } from '@vitrine/contract/store-shell';

/**
 * GET {apiBase}/stores/shell — the store of a host with its footer's pages and department
 * menu (what every storefront page shows around its content), in one request. No store
 * header: this is how the store id is found. `notFound: true` → /loja-nao-encontrada. With
 * `product` (a slug), that product of the store too, or null (none, or the store not open).
 */
export function getStoreShell(
  client: ApiClient,
  host: string,
  product?: string,
): Promise<StoreShell> {
  const searchParams = product === undefined ? { host } : { host, product };
  return parse(storeShellSchema, client.api.get('stores/shell', { searchParams }));
}
