import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { categories, pages, shelfCounts, storeHosts } from '../../db/schema/index.ts';
import { inMenuOrder, type ShelfCategoryRow } from '../catalog/category-tree.ts';

// What GET /stores/shell reads beside the store (readHost): the footer's pages and the product
// categories of the host's store, each by the host itself, so all four statements go to the
// database side by side — one wait, not a wait for the store's id and then another.

const footerPagesOfHost = preparedQuery((db) =>
  db
    .select({ slug: pages.slug, title: pages.title, updatedAt: pages.updatedAt })
    .from(storeHosts)
    .innerJoin(pages, eq(pages.storeId, storeHosts.storeId))
    .where(
      and(
        eq(storeHosts.host, sql.placeholder('host')),
        eq(pages.published, true),
        eq(pages.inFooter, true),
      ),
    )
    .orderBy(asc(pages.footerPosition), asc(pages.title))
    .prepare('footer_pages_of_host'),
);

const categoriesOfHost = preparedQuery((db) =>
  db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      parentId: categories.parentId,
      position: categories.position,
      // As shelfCategories reads it (category-tree.ts): a probe of the kept counts.
      stocked: sql<boolean>`exists (select 1 from ${shelfCounts} s
        where s.store_id = ${categories.storeId} and s.category_id = ${categories.id})`.mapWith(
        Boolean,
      ),
    })
    .from(storeHosts)
    .innerJoin(categories, eq(categories.storeId, storeHosts.storeId))
    .where(and(eq(storeHosts.host, sql.placeholder('host')), eq(categories.kind, 'product')))
    .prepare('categories_of_host'),
);

/** The footer's pages of the host's store (GET /pages answers the same by the store's id). */
export function footerPagesOf(db: Database, host: string) {
  return footerPagesOfHost(db).execute({ host });
}

/** The host's store's product categories in the menu's order (shelfCategories, by host). */
export async function shelfCategoriesOf(db: Database, host: string): Promise<ShelfCategoryRow[]> {
  return inMenuOrder(await categoriesOfHost(db).execute({ host }));
}
