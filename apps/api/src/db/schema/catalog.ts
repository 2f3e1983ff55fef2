import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { at, createdAt, storeId } from './columns.ts';

/** One stored rendition of an uploaded image (image_renditions), by the hash of its bytes. */
export type ImageRefRendition = {
  format: 'webp' | 'avif';
  width: number;
  height: number;
  hash: string;
};

/**
 * An image as the apps render it: the file's path under the store's asset folder and its size.
 * An uploaded image also names its row in `images` and its renditions (its `src` is then its
 * widest WebP one); `color` ties it to a value of the product's Cor option. All three optional:
 * the seeded pictures are single files.
 */
export type ImageRef = {
  src: string;
  width: number;
  height: number;
  alt: string;
  imageId?: string;
  color?: string;
  renditions?: ImageRefRendition[];
};

/**
 * Full-text search document. Kept by the `products_search_vector` trigger (migration
 * 0002_search): never written by the app. Declared here so drizzle-kit's snapshot knows the
 * column and its GIN index; the trigger, `f_unaccent` and the trigram index are SQL-only.
 */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Product and service categories (a service listing is /servicos/{category slug}), as a tree:
 * a department (no parent) holds categories; `position` orders siblings.
 */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    kind: text('kind', { enum: ['product', 'service'] }).notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'restrict',
    }),
    position: integer('position').notNull().default(0),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [
    uniqueIndex('categories_store_slug_uq').on(t.storeId, t.kind, t.slug),
    index('categories_parent_idx').on(t.storeId, t.parentId, t.position),
  ],
);

export const productStatuses = ['draft', 'active', 'archived'] as const;
export type ProductStatus = (typeof productStatuses)[number];

/** An option of a product and its values in the seller's order, e.g. Cor: Azul, Verde. */
export type ProductOption = { name: string; values: string[] };

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
    /** The options whose values make the variation matrix (services have none). */
    options: jsonb('options').$type<ProductOption[]>().notNull().default([]),
    featured: boolean('featured').notNull().default(false),
    /** Only 'active' is on the storefront; a product with orders is archived, never deleted. */
    status: text('status', { enum: productStatuses }).notNull().default('active'),
    /**
     * Cheapest and dearest variation, kept by the `product_variations_price_range` triggers
     * (migration 0002_search) so listings and search sort by price without aggregating.
     */
    priceMinCents: integer('price_min_cents'),
    priceMaxCents: integer('price_max_cents'),
    searchVector: tsvector('search_vector'),
    /**
     * What the storefront's facets read, kept by the `product_variations_shelf` triggers
     * (migration 0010_shelf_facets) from the variations that are sold: their option values as
     * tokens ('s:M' a size, 'k:Azul' a colour), whether any can be bought, the cheapest price.
     * Never written by the app.
     */
    shelfTokens: text('shelf_tokens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    shelfInStock: boolean('shelf_in_stock').notNull().default(false),
    shelfPriceCents: integer('shelf_price_cents'),
    /**
     * The published reviews' count and sum of stars (the average on every card without an
     * aggregate), kept by the `reviews_rating` trigger (migration 0041_product_rating). Never
     * written by the app.
     */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    // What an NF-e's item needs of the product (migration 0032): the NCM (8 digits; '' not
    // given: a store issuing invoices cannot publish without it), the goods' origin (ICMS
    // "origem", 0–8; 0 nacional), the CEST when the goods are under substituição tributária,
    // and the product's own CFOP and tax codes when they differ from the store's defaults
    // (null: the store's, fiscal_settings).
    ncm: text('ncm').notNull().default(''),
    origin: integer('origin').notNull().default(0),
    cest: text('cest'),
    fiscalCfop: text('fiscal_cfop'),
    fiscalIcmsCode: text('fiscal_icms_code'),
    fiscalPisCst: text('fiscal_pis_cst'),
    fiscalCofinsCst: text('fiscal_cofins_cst'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'products_fiscal_ck',
      sql`${t.ncm} ~ '^([0-9]{8})?$' and ${t.origin} between 0 and 8 and ${t.cest} ~ '^[0-9]{7}$' and ${t.fiscalCfop} ~ '^[1-7][0-9]{3}$' and ${t.fiscalIcmsCode} ~ '^[0-9]{2,3}$' and ${t.fiscalPisCst} ~ '^[0-9]{2}$' and ${t.fiscalCofinsCst} ~ '^[0-9]{2}$'`,
    ),
    uniqueIndex('products_store_slug_uq').on(t.storeId, t.slug),
    uniqueIndex('products_store_code_uq').on(t.storeId, t.code),
    index('products_store_kind_idx').on(t.storeId, t.kind, t.status),
    index('products_category_idx').on(t.categoryId),
    index('products_store_created_idx').on(t.storeId, t.createdAt),
    index('products_search_idx').using('gin', t.searchVector),
    // The seller's list (GET /catalog/products): each sort reads a store's first page from an
    // index instead of sorting all its products; `id` breaks ties as the list does.
    index('products_store_updated_idx').on(t.storeId, t.updatedAt.desc().nullsFirst(), t.id),
    index('products_store_name_idx').on(t.storeId, t.name, t.id),
    index('products_store_price_min_idx').on(t.storeId, t.priceMinCents.asc().nullsLast(), t.id),
    index('products_store_price_max_idx').on(t.storeId, t.priceMaxCents.desc().nullsLast(), t.id),
    // A category page's "Relevância" (featured first, then the newest) read in order: the page
    // stops after its 24 rows instead of sorting a department's 50,000.
    index('products_shelf_featured_idx')
      .on(t.storeId, t.featured.desc(), t.createdAt.desc(), t.id)
      .where(sql`${t.status} = 'active'`),
  ],
);

/**
 * The facet counts of category pages, kept rather than counted: how many active products of a
 * category share one facet signature (brand, price range, in stock, size and colour tokens).
 * A category page sums a few hundred of these rows where it counted tens of thousands of
 * products, under any filter, since every filter is a condition on the signature. Kept by the
 * `products_shelf_counts` triggers (migration 0012_shelf_counts) from the products' own shelf
 * columns; never written by the app.
 */
export const shelfCounts = pgTable(
  'shelf_counts',
  {
    // No foreign keys: a store or category deleted takes its products, whose triggers take
    // these rows down to zero and delete them; a cascade racing those triggers could not.
    storeId: uuid('store_id').notNull(),
    categoryId: uuid('category_id').notNull(),
    brand: text('brand').notNull(),
    /** `public.shelf_price_range(products.shelf_price_cents)`, '' when nothing is sold. */
    priceRange: text('price_range').notNull(),
    inStock: boolean('in_stock').notNull(),
    /** The products' `shelf_tokens` (sorted by the trigger that keeps them). */
    tokens: text('tokens').array().notNull(),
    products: integer('products').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'shelf_counts_pk',
      columns: [t.storeId, t.categoryId, t.brand, t.priceRange, t.inStock, t.tokens],
    }),
  ],
);

/**
 * The same counts per category and facet token (migration 0028): how many of a category's
 * listed products carry each token ('s:M', 'k:Azul', 'b:Aurora', 'p:50-100', 'e:' in stock,
 * '*:' all of them). A category page with no filter sums its categories' rows: a department's
 * few hundred instead of its thousands of signatures. Kept by the same trigger function as
 * shelf_counts, in the same statement's key order.
 */
export const shelfTokenCounts = pgTable(
  'shelf_token_counts',
  {
    storeId: uuid('store_id').notNull(),
    categoryId: uuid('category_id').notNull(),
    token: text('token').notNull(),
    products: integer('products').notNull(),
  },
  (t) => [
    primaryKey({ name: 'shelf_token_counts_pk', columns: [t.storeId, t.categoryId, t.token] }),
  ],
);

/**
 * The same counts per category and pair of tokens of different groups (migration 0048; as
 * search_word_pairs per word, the category itself not among the tokens): a page filtered in one
 * group other than category (one size, one colour, any brands, price ranges, in stock) sums its
 * categories' pairs with the picked values instead of their signatures. Kept by the same
 * trigger function as shelf_counts.
 */
export const shelfPairs = pgTable(
  'shelf_pairs',
  {
    storeId: uuid('store_id').notNull(),
    categoryId: uuid('category_id').notNull(),
    token: text('token').notNull(),
    other: text('other').notNull(),
    products: integer('products').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'shelf_pairs_pk',
      columns: [t.storeId, t.categoryId, t.token, t.other],
    }),
  ],
);

/**
 * What a one-word search reads instead of its matches (migration 0045_search_words): for each
 * word of a listed product's search document (a lexeme of `products.search_vector`), the
 * product's rank for that word alone — `ts_rank(search_vector, '<word>')`, the same number a
 * search for the word computes — and its creation time, the relevance order's second key. A
 * search for "caneca" reads its first 24 in order from `search_word_ranks_order_idx` instead of
 * ranking its ~5,000 matches. Kept by the `products_search_words` triggers; never written by
 * the app.
 */
export const searchWordRanks = pgTable(
  'search_word_ranks',
  {
    productId: uuid('product_id').notNull(),
    word: text('word').notNull(),
    storeId: uuid('store_id').notNull(),
    rank: real('rank').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'search_word_ranks_pk', columns: [t.productId, t.word] }),
    index('search_word_ranks_order_idx').on(
      t.storeId,
      t.word,
      t.rank.desc().nullsLast(),
      t.createdAt.desc().nullsLast(),
      t.productId,
    ),
  ],
);

/**
 * shelf_counts per word instead of per category: how many listed products whose document has
 * the word share one facet signature (category, which may be none, brand, price range, in
 * stock, size and colour tokens). A one-word search under filters counts its facets from its
 * word's few thousand signatures instead of its matches. Kept by the same trigger as
 * search_word_ranks.
 */
export const searchWordCounts = pgTable(
  'search_word_counts',
  {
    storeId: uuid('store_id').notNull(),
    word: text('word').notNull(),
    categoryId: uuid('category_id'),
    brand: text('brand').notNull(),
    /** `public.shelf_price_range(products.shelf_price_cents)`, '' when nothing is sold. */
    priceRange: text('price_range').notNull(),
    inStock: boolean('in_stock').notNull(),
    tokens: text('tokens').array().notNull(),
    products: integer('products').notNull(),
  },
  (t) => [
    unique('search_word_counts_uq')
      .on(t.storeId, t.word, t.categoryId, t.brand, t.priceRange, t.inStock, t.tokens)
      .nullsNotDistinct(),
  ],
);

/**
 * The same counts per word and facet token ('c:<category id>', 's:M', 'k:Azul', 'b:Aurora',
 * 'p:50-100', 'e:' in stock, '*:' all of them): a one-word search with no filter reads its
 * word's ~100 rows for every facet count. Kept by the same trigger as search_word_ranks.
 */
export const searchWordTokenCounts = pgTable(
  'search_word_token_counts',
  {
    storeId: uuid('store_id').notNull(),
    word: text('word').notNull(),
    token: text('token').notNull(),
    products: integer('products').notNull(),
  },
  (t) => [
    primaryKey({ name: 'search_word_token_counts_pk', columns: [t.storeId, t.word, t.token] }),
  ],
);

/**
 * The same counts per word and pair of facet tokens of different groups (`token` < `other`,
 * '*:' not among them): how many listed products whose document has the word carry both. A
 * one-word search filtered in one group — one size, one colour, or any values of a group a
 * product has one of (category, brand, price range, in stock) — reads every other count from
 * its word's pairs with the picked values (a few dozen rows) instead of unnesting its word's
 * thousands of signatures ("camisa" & size P: 2,717 of 2,718 passed). Kept by the same trigger.
 */
export const searchWordPairs = pgTable(
  'search_word_pairs',
  {
    storeId: uuid('store_id').notNull(),
    word: text('word').notNull(),
    token: text('token').notNull(),
    other: text('other').notNull(),
    products: integer('products').notNull(),
  },
  (t) => [
    primaryKey({ name: 'search_word_pairs_pk', columns: [t.storeId, t.word, t.token, t.other] }),
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
    /** null = not stock-controlled (services). Changed only with a stock_adjustments row. */
    stock: integer('stock'),
    /** At or under this many units the variation is "estoque baixo" (list and office home). */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(3),
    /** Whether it is sold: a variation switched off stays in the matrix, out of the store. */
    sold: boolean('sold').notNull().default(true),
    /** Shipping (freight by CEP): grams and centimetres; null for services. */
    weightGrams: integer('weight_grams'),
    heightCm: numeric('height_cm', { precision: 6, scale: 1, mode: 'number' }),
    widthCm: numeric('width_cm', { precision: 6, scale: 1, mode: 'number' }),
    lengthCm: numeric('length_cm', { precision: 6, scale: 1, mode: 'number' }),
    images: jsonb('images').$type<ImageRef[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('variations_store_code_uq').on(t.storeId, t.code),
    index('variations_product_idx').on(t.productId, t.position),
    // The list's stock filters and the office home's low-stock card: the few variations at or
    // under their threshold (sold out included), not a scan of every variation.
    index('variations_low_stock_idx')
      .on(t.storeId, t.productId)
      .where(sql`${t.sold} and ${t.stock} <= ${t.lowStockThreshold}`),
    index('variations_sold_out_idx')
      .on(t.storeId, t.productId)
      .where(sql`${t.sold} and ${t.stock} = 0`),
  ],
);

/** A product's former slugs: /produtos/{old} answers 301 to the product's current URL. */
export const productSlugRedirects = pgTable(
  'product_slug_redirects',
  {
    storeId: storeId(),
    oldSlug: text('old_slug').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('product_slug_redirects_uq').on(t.storeId, t.oldSlug)],
);

export const stockReasons = [
  'receipt',
  'inventory',
  'damage',
  'sale',
  'cancellation',
  'import',
  'return',
] as const;
export type StockReason = (typeof stockReasons)[number];

/**
 * Every change of a variation's stock: `delta` units with a reason ("entrada de mercadoria",
 * "ajuste de inventário", "avaria", a sale, a cancelled sale, an import) and who made it
 * (a seller, or null for the system), and the stock it left.
 */
export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    variationId: uuid('variation_id')
      .notNull()
      .references(() => productVariations.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason', { enum: stockReasons }).notNull(),
    note: text('note').notNull().default(''),
    sellerId: uuid('seller_id'),
    orderId: uuid('order_id'),
    createdAt: createdAt(),
  },
  (t) => [index('stock_adjustments_variation_idx').on(t.variationId, t.createdAt)],
);

/**
 * Who changed what in a store (every seller write): the entity, the action, the fields before
 * and after. `sellerId` null = the system (an import job carries its seller).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    sellerId: uuid('seller_id'),
    entity: text('entity').notNull(),
    entityId: uuid('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.storeId, t.entity, t.entityId, t.createdAt)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * An image a seller uploaded, as its bytes said it was (format, size): the original is not
 * kept, only its renditions. `sourceHash` (sha-256 of the upload) makes a repeated upload the
 * same image.
 */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    sourceHash: text('source_hash').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('images_store_source_uq').on(t.storeId, t.sourceHash)],
);

/**
 * One encoded rendition (a fixed width in WebP or AVIF), served at a URL named by the hash of
 * its bytes with a one-year immutable cache. Stored in the database by default so every API
 * replica reads the same; another storage (directory, S3) keeps `bytes` empty and its own key.
 */
export const imageRenditions = pgTable(
  'image_renditions',
  {
    hash: text('hash').primaryKey(),
    storeId: storeId(),
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    format: text('format', { enum: ['webp', 'avif'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteLength: integer('byte_length').notNull(),
    bytes: bytea('bytes'),
  },
  (t) => [index('image_renditions_image_idx').on(t.imageId)],
);

/**
 * A catalog CSV import: checked first in the background (nothing applied; each row and what
 * applying it will do in catalog_import_rows, each problem in catalog_import_problems), then
 * applied row by row, resumable. The counts are kept here so following an import reads one row.
 */
export const catalogImports = pgTable(
  'catalog_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    sellerId: uuid('seller_id'),
    fileName: text('file_name').notNull(),
    /** sha-256 of the file's bytes. */
    fileHash: text('file_hash').notNull(),
    status: text('status', {
      enum: ['checking', 'checked', 'rejected', 'applying', 'applied', 'failed'],
    }).notNull(),
    /** The keys the file's header names, in its order (the rejected rows' file has them). */
    columns: jsonb('columns').$type<string[]>().notNull().default([]),
    rowsInFile: integer('rows_in_file').notNull().default(0),
    checkPercent: integer('check_percent').notNull().default(0),
    /** What the check found applying will do: created, updated, unchanged rows. */
    planCreated: integer('plan_created').notNull().default(0),
    planUpdated: integer('plan_updated').notNull().default(0),
    planUnchanged: integer('plan_unchanged').notNull().default(0),
    rowsRejected: integer('rows_rejected').notNull().default(0),
    problemsTotal: integer('problems_total').notNull().default(0),
    rowsTotal: integer('rows_total').notNull().default(0),
    rowsDone: integer('rows_done').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    createdAt: createdAt(),
    finishedAt: at('finished_at'),
  },
  (t) => [index('catalog_imports_store_idx').on(t.storeId, t.createdAt)],
);

/**
 * An import's file as the seller sent it, kept until its check is done: the check is a job
 * (catalog-import-check), which a worker on another machine runs from these bytes.
 */
export const catalogImportFiles = pgTable('catalog_import_files', {
  importId: uuid('import_id')
    .primaryKey()
    .references(() => catalogImports.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});

/**
 * A row of an import's file as read (decoded, split, normalised) and what the check found
 * applying it will do. `position` is the apply's order: the rows without problems first, a
 * product's rows together (`product`, its ordinal: a batch never splits one), then the rest.
 */
export const catalogImportRows = pgTable(
  'catalog_import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => catalogImports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The spreadsheet's row number (1 is the header). */
    rowNumber: integer('row_number').notNull(),
    product: integer('product'),
    /** The row's cells by field key (features/catalog-csv/read-rows.ts). */
    cells: jsonb('cells').$type<Record<string, string>>().notNull(),
    /** null: checked before the check recorded it (the apply then re-plans unconfirmed). */
    outcome: text('outcome', { enum: ['created', 'updated', 'rejected'] }),
    sku: text('sku').notNull().default(''),
    name: text('name').notNull().default(''),
    options: text('options').notNull().default(''),
    changes: jsonb('changes').$type<{ column: string; before: string; after: string }[]>(),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.position] }),
    index('catalog_import_rows_outcome_idx').on(t.importId, t.outcome, t.rowNumber),
    index('catalog_import_rows_row_idx').on(t.importId, t.rowNumber),
  ],
);

/** An import's problems in the order found (`seq`): the check's, then any the apply met. */
export const catalogImportProblems = pgTable(
  'catalog_import_problems',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => catalogImports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    rowNumber: integer('row_number').notNull(),
    column: text('column').notNull(),
    message: text('message').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.seq] }),
    index('catalog_import_problems_row_idx').on(t.importId, t.rowNumber),
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
    /** A draft answers 404 to shoppers; the office still lists it. */
    published: boolean('published').notNull().default(true),
    /** Linked from the storefront's footer, by `footer_position` then title. */
    inFooter: boolean('in_footer').notNull().default(true),
    footerPosition: integer('footer_position').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pages_store_slug_uq').on(t.storeId, t.slug),
    check('pages_footer_position_ck', sql`${t.footerPosition} between 0 and 999`),
  ],
);
