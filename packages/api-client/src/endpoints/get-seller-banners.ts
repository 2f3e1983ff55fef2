import { sellerBannerListSchema, type SellerBannerList } from '@vitrine/contract/banners';
import { parse, type ApiClient } from '../client.ts';

/** GET {apiBase}/settings/banners — every banner of the seller's store, with its state now. */
export function getSellerBanners(client: ApiClient): Promise<SellerBannerList> {
  return parse(sellerBannerListSchema, client.api.get('settings/banners'));
}
