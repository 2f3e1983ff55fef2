import { sellerStoreSchema, type SellerStore } from '@vitrine/contract/store-sign-up';
import { parse, type ApiClient } from '../client.ts';

/** GET {apiBase}/sellers/me/store — where the seller's store answers, and their e-mail's state. */
export function getSellerStore(client: ApiClient): Promise<SellerStore> {
  return parse(sellerStoreSchema, client.api.get('sellers/me/store'));
}
