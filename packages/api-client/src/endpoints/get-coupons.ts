import { couponListSchema, type CouponList } from '@vitrine/contract/coupons';
import { parse, type ApiClient } from '../client.ts';

/** GET {apiBase}/coupons — the store's coupons, newest first, with their uses. */
export function getCoupons(client: ApiClient, page: number): Promise<CouponList> {
  return parse(
    couponListSchema,
    client.api.get('coupons', { searchParams: { page, per_page: 50 } }),
  );
}
