import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, storeId } from './columns.ts';

/** An image as the apps render it: the file's path under the store's asset folder and its size. */
export type ImageRef = { src: string; width: number; height: number; alt: string };

/**
 * Full-text search document. Kept by the `products_search_vector` trigger (migration
 * 0002_search): never written by the app. Declared here so drizzle-kit's snapshot knows the
 * column and its GIN index; the trigger, `f_unaccent` and the trigram index are SQL-only.
 */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Product and service categories (a service listing is /servicos/{category slug}). */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    kind: text('kind', { enum: ['product', 'service'] }).notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [uniqueIndex('categories_store_slug_uq').on(t.storeId, t.kind, t.slug)],
);

/**
 * Products and services share one table (`kind`): both are sold, searched and ordered the
 * same way; services have one variation and ship nothing.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    kind: text('kind', { enum: ['product', 'service'] }).notNull(),
    /** The spec's cart payload `code`: readable, unique within the store. */
    code: text('code').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    brand: text('brand').notNull().default(''),
    images: jsonb('images').$type<ImageRef[]>().notNull().default([]),
    featured: boolean('featured').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /**
     * Cheapest and dearest variation, kept by the `product_variations_price_range` triggers
     * (migration 0002_search) so listings and search sort by price without aggregating.
     */
    priceMinCents: integer('price_min_cents'),
    priceMaxCents: integer('price_max_cents'),
    searchVector: tsvector('search_vector'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('products_store_slug_uq').on(t.storeId, t.slug),
    uniqueIndex('products_store_code_uq').on(t.storeId, t.code),
    index('products_store_kind_idx').on(t.storeId, t.kind, t.active),
    index('products_category_idx').on(t.categoryId),
    index('products_store_created_idx').on(t.storeId, t.createdAt),
    index('products_search_idx').using('gin', t.searchVector),
  ],
);

/** What is actually bought: a size/colour of a product (or the single offer of a service). */
export const productVariations = pgTable(
  'product_variations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The spec's cart payload `variation`: readable, unique within the store. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Option values by option name, e.g. { "Cor": "Azul", "Tamanho": "M" }. */
    options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
    priceCents: integer('price_cents').notNull(),
    /** "De R$ …" reference price, when the item is on sale. */
    compareAtPriceCents: integer('compare_at_price_cents'),
    /** null = not stock-controlled (services). */
    stock: integer('stock'),
    images: jsonb('images').$type<ImageRef[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('variations_store_code_uq').on(t.storeId, t.code),
    index('variations_product_idx').on(t.productId, t.position),
  ],
);

/** Content pages (/paginas/{slug}): the store's own HTML, sanitised when rendered. */
export const pages = pgTable(
  'pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    html: text('html').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pages_store_slug_uq').on(t.storeId, t.slug)],
);
