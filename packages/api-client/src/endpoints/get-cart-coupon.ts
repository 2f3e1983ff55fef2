import { cartCouponSchema, type CartCoupon } from '@vitrine/contract/coupons';
import { parse, type ApiClient } from '../client.ts';

/** GET {apiBase}/cart/coupon — the cart's coupon priced now (a `problem` when it stopped applying). */
export function getCartCoupon(client: ApiClient): Promise<CartCoupon> {
  return parse(cartCouponSchema, client.api.get('cart/coupon'));
}
