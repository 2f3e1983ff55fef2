import { and, eq, getTableColumns, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  categories,
  products,
  productSlugRedirects,
  productVariations,
  storeHosts,
} from '../../db/schema/index.ts';

/**
 * The "de" price of the cheapest sold variation, when above its price. One index probe per
 * card shown (search and listings select card columns for their page's ids only).
 * "products"."id" is spelled out: drizzle leaves columns unqualified in one-table selects, and
 * a bare "id" would be the variation's.
 */
const compareAtCents = sql<number | null>`(
  select case when v.compare_at_price_cents > v.price_cents then v.compare_at_price_cents end
    from ${productVariations} v
   where v.product_id = "products"."id" and v.sold
   order by v.price_cents, v.position
   limit 1
)`;

/** What a card needs; never the search document (a tsvector is large and private). */
export const summaryColumns = {
  id: products.id,
  kind: products.kind,
  code: products.code,
  slug: products.slug,
  name: products.name,
  brand: products.brand,
  images: products.images,
  priceMinCents: products.priceMinCents,
  priceMaxCents: products.priceMaxCents,
  createdAt: products.createdAt,
  compareAtCents,
  /** Any sold variation can be bought: kept by migration 0010_shelf_facets's triggers. */
  inStock: products.shelfInStock,
  /** The published reviews' count and stars: kept by migration 0041_product_rating's trigger. */
  ratingCount: products.ratingCount,
  ratingTotal: products.ratingTotal,
};

/** A page of cards: callers add where/order/limit. */
export function selectSummaries(db: Database) {
  return db.select(summaryColumns).from(products);
}
export type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

/** Visible items of one store: every catalog query starts from this filter (tenant isolation). */
export function visible(
  storeId: string | Placeholder | SQL,
  kind?: 'product' | 'service' | Placeholder,
): SQL {
  return and(
    eq(products.storeId, storeId),
    eq(products.status, 'active'),
    kind ? eq(products.kind, kind) : undefined,
  )!;
}

const { searchVector: _omit, shelfTokens: _tokens, ...detailColumns } = getTableColumns(products);

/** A variation as the product page needs it, aggregated in the product's own query. */
export type VariationView = Pick<
  typeof productVariations.$inferSelect,
  'id' | 'code' | 'name' | 'options' | 'priceCents' | 'compareAtPriceCents' | 'stock' | 'images'
>;

// One round trip for the product page: the variations come back as a JSON array.
const variationsJson = sql<VariationView[]>`coalesce((
  select json_agg(json_build_object(
           'id', v.id, 'code', v.code, 'name', v.name, 'options', v.options,
           'priceCents', v.price_cents, 'compareAtPriceCents', v.compare_at_price_cents,
           'stock', v.stock, 'images', v.images)
         order by v.position, v.code)
    from ${productVariations} v
   where v.product_id = "products"."id"
), '[]'::json)`;

function prepareFindBySlug(db: Database, name: string, storeId: string | Placeholder | SQL) {
  return db
    .select({
      product: detailColumns,
      category: categories,
      compareAtCents,
      variations: variationsJson,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(visible(storeId, sql.placeholder('kind')), eq(products.slug, sql.placeholder('slug'))),
    )
    .limit(1)
    .prepare(name);
}

// The product page is the busiest read: its statement is built once per database (drizzle's
// query building was a sixth of a request's CPU) and PostgreSQL parses it once per connection.
const itemBySlug = preparedQuery((db) =>
  prepareFindBySlug(db, 'item_by_slug', sql.placeholder('storeId')),
);

export async function findBySlug(
  db: Database,
  storeId: string,
  kind: 'product' | 'service',
  slug: string,
) {
  const [row] = await itemBySlug(db).execute({ storeId, kind, slug });
  return row ?? null;
}

// The store a host answers at, as a subquery: the item's read need not wait for it.
const itemByHostSlug = preparedQuery((db) =>
  prepareFindBySlug(
    db,
    'item_by_host_slug',
    sql`(select ${storeHosts.storeId} from ${storeHosts}
          where ${storeHosts.host} = ${sql.placeholder('host')})`,
  ),
);

/**
 * findBySlug of the store a host (normalized) answers at, for a read that cannot wait for the
 * store to be known first (GET /stores/shell?product=, beside the shell's own statement). The
 * caller checks the row's store against the store it shows.
 */
export async function findBySlugAtHost(
  db: Database,
  host: string,
  kind: 'product' | 'service',
  slug: string,
) {
  const [row] = await itemByHostSlug(db).execute({ host, kind, slug });
  return row ?? null;
}

export type ProductDetailRow = NonNullable<Awaited<ReturnType<typeof findBySlug>>>;

/**
 * The current slug of the active product that once had `oldSlug` (product_slug_redirects),
 * or null. A slug a product has now is never a redirect: callers ask only after a miss.
 */
export async function findRedirect(db: Database, storeId: string, oldSlug: string) {
  const [row] = await db
    .select({ slug: products.slug })
    .from(productSlugRedirects)
    .innerJoin(products, eq(products.id, productSlugRedirects.productId))
    .where(
      and(
        eq(productSlugRedirects.storeId, storeId),
        eq(productSlugRedirects.oldSlug, oldSlug),
        visible(storeId, 'product'),
      ),
    )
    .limit(1);
  return row?.slug ?? null;
}
