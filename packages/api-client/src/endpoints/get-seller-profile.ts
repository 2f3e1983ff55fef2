import { parse, type ApiClient } from '../client.ts';
import { sellerProfileSchema, type SellerProfile } from '@vitrine/contract/sellers';

/** GET {apiBase}/sellers/me — spec §2 /vendedor/minha-conta/meus-dados. */
export function getSellerProfile(client: ApiClient): Promise<SellerProfile> {
  return parse(sellerProfileSchema, client.api.get('sellers/me'));
}
