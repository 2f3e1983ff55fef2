import type { QueryClient } from '@tanstack/react-query';
import { cartCouponSchema, type ApplyCouponBody, type CartCoupon } from '@vitrine/contract/coupons';
import { parse, type ApiClient } from '../client.ts';
import { checkoutQuoteQueryKey } from '../query-keys.ts';
import { refreshAfterWrite } from '../refresh.ts';

// The shopper's coupon writes. The server prices it (never the page): the cart and pay pages
// read the coupon off the quote (GET /checkout/quote), fetched again after each write.

/**
 * PUT {apiBase}/cart/coupon — 404 coupon_not_found; 409 coupon_paused, coupon_not_started,
 * coupon_expired, coupon_exhausted, coupon_already_used, coupon_not_applicable,
 * coupon_minimum_not_reached (each with its pt-BR message).
 */
export function applyCartCoupon(client: ApiClient, body: ApplyCouponBody): Promise<CartCoupon> {
  return parse(cartCouponSchema, client.api.put('cart/coupon', { json: body }));
}

/** DELETE {apiBase}/cart/coupon. */
export function removeCartCoupon(client: ApiClient): Promise<CartCoupon> {
  return parse(cartCouponSchema, client.api.delete('cart/coupon'));
}

/** After either write: the quote (and the coupon in it) priced again. */
export async function couponChanged(queryClient: QueryClient) {
  await refreshAfterWrite(queryClient, checkoutQuoteQueryKey);
}
