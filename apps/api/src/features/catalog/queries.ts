import { and, eq, getTableColumns, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, products, productVariations } from '../../db/schema/index.ts';

/**
 * Whether any variation can be bought: stock null means not stock-controlled (services).
 * A scalar subquery with LIMIT 1, not EXISTS: PostgreSQL turns an EXISTS over a large result
 * into a hashed scan of every variation (measured: 130 ms a search at 100k products), while
 * this stays one index probe per product shown. "products"."id" is spelled out: drizzle
 * leaves columns unqualified in one-table selects, and a bare "id" would be the variation's.
 */
const inStock = sql<boolean>`coalesce((
  select true from ${productVariations} v
   where v.product_id = "products"."id" and v.sold and (v.stock is null or v.stock > 0)
   limit 1
), false)`.mapWith(Boolean);

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
  inStock,
};

/** A page of cards: callers add where/order/limit. */
export function selectSummaries(db: Database) {
  return db.select(summaryColumns).from(products);
}
export type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

/** Visible items of one store: every catalog query starts from this filter (tenant isolation). */
export function visible(
  storeId: string | Placeholder,
  kind?: 'product' | 'service' | Placeholder,
): SQL {
  return and(
    eq(products.storeId, storeId),
    eq(products.status, 'active'),
    kind ? eq(products.kind, kind) : undefined,
  )!;
}

const { searchVector: _omit, ...detailColumns } = getTableColumns(products);

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
   where v.product_id = "products"."id" and v.sold
), '[]'::json)`;

function prepareFindBySlug(db: Database) {
  return db
    .select({ product: detailColumns, category: categories, inStock, variations: variationsJson })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        visible(sql.placeholder('storeId'), sql.placeholder('kind')),
        eq(products.slug, sql.placeholder('slug')),
      ),
    )
    .limit(1)
    .prepare('item_by_slug');
}

// The product page is the busiest read: its statement is built once per database (drizzle's
// query building was a sixth of a request's CPU) and PostgreSQL parses it once per connection.
const findBySlugOf = new WeakMap<Database, ReturnType<typeof prepareFindBySlug>>();

export async function findBySlug(
  db: Database,
  storeId: string,
  kind: 'product' | 'service',
  slug: string,
) {
  let prepared = findBySlugOf.get(db);
  if (!prepared) {
    prepared = prepareFindBySlug(db);
    findBySlugOf.set(db, prepared);
  }
  const [row] = await prepared.execute({ storeId, kind, slug });
  return row ?? null;
}

export type ProductDetailRow = NonNullable<Awaited<ReturnType<typeof findBySlug>>>;
