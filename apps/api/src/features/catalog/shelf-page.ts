import { searchSortSchema, type SearchSort } from '@vitrine/contract/catalog';
import { and, eq, sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.ts';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { products } from '../../db/schema/index.ts';
import { summaryColumns, visible } from './reads.ts';

export type PageInput = { sort: SearchSort; page: number; perPage: number };

/**
 * A page of a category: its total is known already (the kept facet counts give it), so only
 * the page is read, in two steps like a search's (search-page.ts): the page's ids and sort
 * keys from an index alone (products_shelf_featured_idx in the default order, or
 * products_shelf_idx, which holds every column a category's filters and sorts read), so no
 * wide row is visited to sort a department's 50,000; then the card columns of those 24.
 */
export async function categoryPage(
  db: Pick<Database, 'select' | '$with' | 'with'>,
  input: PageInput,
  where: SQL,
) {
  return pageQuery(db, input.sort, where, {
    limit: input.perPage,
    offset: (input.page - 1) * input.perPage,
  });
}

type Bound = number | Placeholder;

function pageQuery(
  db: Pick<Database, 'select' | '$with' | 'with'>,
  sort: SearchSort,
  where: SQL,
  bounds: { limit: Bound; offset: Bound },
) {
  const picked = db.$with('picked').as(
    db
      .select({
        id: sql<string>`${products.id}`.as('picked_id'),
        rank: sql<number>`${products.featured}`.as('picked_rank'),
        createdAt: sql<Date>`${products.createdAt}`.as('picked_created_at'),
        price: sql<number | null>`${products.priceMinCents}`.as('picked_price'),
      })
      .from(products)
      .where(where)
      .orderBy(
        ...order(sort, {
          id: products.id,
          rank: products.featured,
          createdAt: products.createdAt,
          price: products.priceMinCents,
        }),
      )
      .limit(bounds.limit)
      .offset(bounds.offset),
  );
  return db
    .with(picked)
    .select(summaryColumns)
    .from(picked)
    .innerJoin(products, eq(products.id, picked.id))
    .orderBy(...order(sort, picked));
}

/** drizzle's prepare with no statement name: node-postgres then parses and plans each run. */
const UNNAMED = '';

const unfilteredPageOf = (db: Database, sort: SearchSort) =>
  pageQuery(
    db,
    sort,
    and(
      visible(sql.placeholder('storeId'), 'product'),
      anyOf(products.categoryId, sql.placeholder('categoryIds')),
    )!,
    { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') },
  ).prepare(UNNAMED);

/**
 * The page of a category with no filter (most category views), its SQL built once per sort:
 * building it was a large share of the API's time per page. Not a named statement: each run is
 * planned for its own categories (a department's 50,000 products or a category's 200), as the
 * statement built each time was; only drizzle's work is saved.
 */
const unfilteredPages = Object.fromEntries(
  searchSortSchema.options.map((sort) => [sort, preparedQuery((db) => unfilteredPageOf(db, sort))]),
) as Record<SearchSort, (db: Database) => ReturnType<typeof unfilteredPageOf>>;

export function unfilteredCategoryPage(
  db: Database,
  input: PageInput & { storeId: string; categoryIds: string[] },
) {
  return unfilteredPages[input.sort](db).execute({
    storeId: input.storeId,
    categoryIds: input.categoryIds,
    limit: input.perPage,
    offset: (input.page - 1) * input.perPage,
  });
}

type SortKey = SQL.Aliased | Column;
type SortKeys = { id: SortKey; rank: SortKey; createdAt: SortKey; price: SortKey };

export function order(sort: SearchSort, keys: SortKeys): SQL[] {
  // The id last keeps pages stable when the sort key ties. Neither rank nor created_at is
  // ever null: "nulls last" only matches products_shelf_featured_idx's order.
  switch (sort) {
    case 'price_asc':
      return [sql`${keys.price} asc nulls last`, sql`${keys.id} asc`];
    case 'price_desc':
      return [sql`${keys.price} desc nulls last`, sql`${keys.id} asc`];
    case 'newest':
      return [sql`${keys.createdAt} desc`, sql`${keys.id} asc`];
    case 'relevance':
      return [
        sql`${keys.rank} desc nulls last`,
        sql`${keys.createdAt} desc nulls last`,
        sql`${keys.id} asc`,
      ];
  }
}
