import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { couponsPageQueryKey } from '../query-keys.ts';

/** The office's "Cupons" list, a page of 50. */
export function couponsQueryOptions(api: QueryApi, page = 1) {
  return queryOptions({
    queryKey: couponsPageQueryKey(page),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-coupons.ts'), (endpoint, client) =>
        endpoint.getCoupons(client, page),
      ),
  });
}
