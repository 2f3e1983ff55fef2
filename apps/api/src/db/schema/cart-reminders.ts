import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { at, createdAt, storeId } from './columns.ts';
import { orders } from './commerce.ts';
import { coupons } from './coupons.ts';
import { stores } from './stores.ts';

/**
 * A store's abandoned-cart reminders (Marketing → Carrinhos abandonados): off until the seller
 * turns them on; up to three, each `delay` minutes after the cart's last change (the second
 * and third may be off: null); the coupon offered in the last one sent.
 */
export const cartReminderSettings = pgTable(
  'cart_reminder_settings',
  {
    storeId: uuid('store_id')
      .primaryKey()
      .references(() => stores.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    firstDelayMinutes: integer('first_delay_minutes').notNull().default(60),
    secondDelayMinutes: integer('second_delay_minutes').default(1440),
    thirdDelayMinutes: integer('third_delay_minutes').default(4320),
    lastCouponId: uuid('last_coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'cart_reminder_settings_delays_ck',
      sql`${t.firstDelayMinutes} > 0
        and (${t.secondDelayMinutes} is null or ${t.secondDelayMinutes} > ${t.firstDelayMinutes})
        and (${t.thirdDelayMinutes} is null or (${t.secondDelayMinutes} is not null and ${t.thirdDelayMinutes} > ${t.secondDelayMinutes}))`,
    ),
  ],
);

/**
 * One life of a shopper's cart, from its first item to the order that empties it, or to its
 * last item removed (closed). `changedAt` moves on every change of the cart (lib/cart-activity:
 * one upsert an add), and the reminders count from it. A cart closed by an order after a
 * reminder is `recovered` (that order); a closed cart that got no reminder is swept away.
 */
export const abandonedCarts = pgTable(
  'abandoned_carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    changedAt: at('changed_at').notNull(),
    remindersSent: integer('reminders_sent').notNull().default(0),
    lastReminderAt: at('last_reminder_at'),
    closedAt: at('closed_at'),
    recoveredOrderId: uuid('recovered_order_id').references(() => orders.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    // One open cart per shopper: the cart's writes upsert it.
    uniqueIndex('abandoned_carts_open_uq')
      .on(t.customerId)
      .where(sql`${t.closedAt} is null`),
    // The reminders' sweep: open carts by their last change.
    index('abandoned_carts_due_idx')
      .on(t.changedAt)
      .where(sql`${t.closedAt} is null`),
    // The office's list: a store's carts that got a reminder, newest first.
    index('abandoned_carts_store_idx')
      .on(t.storeId, t.createdAt)
      .where(sql`${t.remindersSent} > 0`),
    // The sweep's clearing of closed carts that got no reminder: only those rows, while they last.
    index('abandoned_carts_unreminded_closed_idx')
      .on(t.closedAt)
      .where(sql`${t.closedAt} is not null and ${t.remindersSent} = 0`),
    check('abandoned_carts_reminders_ck', sql`${t.remindersSent} between 0 and 3`),
  ],
);

/** What a reminder put in its e-mail, and what its restore link puts back in the cart. */
export type RemindedItem = { variation_id: string; quantity: number };

/**
 * One reminder sent: (cart, step) is unique, so a sweep run twice sends it once. The restore
 * link's token is kept hashed, as every token here.
 */
export const cartReminders = pgTable(
  'cart_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => abandonedCarts.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    items: jsonb('items').$type<RemindedItem[]>().notNull(),
    valueCents: integer('value_cents').notNull(),
    couponCode: text('coupon_code'),
    restoreTokenHash: text('restore_token_hash').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [
    uniqueIndex('cart_reminders_cart_step_uq').on(t.cartId, t.step),
    uniqueIndex('cart_reminders_restore_token_uq').on(t.restoreTokenHash),
    // The reports' abandoned carts (features/reports): a store's first reminders by when sent.
    index('cart_reminders_store_first_idx')
      .on(t.storeId, t.sentAt)
      .where(sql`${t.step} = 1`),
    check('cart_reminders_step_ck', sql`${t.step} between 1 and 3`),
  ],
);
