import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { products } from './catalog.ts';
import { createdAt, storeId } from './columns.ts';

/**
 * A shopper's favourite products ("Favoritos"). `priceMarkCents` is the product's shelf price
 * (products.shelf_price_cents: the cheapest sold variation) when it was favourited or when its
 * last price-drop notice went out: a price below the mark is a drop, noticed once, and the
 * notice (or a rise) moves the mark to the new price (features/favourites/price-drop.ts).
 */
export const favourites = pgTable(
  'favourites',
  {
    storeId: storeId(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceMarkCents: integer('price_mark_cents'),
    createdAt: createdAt(),
  },
  (t) => [
    // One row per shopper and product (adding again is a no-op); it also serves a shopper's list.
    primaryKey({ name: 'favourites_pk', columns: [t.customerId, t.productId] }),
    // The price-drop job reads a product's favourites.
    index('favourites_product_idx').on(t.productId),
  ],
);

export const consentPurposes = ['price_drop_emails', 'marketing_emails'] as const;
export const consentSources = ['account', 'email_link', 'sign_up', 'checkout'] as const;

/**
 * Every change of a shopper's consent, never updated (LGPD art. 8: the controller proves
 * when and how consent was given, and that it was withdrawn as easily): the purpose, given or
 * withdrawn, where (the account's preferences, an e-mail's one-click link) and from which
 * client. The consent in force is on the customer's row (customers.price_alerts_since,
 * customers.marketing_emails_since).
 */
export const customerConsents = pgTable(
  'customer_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: consentPurposes }).notNull(),
    granted: boolean('granted').notNull(),
    source: text('source', { enum: consentSources }).notNull(),
    /** The wording the shopper agreed to, as shown then. */
    wording: text('wording'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_consents_customer_idx').on(t.customerId, t.createdAt),
    check(
      'customer_consents_purpose_ck',
      sql`${t.purpose} in ('price_drop_emails', 'marketing_emails')`,
    ),
    check(
      'customer_consents_source_ck',
      sql`${t.source} in ('account', 'email_link', 'sign_up', 'checkout')`,
    ),
  ],
);
