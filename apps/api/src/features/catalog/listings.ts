import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import { summaryColumns, visible } from './reads.ts';

const HOME_FEATURED = 12;
const HOME_SERVICES = 8;
const HOME_NEW = 8;

/** The home page in one call: featured products and services, newest products, the menus. */
export async function homeListings(db: Database, storeId: string) {
  const featured = (kind: 'product' | 'service', limit: number) =>
    db
      .select(summaryColumns)
      .from(products)
      .where(and(visible(storeId, kind), eq(products.featured, true)))
      .orderBy(desc(products.createdAt), asc(products.id))
      .limit(limit);
  // Sequential on purpose: PGlite has one connection, and the pool gains little for four reads.
  const featuredProducts = await featured('product', HOME_FEATURED);
  const featuredServices = await featured('service', HOME_SERVICES);
  const newArrivals = await db
    .select(summaryColumns)
    .from(products)
    .where(visible(storeId, 'product'))
    .orderBy(desc(products.createdAt), asc(products.id))
    .limit(HOME_NEW);
  const menu = await db
    .select()
    .from(categories)
    .where(eq(categories.storeId, storeId))
    .orderBy(asc(categories.kind), asc(categories.name));
  return { featuredProducts, featuredServices, newArrivals, menu };
}

/** spec §2 /servicos/{slug}: a service category and a page of its services, by name. */
export async function servicesOfCategory(
  db: Database,
  storeId: string,
  slug: string,
  paging: { page: number; perPage: number },
) {
  const [category] = await db
    .select()
    .from(categories)
    .where(
      and(
        eq(categories.storeId, storeId),
        eq(categories.kind, 'service'),
        eq(categories.slug, slug),
      ),
    )
    .limit(1);
  if (!category) return null;
  const where = and(visible(storeId, 'service'), eq(products.categoryId, category.id));
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .where(where)
    .orderBy(asc(products.name), asc(products.id))
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage);
  const [total] = await db.select({ n: count() }).from(products).where(where);
  return { category, rows, total: total?.n ?? 0 };
}

export function pageInfo(total: number, page: number, perPage: number) {
  return { page, per_page: perPage, total, total_pages: Math.ceil(total / perPage) };
}

/**
 * Every visible item of the store by slug, a page at a time: keyset on the slug, unique within
 * a store, so products_store_slug_uq (store_id, slug) serves the filter, the order and the
 * cursor, and page 20 of a 100k-item store costs what page 1 does.
 */
export async function sitemapItems(
  db: Database,
  storeId: string,
  paging: { after?: string | undefined; limit: number },
) {
  const rows = await db
    .select({ kind: products.kind, slug: products.slug })
    .from(products)
    .where(and(visible(storeId), paging.after ? gt(products.slug, paging.after) : undefined))
    .orderBy(asc(products.slug))
    .limit(paging.limit + 1);
  const more = rows.length > paging.limit;
  const items = more ? rows.slice(0, paging.limit) : rows;
  return { items, nextCursor: more ? (items.at(-1)?.slug ?? null) : null };
}
