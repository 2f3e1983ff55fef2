import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { couponRedemptions, coupons } from '../../db/schema/index.ts';

/**
 * Gives back the coupon use each of these orders took at checkout: its redemption goes (the
 * per-shopper limit counts those) and its coupon's `uses` comes down by one. Keyed on the
 * redemption row: DELETE … RETURNING hands each row to one transaction only (another deleting
 * it waits on its lock, then finds it gone), so a cancel racing the expiry sweep, or two
 * sweeps, give one use back, not two. Call it inside the transaction that ends the orders,
 * after their stock went back (checkout takes stock, then the coupon: the same lock order).
 * Answers the coupon code given back per order id.
 */
export async function giveBackCouponUses(
  tx: Database,
  orderIds: readonly string[],
  now: Date,
): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const released = await tx
    .delete(couponRedemptions)
    .where(inArray(couponRedemptions.orderId, [...orderIds]))
    .returning({ orderId: couponRedemptions.orderId, couponId: couponRedemptions.couponId });
  const perCoupon = new Map<string, number>();
  for (const { couponId } of released) perCoupon.set(couponId, (perCoupon.get(couponId) ?? 0) + 1);
  const codes = new Map<string, string>();
  // Sorted, so two transactions giving back uses of the same coupons lock them in one order.
  for (const [couponId, count] of [...perCoupon].sort(([a], [b]) => a.localeCompare(b))) {
    const [coupon] = await tx
      .update(coupons)
      .set({ uses: sql`greatest(${coupons.uses} - ${count}, 0)`, updatedAt: now })
      .where(eq(coupons.id, couponId))
      .returning({ id: coupons.id, code: coupons.code });
    if (coupon) codes.set(coupon.id, coupon.code);
  }
  return new Map(released.map(({ orderId, couponId }) => [orderId, codes.get(couponId) ?? '']));
}
