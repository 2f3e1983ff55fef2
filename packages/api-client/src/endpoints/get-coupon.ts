import { couponSchema, type Coupon } from '@vitrine/contract/coupons';
import { parse, type ApiClient } from '../client.ts';

/** GET {apiBase}/coupons/{id} — 404 coupon_not_found (also an archived one). */
export function getCoupon(client: ApiClient, id: string): Promise<Coupon> {
  return parse(couponSchema, client.api.get(`coupons/${encodeURIComponent(id)}`));
}
