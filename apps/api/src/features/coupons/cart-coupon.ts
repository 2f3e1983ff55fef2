import type { AppliedCoupon } from '@vitrine/contract/coupons';
import {
  COUPON_MESSAGES,
  couponDiscountCents,
  couponRefusal,
  couponValueLabel,
  eligibleSubtotalCents,
  normalizeCouponCode,
  type CouponRefusal,
} from '@vitrine/domain/coupon';
import { formatDateTime } from '@vitrine/domain/dates';
import { and, count, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { cartCoupons, couponRedemptions, coupons, orders } from '../../db/schema/index.ts';
import type { ApiError } from '../../http/errors.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { fromCents } from '../../lib/money.ts';
import type { PricedLine } from '../cart/pricing.ts';
import { ruleOf, type CouponRow } from './serialize.ts';

// The shopper's coupon: applied to the cart (one at a time), priced again on every read by the
// domain's rules, re-checked and its use taken when the order is placed.

type Owner = { storeId: string; customerId: string };

/** A coupon priced against a cart now: what it takes off, or why it cannot. */
export type CouponOnCart = { row: CouponRow; discountCents: number; refusal: CouponRefusal | null };

async function customerUses(db: Database, couponId: string, customerId: string) {
  const [used] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(
      and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.customerId, customerId)),
    );
  return used?.n ?? 0;
}

/**
 * The uses of a coupon held by orders whose payment time ran out, all and this shopper's: reads
 * already show those orders expirado (orders/status.ts) before the sweep (orders/expiry.ts)
 * writes it and gives their uses back, so they count as given back already. Few rows: only
 * orders past their time and not yet swept.
 */
async function overdueUses(db: Database, couponId: string, customerId: string, now: Date) {
  const [held] = await db
    .select({
      all: count(),
      mine: sql<number>`count(*) filter (where ${couponRedemptions.customerId} = ${customerId})`.mapWith(
        Number,
      ),
    })
    .from(orders)
    .innerJoin(couponRedemptions, eq(couponRedemptions.orderId, orders.id))
    .where(
      and(
        eq(couponRedemptions.couponId, couponId),
        eq(orders.status, 'aguardando_pagamento'),
        lte(orders.paymentExpiresAt, now),
      ),
    );
  return { all: held?.all ?? 0, mine: held?.mine ?? 0 };
}

/** The refusals that count uses: the only ones an expired order's use may lift. */
const USE_LIMITS: ReadonlySet<CouponRefusal['code']> = new Set([
  'coupon_exhausted',
  'coupon_already_used',
]);

/** Prices `row` on these lines for this shopper at `now` (@vitrine/domain/coupon). */
export async function priceCoupon(
  db: Database,
  row: CouponRow,
  owner: Owner,
  lines: readonly PricedLine[],
  now: Date,
): Promise<CouponOnCart> {
  const couponLines = lines.map((line) => ({
    productId: line.productId,
    categoryId: line.categoryId,
    totalCents: line.unitPriceCents * line.quantity,
  }));
  const rule = ruleOf(row);
  const eligibleCents = eligibleSubtotalCents(couponLines, rule);
  const context = {
    now,
    subtotalCents: couponLines.reduce((sum, line) => sum + line.totalCents, 0),
    eligibleCents,
    customerUses: await customerUses(db, row.id, owner.customerId),
    formatDate: (date: Date) => formatDateTime(date, ' às '),
  };
  let refusal = couponRefusal(rule, context);
  if (refusal && USE_LIMITS.has(refusal.code)) {
    const overdue = await overdueUses(db, row.id, owner.customerId, now);
    refusal = couponRefusal(
      { ...rule, uses: rule.uses - overdue.all },
      { ...context, customerUses: context.customerUses - overdue.mine },
    );
  }
  return { row, refusal, discountCents: refusal ? 0 : couponDiscountCents(eligibleCents, rule) };
}

const couponOfCart = preparedQuery((db) =>
  db
    .select({ coupon: coupons })
    .from(cartCoupons)
    .innerJoin(coupons, eq(coupons.id, cartCoupons.couponId))
    .where(
      and(
        eq(cartCoupons.storeId, sql.placeholder('storeId')),
        eq(cartCoupons.customerId, sql.placeholder('customerId')),
      ),
    )
    .prepare('coupon_of_cart'),
);

/** The coupon on the shopper's cart, priced on its lines now; null without one. */
export async function cartCouponOf(
  db: Database,
  owner: Owner,
  lines: readonly PricedLine[],
  now: Date,
): Promise<CouponOnCart | null> {
  const [row] = await couponOfCart(db).execute({
    storeId: owner.storeId,
    customerId: owner.customerId,
  });
  // An archived coupon is gone for shoppers: the cart simply has none.
  if (!row || row.coupon.status === 'archived') return null;
  return priceCoupon(db, row.coupon, owner, lines, now);
}

export function appliedCoupon(coupon: CouponOnCart | null): AppliedCoupon | null {
  if (!coupon) return null;
  return {
    code: coupon.row.code,
    value_label: couponValueLabel(coupon.row),
    discount: fromCents(coupon.discountCents),
    problem: coupon.refusal ? { code: coupon.refusal.code, message: coupon.refusal.message } : null,
  };
}

/** A refusal as the API answers it: 404 for an unknown code, 409 for the rest. */
export function refusalError(refusal: CouponRefusal): ApiError {
  if (refusal.code === 'coupon_not_found') return notFound(refusal.message, refusal.code);
  const details =
    refusal.missingCents === undefined ? undefined : { missing: fromCents(refusal.missingCents) };
  return conflict(refusal.code, refusal.message, details);
}

/**
 * Puts the coupon with this code (any case) on the cart, if it applies to it now; a refused
 * coupon is not kept. Replaces the coupon the cart had.
 */
export async function applyCoupon(
  db: Database,
  owner: Owner,
  code: string,
  lines: readonly PricedLine[],
  now: Date,
): Promise<CouponOnCart> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.storeId, owner.storeId),
        sql`upper(${coupons.code}) = ${normalizeCouponCode(code)}`,
      ),
    );
  if (!row || row.status === 'archived') {
    throw refusalError({ code: 'coupon_not_found', message: COUPON_MESSAGES.notFound });
  }
  const priced = await priceCoupon(db, row, owner, lines, now);
  if (priced.refusal) throw refusalError(priced.refusal);
  await db
    .insert(cartCoupons)
    .values({ ...owner, couponId: row.id, createdAt: now })
    .onConflictDoUpdate({
      target: [cartCoupons.storeId, cartCoupons.customerId],
      set: { couponId: row.id, createdAt: now },
    });
  return priced;
}

export async function removeCartCoupon(db: Database, owner: Owner) {
  await db
    .delete(cartCoupons)
    .where(
      and(eq(cartCoupons.storeId, owner.storeId), eq(cartCoupons.customerId, owner.customerId)),
    );
}

/**
 * Takes one use of the coupon for an order being placed (inside its transaction, before the
 * charge): a conditional UPDATE, so of two orders racing for the last use exactly one gets it —
 * the second waits on the row lock, then finds no use left and is refused (and rolls back).
 */
export async function takeCouponUse(tx: Database, coupon: CouponOnCart, now: Date) {
  const [taken] = await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1`, updatedAt: now })
    .where(
      and(
        eq(coupons.id, coupon.row.id),
        eq(coupons.status, 'active'),
        sql`(${coupons.maxUses} is null or ${coupons.uses} < ${coupons.maxUses})`,
      ),
    )
    .returning({ id: coupons.id });
  if (!taken) throw conflict('coupon_exhausted', COUPON_MESSAGES.exhausted);
}

/** The use's record (the per-shopper limit counts these); the cart's coupon goes with the cart. */
export async function recordRedemption(
  tx: Database,
  coupon: CouponOnCart,
  order: { id: string; storeId: string; customerId: string },
  now: Date,
) {
  await tx.insert(couponRedemptions).values({
    storeId: order.storeId,
    couponId: coupon.row.id,
    orderId: order.id,
    customerId: order.customerId,
    createdAt: now,
  });
  await removeCartCoupon(tx, order);
}
