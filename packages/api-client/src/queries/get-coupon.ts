import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { couponQueryKey } from '../query-keys.ts';

/** One coupon, for its edit form. */
export function couponQueryOptions(api: QueryApi, id: string) {
  return queryOptions({
    queryKey: couponQueryKey(id),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-coupon.ts'), (endpoint, client) =>
        endpoint.getCoupon(client, id),
      ),
  });
}
