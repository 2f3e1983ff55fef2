import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { productVariations } from './catalog.ts';
import { at, createdAt, storeId } from './columns.ts';
import { stores } from './stores.ts';

export const stockAlertStatuses = ['pending', 'active', 'sent', 'cancelled'] as const;
export type StockAlertStatus = (typeof stockAlertStatuses)[number];

/**
 * A store's "Avise-me quando chegar" rule: a return of N units e-mails at most N × factor of
 * the variation's alerts (more shoppers ask than buy). A store that never saved it: 2.
 */
export const stockAlertSettings = pgTable(
  'stock_alert_settings',
  {
    storeId: uuid('store_id')
      .primaryKey()
      .references(() => stores.id, { onDelete: 'cascade' }),
    factor: integer('factor').notNull().default(2),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('stock_alert_settings_factor_ck', sql`${t.factor} between 1 and 10`)],
);

/**
 * One shopper's request to hear when a sold-out variation is back. A shopper signed in asks
 * as `active` at once; anyone else confirms the e-mail first (`pending`, double opt-in). It is
 * e-mailed once (`sent`), or `cancelled` by its unsubscribe link. Tokens are kept hashed.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    variationId: uuid('variation_id')
      .notNull()
      .references(() => productVariations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    status: text('status', { enum: stockAlertStatuses }).notNull(),
    requestedAt: at('requested_at').notNull(),
    confirmedAt: at('confirmed_at'),
    sentAt: at('sent_at'),
    confirmTokenHash: text('confirm_token_hash'),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
  },
  (t) => [
    // One request in force per variation and address: asking again is the same request.
    uniqueIndex('stock_alerts_open_uq')
      .on(t.variationId, t.email)
      .where(sql`${t.status} in ('pending', 'active')`),
    // The sweep's queue: a variation's active requests in the order they were made.
    index('stock_alerts_queue_idx')
      .on(t.variationId, t.requestedAt)
      .where(sql`${t.status} = 'active'`),
    // The sweep forgets the addresses never confirmed: only those rows, while they last.
    index('stock_alerts_pending_idx')
      .on(t.requestedAt)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('stock_alerts_confirm_token_uq').on(t.confirmTokenHash),
    uniqueIndex('stock_alerts_unsubscribe_token_uq').on(t.unsubscribeTokenHash),
    check('stock_alerts_status_ck', sql`${t.status} in ('pending', 'active', 'sent', 'cancelled')`),
  ],
);

/**
 * A sold-out variation's units coming back (lib/stock-ledger.ts writes it with the stock move,
 * only while the variation has active requests); the stock-alerts sweep e-mails at most
 * `units` × the store's factor of them and marks the return handled in the same transaction.
 */
export const stockAlertReturns = pgTable(
  'stock_alert_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    variationId: uuid('variation_id')
      .notNull()
      .references(() => productVariations.id, { onDelete: 'cascade' }),
    units: integer('units').notNull(),
    createdAt: createdAt(),
    handledAt: at('handled_at'),
  },
  (t) => [
    index('stock_alert_returns_due_idx')
      .on(t.createdAt)
      .where(sql`${t.handledAt} is null`),
    check('stock_alert_returns_units_ck', sql`${t.units} > 0`),
  ],
);
