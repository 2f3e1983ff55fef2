import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { validateSellerQueryKey } from '../query-keys.ts';

/** spec §7 POST /api/validate_seller: the logged seller, or null. */
export function validateSellerQueryOptions(api: QueryApi, accessToken: string | undefined) {
  return queryOptions({
    queryKey: validateSellerQueryKey(accessToken),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/validate-seller.ts'), (endpoint, client) =>
        endpoint.validateSeller(client, accessToken),
      ),
  });
}
