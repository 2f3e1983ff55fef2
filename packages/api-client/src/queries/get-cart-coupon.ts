import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { cartCouponQueryKey } from '../query-keys.ts';

/**
 * The coupon on the shopper's cart, as the server prices it now (the cart and pay pages). Its
 * key sits under the quote's: every cart edit, which makes the quote stale, makes it stale too.
 */
export function cartCouponQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: cartCouponQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-cart-coupon.ts'), (endpoint, client) =>
        endpoint.getCartCoupon(client),
      ),
  });
}
