import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, products, productVariations } from '../../db/schema/index.ts';

/**
 * Whether any variation can be bought: stock null means not stock-controlled (services).
 * "products"."id" is spelled out: drizzle leaves columns unqualified in one-table selects, and
 * a bare "id" here would resolve to the variation's own id.
 */
const inStock = sql<boolean>`exists (
  select 1 from ${productVariations} v
   where v.product_id = "products"."id" and (v.stock is null or v.stock > 0)
)`.mapWith(Boolean);

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
export function visible(storeId: string, kind?: 'product' | 'service'): SQL {
  return and(
    eq(products.storeId, storeId),
    eq(products.active, true),
    kind ? eq(products.kind, kind) : undefined,
  )!;
}

const { searchVector: _omit, ...detailColumns } = getTableColumns(products);

export async function findBySlug(
  db: Database,
  storeId: string,
  kind: 'product' | 'service',
  slug: string,
) {
  const [row] = await db
    .select({ product: detailColumns, category: categories, inStock })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(visible(storeId, kind), eq(products.slug, slug)))
    .limit(1);
  if (!row) return null;
  const variations = await db
    .select()
    .from(productVariations)
    .where(eq(productVariations.productId, row.product.id))
    .orderBy(asc(productVariations.position), asc(productVariations.code));
  return { ...row, variations };
}

export type ProductDetailRow = NonNullable<Awaited<ReturnType<typeof findBySlug>>>;
