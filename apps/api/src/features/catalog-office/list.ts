import type { CatalogListItem, CatalogListQuery } from '@vitrine/contract/catalog-office';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { categories, products, productVariations } from '../../db/schema/index.ts';
import { escapeLike, pieceAnywhere } from '../../lib/like.ts';
import { fromCentsOrNull } from '../../lib/money.ts';
import { type StoredImage, toCatalogImage } from './images.ts';

// GET /catalog/products: the seller's list. The page is cut on products alone (their store,
// kind/status, name-trigram and created indexes); each row's stock figures come from one
// correlated subquery over its own variations (variations_product_idx), evaluated for the
// page's rows only unless the sort or the stock filter needs them.

type Filters = Omit<
  Required<Pick<CatalogListQuery, 'sort'>> & CatalogListQuery,
  'page' | 'per_page'
>;

const own = sql`${productVariations.productId} = ${products.id}`;
const anyVariation = (condition: SQL) =>
  sql`exists (select 1 from ${productVariations} where ${own} and ${productVariations.sold} and ${condition})`;
const outOfStock = anyVariation(sql`${productVariations.stock} = 0`);
const lowStock = anyVariation(
  sql`${productVariations.stock} <= ${productVariations.lowStockThreshold}`,
);
const figures = sql<{
  stock: number | null;
  out: boolean;
  low: boolean;
  count: number;
}>`(select json_build_object(
    'stock', sum(v.stock) filter (where v.sold),
    'out', coalesce(bool_or(v.sold and v.stock = 0), false),
    'low', coalesce(bool_or(v.sold and v.stock <= v.low_stock_threshold), false),
    'count', count(*))
  from ${productVariations} v where v.product_id = ${products.id})`;

/**
 * A piece of the name (accents, case ignored), or the product's code or a SKU from its start.
 * Three lookups joined by UNION, not one OR: each can then take its own index (the name's
 * trigram index, products_name_trgm_idx; the (store_id, code) unique indexes) instead of a
 * scan of the store's every product. LIKE cannot use those btrees under a non-"C" collation
 * (C.UTF-8 included), so a range [prefix, prefix + U+10FFFF) leads them and LIKE, the
 * judge, filters what it finds.
 */
function matches(storeId: string, q: string): SQL {
  const piece = pieceAnywhere(q);
  const upper = q.toUpperCase();
  const prefix = `${escapeLike(upper)}%`;
  const startsWith = (column: SQL) =>
    sql`${column} >= ${upper} and ${column} < ${`${upper}\u{10FFFF}`} and ${column} like ${prefix}`;
  return sql`${products.id} in (
    select n.id from ${products} n
     where n.store_id = ${storeId} and public.f_unaccent(lower(n.name)) like ${piece}
    union
    select c.id from ${products} c where c.store_id = ${storeId} and ${startsWith(sql`c.code`)}
    union
    select s.product_id from ${productVariations} s
     where s.store_id = ${storeId} and ${startsWith(sql`s.code`)})`;
}

/**
 * Each product's units, summed in one grouped pass over the store's variations: sorting by a
 * correlated sum probed the variations once per product (2–3 times slower at 10,000).
 */
function stockTotals(db: Database, storeId: string) {
  return db
    .select({
      productId: sql<string>`${productVariations.productId}`.as('product_id'),
      total:
        sql<number>`sum(${productVariations.stock}) filter (where ${productVariations.sold})`.as(
          'total',
        ),
    })
    .from(productVariations)
    .where(eq(productVariations.storeId, storeId))
    .groupBy(productVariations.productId)
    .as('stock_totals');
}

/** What the sort reads besides products: the stock totals, for menor_estoque. */
function withSortJoin<Q extends PgSelect>(
  db: Database,
  storeId: string,
  filters: Filters,
  query: Q,
) {
  if (filters.sort !== 'menor_estoque') return query;
  return query.leftJoin(
    stockTotals(db, storeId),
    sql`"stock_totals"."product_id" = ${products.id}`,
  ) as unknown as Q;
}

function whereProducts(storeId: string, filters: Filters): SQL {
  return and(
    eq(products.storeId, storeId),
    filters.kind ? eq(products.kind, filters.kind) : undefined,
    filters.status ? eq(products.status, filters.status) : undefined,
    filters.category_id ? eq(products.categoryId, filters.category_id) : undefined,
    filters.stock === 'esgotado' ? outOfStock : undefined,
    filters.stock === 'baixo' ? lowStock : undefined,
    filters.q ? matches(storeId, filters.q) : undefined,
  )!;
}

const ORDER: Record<Filters['sort'], SQL[]> = {
  atualizados: [desc(products.updatedAt), asc(products.id)],
  nome: [asc(products.name), asc(products.id)],
  nome_desc: [desc(products.name), asc(products.id)],
  menor_preco: [sql`${products.priceMinCents} asc nulls last`, asc(products.id)],
  maior_preco: [sql`${products.priceMaxCents} desc nulls last`, asc(products.id)],
  // Its figure comes from the stockTotals join (listCatalog): one pass over the variations.
  menor_estoque: [sql`"stock_totals"."total" asc nulls last`, asc(products.id)],
};

export async function listCatalog(
  db: Database,
  storeId: string,
  filters: Filters,
  page: { limit: number; offset: number },
  assetsBase: string,
): Promise<CatalogListItem[]> {
  const query = db
    .select({
      product: {
        id: products.id,
        kind: products.kind,
        code: products.code,
        slug: products.slug,
        name: products.name,
        status: products.status,
        images: products.images,
        priceMinCents: products.priceMinCents,
        priceMaxCents: products.priceMaxCents,
        updatedAt: products.updatedAt,
      },
      category: categories.name,
      figures,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .$dynamic();
  const rows = await withSortJoin(db, storeId, filters, query)
    .where(whereProducts(storeId, filters))
    .orderBy(...ORDER[filters.sort])
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ product, category, figures: f }) => {
    const thumbnail = (product.images as StoredImage[])[0];
    return {
      _id: product.id,
      kind: product.kind,
      code: product.code,
      slug: product.slug,
      name: product.name,
      status: product.status,
      category_name: category,
      thumbnail: thumbnail ? toCatalogImage(assetsBase, thumbnail) : null,
      price_min: fromCentsOrNull(product.priceMinCents),
      price_max: fromCentsOrNull(product.priceMaxCents),
      stock_total: product.kind === 'service' ? null : Number(f.stock ?? 0),
      out_of_stock: product.kind !== 'service' && f.out,
      low_stock: product.kind !== 'service' && f.low,
      variations_count: Number(f.count),
      updated_at: new Date(product.updatedAt).toISOString(),
    };
  });
}

export async function countCatalog(db: Database, storeId: string, filters: Filters) {
  const [total] = await db
    .select({ value: count() })
    .from(products)
    .where(whereProducts(storeId, filters));
  return total?.value ?? 0;
}

/** Every matching product's id in the list's order, unpaged (the CSV export, catalog-csv). */
export async function catalogIds(db: Database, storeId: string, filters: Filters) {
  const query = db.select({ id: products.id }).from(products).$dynamic();
  const rows = await withSortJoin(db, storeId, filters, query)
    .where(whereProducts(storeId, filters))
    .orderBy(...ORDER[filters.sort]);
  return rows.map((row) => row.id);
}
