import type { SearchSort } from '@vitrine/contract/catalog';
import { and, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { shelfCategories, shelfCategoriesWithCounts, subtree } from './category-tree.ts';
import { countKeptFacets, filtersWhere, isUnfiltered, type ShelfFilters } from './facets.ts';
import { visible } from './reads.ts';
import { categoryPage, unfilteredCategoryPage } from './shelf-page.ts';

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
 * The facets and the total come from the counts kept per category (shelf_counts), the page
 * from products in its order: neither reads every product of a 50,000-product department.
 */
export async function listCategory(db: Database, input: CategoryListingInput) {
  // Unfiltered, the page's counts are its categories' kept token counts: read with the
  // categories, one statement fewer for most category views.
  const unfiltered = isUnfiltered(input.filters);
  const { rows: categories, tokenCounts } = unfiltered
    ? await shelfCategoriesWithCounts(db, input.storeId, input.slug)
    : { rows: await shelfCategories(db, input.storeId), tokenCounts: null };
  const found = subtree(categories, input.slug);
  if (!found) return null;
  const memberIds = found.members.map((member) => member.id);
  const { facets, listed } = await countKeptFacets(
    db,
    input.storeId,
    memberIds,
    input.filters,
    found.members,
    tokenCounts,
  );
  // Past the last page there is nothing to read.
  const past = (input.page - 1) * input.perPage >= listed;
  const rows = past
    ? []
    : unfiltered
      ? await unfilteredCategoryPage(db, { ...input, categoryIds: memberIds })
      : await categoryPage(
          db,
          input,
          and(
            visible(input.storeId, 'product'),
            inArray(products.categoryId, memberIds),
            filtersWhere(input.filters, found.members),
          )!,
        );
  return { ...found, rows, total: listed, facets };
}
