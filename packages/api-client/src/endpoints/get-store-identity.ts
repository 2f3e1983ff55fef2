import { storeIdentitySchema, type StoreIdentity } from '@vitrine/contract/store-identity';
import { parse, type ApiClient } from '../client.ts';

/** GET {apiBase}/settings/identity — the seller's store: name, legal data, colours, contact. */
export function getStoreIdentity(client: ApiClient): Promise<StoreIdentity> {
  return parse(storeIdentitySchema, client.api.get('settings/identity'));
}
