import type { Coupon, CouponInputParsed } from '@vitrine/contract/coupons';
import { couponValueLabel, type CouponRule } from '@vitrine/domain/coupon';
import { roundToCents } from '@vitrine/domain/round';
import type { coupons } from '../../db/schema/index.ts';
import { fromCents, toCents } from '../../lib/money.ts';

// A stored coupon in each of the shapes it is read in: the contract's answer, the audit's
// snapshot, the domain's rule; and the seller's input as columns.

export type CouponRow = typeof coupons.$inferSelect;

export const COUPON_ENTITY = 'coupon';

/** 10 (%) or 15.5 (R$) as the stored hundredths: 1000, 1550 (the same ×100 for both kinds). */
export const valueToHundredths = (value: number) => roundToCents(value);
const hundredthsToValue = (hundredths: number) => hundredths / 100;

export function toCoupon(row: CouponRow): Coupon {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    value: hundredthsToValue(row.value),
    value_label: couponValueLabel(row),
    minimum_order: fromCents(row.minimumOrderCents),
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    max_uses: row.maxUses,
    max_uses_per_customer: row.maxUsesPerCustomer,
    category_ids: row.categoryIds,
    product_ids: row.productIds,
    // An archived coupon is never listed nor answered (it reads as not found).
    status: row.status === 'active' ? 'active' : 'paused',
    uses: row.uses,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the Histórico records of a coupon: what the seller set, not the use counter. */
export function couponSnapshot(row: CouponRow): Record<string, unknown> {
  const coupon = toCoupon(row);
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.value,
    minimum_order: coupon.minimum_order,
    starts_at: coupon.starts_at,
    ends_at: coupon.ends_at,
    max_uses: coupon.max_uses,
    max_uses_per_customer: coupon.max_uses_per_customer,
    category_ids: coupon.category_ids,
    product_ids: coupon.product_ids,
    status: row.status,
  };
}

export function columnsOf(input: CouponInputParsed) {
  return {
    code: input.code,
    kind: input.kind,
    value: valueToHundredths(input.value),
    minimumOrderCents: toCents(input.minimum_order),
    startsAt: input.starts_at ? new Date(input.starts_at) : null,
    endsAt: input.ends_at ? new Date(input.ends_at) : null,
    maxUses: input.max_uses,
    maxUsesPerCustomer: input.max_uses_per_customer,
    categoryIds: [...new Set(input.category_ids)],
    productIds: [...new Set(input.product_ids)],
  };
}

export function ruleOf(row: CouponRow): CouponRule {
  return {
    kind: row.kind,
    value: row.value,
    minimumOrderCents: row.minimumOrderCents,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    active: row.status === 'active',
    maxUses: row.maxUses,
    uses: row.uses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    categoryIds: row.categoryIds,
    productIds: row.productIds,
  };
}
