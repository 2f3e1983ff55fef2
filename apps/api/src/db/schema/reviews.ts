import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { images, products } from './catalog.ts';
import { at, createdAt, storeId } from './columns.ts';
import { orders } from './commerce.ts';
import { stores } from './stores.ts';

export const reviewStatuses = ['pendente', 'publicada', 'oculta'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/**
 * A store's verified reviews (issue #37 §3): the invite goes `inviteDays` after delivery (1 to
 * 60); with `requireApproval` a review waits for the seller (`pendente`), else it shows at once.
 * A store that never saved them: 7 days, approval required.
 */
export const reviewSettings = pgTable(
  'review_settings',
  {
    storeId: uuid('store_id')
      .primaryKey()
      .references(() => stores.id, { onDelete: 'cascade' }),
    inviteDays: integer('invite_days').notNull().default(7),
    requireApproval: boolean('require_approval').notNull().default(true),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('review_settings_invite_days_ck', sql`${t.inviteDays} between 1 and 60`)],
);

/**
 * One delivered order's invitation to review, e-mailed once (the order is the key: a sweep run
 * twice, or two at once, sends it once). Its link's token is kept hashed, as every token here.
 */
export const reviewInvites = pgTable(
  'review_invites',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeId: storeId(),
    tokenHash: text('token_hash').notNull(),
    sentAt: at('sent_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [uniqueIndex('review_invites_token_uq').on(t.tokenHash)],
);

/**
 * A buyer's review of one product of one delivered order: one per (order, product). The seller
 * publishes it, hides it with a reason, or replies in public.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: reviewStatuses }).notNull(),
    hiddenReason: text('hidden_reason'),
    reply: text('reply'),
    repliedAt: at('replied_at'),
    helpfulCount: integer('helpful_count').notNull().default(0),
    createdAt: createdAt(),
    publishedAt: at('published_at'),
  },
  (t) => [
    uniqueIndex('reviews_order_product_uq').on(t.orderId, t.productId),
    // The product page's list and figures: a product's published reviews, newest first.
    index('reviews_product_published_idx')
      .on(t.productId, t.publishedAt)
      .where(sql`${t.status} = 'publicada'`),
    // The office's list: a store's reviews by status, newest first.
    index('reviews_store_status_idx').on(t.storeId, t.status, t.createdAt),
    check('reviews_rating_ck', sql`${t.rating} between 1 and 5`),
    check('reviews_status_ck', sql`${t.status} in ('pendente', 'publicada', 'oculta')`),
    check(
      'reviews_hidden_reason_ck',
      sql`${t.status} <> 'oculta' or ${t.hiddenReason} is not null`,
    ),
  ],
);

/** "Útil": one vote per signed-in shopper and review (the count is kept on the review). */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.customerId] })],
);

/**
 * A photo a buyer sent for one product of an order (the image pipeline's image, counted in the
 * store's image storage), then on the review that carries it (`reviewId`, `position`). One not
 * on a review yet is the buyer's upload still waiting for the review's send; the count per
 * (order, product) caps what one invitation can send.
 */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    position: integer('position'),
    createdAt: createdAt(),
  },
  (t) => [
    index('review_photos_order_product_idx').on(t.orderId, t.productId),
    index('review_photos_review_idx').on(t.reviewId, t.position),
  ],
);
