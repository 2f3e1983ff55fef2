import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { at, storeId } from './columns.ts';
import { orders } from './commerce.ts';

/**
 * A store's discount coupon (@vitrine/domain/coupon prices it). `value` is in hundredths: cents
 * for 'amount', hundredths of a percent for 'percentage'. `uses` counts redemptions and is only
 * raised by a conditional UPDATE at checkout, so two orders never take the same last use.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    /** As typed by the seller, upper case (codes are compared case-insensitively). */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percentage', 'amount'] }).notNull(),
    value: integer('value').notNull(),
    minimumOrderCents: integer('minimum_order_cents').notNull().default(0),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    categoryIds: uuid('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    productIds: uuid('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    status: text('status', { enum: ['active', 'paused', 'archived'] })
      .notNull()
      .default('active'),
    uses: integer('uses').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_store_code_uq').on(t.storeId, sql`upper(${t.code})`),
    index('coupons_store_created_idx').on(t.storeId, t.createdAt),
    check('coupons_value_ck', sql`${t.value} > 0`),
    check('coupons_kind_ck', sql`${t.kind} in ('percentage', 'amount')`),
    check('coupons_status_ck', sql`${t.status} in ('active', 'paused', 'archived')`),
    check(
      'coupons_uses_ck',
      sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`,
    ),
  ],
);

/** One use of a coupon: the order that took it and its shopper (the per-shopper limit). */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_uq').on(t.orderId),
    index('coupon_redemptions_coupon_customer_idx').on(t.couponId, t.customerId),
  ],
);

/** The coupon a shopper applied to their cart, priced again on every read. */
export const cartCoupons = pgTable(
  'cart_coupons',
  {
    storeId: storeId(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.customerId] })],
);
