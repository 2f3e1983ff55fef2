import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { sellerBannersQueryKey } from '../query-keys.ts';

/** The store's banners in their order (Configurações → Banners); every write refreshes it. */
export function sellerBannersQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: sellerBannersQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-seller-banners.ts'), (endpoint, client) =>
        endpoint.getSellerBanners(client),
      ),
  });
}
