import type { SearchSort } from '@vitrine/contract/catalog';
import { and, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { shelfCategories, subtree } from './category-tree.ts';
import { countFacets, filtersWhere, type ShelfFilters } from './facets.ts';
import { visible } from './queries.ts';
import { page } from './shelf-page.ts';

export type CategoryListingInput = {
  storeId: string;
  slug: string;
  sort: SearchSort;
  page: number;
  perPage: number;
  filters: ShelfFilters;
};

/**
 * spec §2 /categoria/{slug}: a page of the category's active products (a department's include
 * its categories'), with the facets of all of them. Null when the store has no such category.
 */
export async function listCategory(db: Database, input: CategoryListingInput) {
  const found = subtree(await shelfCategories(db, input.storeId), input.slug);
  if (!found) return null;
  const base = and(
    visible(input.storeId, 'product'),
    inArray(
      products.categoryId,
      found.members.map((member) => member.id),
    ),
  )!;
  const listed = await page(db, input, {
    where: and(base, filtersWhere(input.filters, found.members))!,
    // "Relevância" on a shelf: what the seller features first, then the newest.
    rank: sql`${products.featured}::int`,
  });
  const { facets } = await countFacets(db, base, input.filters, found.members);
  return { ...found, ...listed, facets };
}
