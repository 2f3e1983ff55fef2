import type { CategoryTree, ShelfCategory } from '@vitrine/contract/shelf';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { categories, shelfCounts, shelfTokenCounts } from '../../db/schema/index.ts';

/** A product category as the shelves need it: the tree, and whether a shopper would find any. */
export type ShelfCategoryRow = {
  id: string;
  slug: string;
  name: string;
  parentId: string | null;
  /** An active product sits in this category itself (not counting its children). */
  stocked: boolean;
};

/**
 * The store's product categories in the menu's order: each department (by position, then
 * name), followed by its categories (the same). One index probe per category for `stocked`.
 */
export async function shelfCategories(db: Database, storeId: string): Promise<ShelfCategoryRow[]> {
  return inMenuOrder(await categoriesOfShelf(db).execute({ storeId }));
}

/**
 * Whether an active product sits in the category `c` itself. The kept counts (shelf_counts)
 * have a row per category with an active product: one probe of their key, where an EXISTS over
 * products was planned as a scan of every product for a department, which holds none itself
 * (0.6 s at 100k products). Ordered and limited, not EXISTS: the planner expected a category's
 * first row early in a scan of the whole table (its ~4,500 rows at 100k products, 0.07 ms a
 * category, 0.75 ms a page) and took the scan over the key (0.05 ms for the page's 11).
 */
const stockedIn = (c: SQL) =>
  sql<boolean>`coalesce((select true from ${shelfCounts} s
    where s.store_id = ${c}.store_id and s.category_id = ${c}.id
    order by s.brand limit 1), false)`;

const shelfCategoryColumns = {
  id: categories.id,
  slug: categories.slug,
  name: categories.name,
  parentId: categories.parentId,
  position: categories.position,
  // "categories" spelled out: drizzle leaves columns unqualified in one-table selects.
  stocked: stockedIn(sql`"categories"`).mapWith(Boolean),
};

const ofStore = and(
  eq(categories.storeId, sql.placeholder('storeId')),
  eq(categories.kind, 'product'),
);

// Prepared: every category page and every search reads it first.
const categoriesOfShelf = preparedQuery((db) =>
  db.select(shelfCategoryColumns).from(categories).where(ofStore).prepare('shelf_categories'),
);

/** A category's kept token counts, as `countKeptFacets` reads them: [category id, token, products]. */
export type KeptTokenCountRow = { categoryId: string; token: string; products: number };

// The same rows, and on the row of the page's category (only: CASE runs its subquery for that
// row alone) the kept token counts of it and the categories under it (`subtree`'s members).
const categoriesWithCounts = preparedQuery((db) =>
  db
    .select({
      ...shelfCategoryColumns,
      tokenCounts: sql<[string, string, number][] | null>`case
        when "categories"."slug" = ${sql.placeholder('slug')} then (
          select coalesce(json_agg(json_build_array(t.category_id, t.token, t.products)), '[]')
            from ${shelfTokenCounts} t
           where t.store_id = "categories"."store_id"
             and t.category_id in (select m.id from ${categories} m
                                    where m.store_id = "categories"."store_id"
                                      and m.kind = 'product'
                                      and (m.id = "categories"."id"
                                           or m.parent_id = "categories"."id")))
        end`,
    })
    .from(categories)
    .where(ofStore)
    .prepare('shelf_categories_counts'),
);

/**
 * The store's categories as `shelfCategories` reads them, with the kept token counts of the
 * category `slug` and those under it, in one statement: an unfiltered category page's counts
 * (`countKeptFacets`) need nothing more. Null counts when no category has that slug.
 */
export async function shelfCategoriesWithCounts(
  db: Database,
  storeId: string,
  slug: string,
): Promise<{ rows: ShelfCategoryRow[]; tokenCounts: KeptTokenCountRow[] | null }> {
  const rows = await categoriesWithCounts(db).execute({ storeId, slug });
  const counted = rows.find((row) => row.tokenCounts !== null);
  return {
    rows: inMenuOrder(rows.map(({ tokenCounts: _counts, ...row }) => row)),
    tokenCounts:
      counted?.tokenCounts?.map(([categoryId, token, products]) => ({
        categoryId,
        token,
        products,
      })) ?? null,
  };
}

/**
 * The same rows as one JSON column of another statement (`shelfCategories`' select as
 * `json_agg`): a search whose SQL does not depend on the categories reads them with its page
 * instead of in a statement of their own. Read back by `categoriesAfter`.
 */
export const shelfCategoriesColumn = (storeId: string | SQL) =>
  sql<ShelfCategoryJson[] | null>`(select json_agg(json_build_object(
      'id', c.id, 'slug', c.slug, 'name', c.name, 'parentId', c.parent_id,
      'position', c.position,
      'stocked', ${stockedIn(sql`c`)}))
    from ${categories} c where c.store_id = ${storeId} and c.kind = 'product')`;

export type ShelfCategoryJson = ShelfCategoryRow & { position: number };

/**
 * A shelf's categories as a search needs them: known before its statements (a filter names
 * them), or carried by its page's statement (`column`), or read on their own (`read`) when no
 * page row carried them and a count needs their names.
 */
export type ShelfCategories = {
  known: ShelfCategoryRow[] | null;
  column: SQL<ShelfCategoryJson[] | null>;
  read: (on: Database) => Promise<ShelfCategoryRow[]>;
};

export function shelfCategoriesFor(
  storeId: string,
  known: ShelfCategoryRow[] | null,
): ShelfCategories {
  return {
    known,
    column: known ? sql<null>`null` : shelfCategoriesColumn(storeId),
    read: (on) => shelfCategories(on, storeId),
  };
}

/**
 * The categories after a page's statement: the known ones, the page's first row's column, or —
 * with no row — read on `on` (the page's own handle: a transaction's, where PGlite's one
 * connection waits for it), unless nothing was counted (no facet value then names a category).
 */
export async function categoriesAfter(
  on: Database,
  categories: ShelfCategories,
  first: { categories: ShelfCategoryJson[] | null } | undefined,
  counted: boolean,
): Promise<ShelfCategoryRow[]> {
  if (categories.known) return categories.known;
  if (first) return inMenuOrder(first.categories ?? []);
  return counted ? categories.read(on) : [];
}

const BY_NAME = new Intl.Collator('pt-BR');

/** Each department (by position, then name), followed by its categories (the same). */
export function inMenuOrder<R extends ShelfCategoryRow & { position: number }>(rows: R[]): R[] {
  const order = (a: R, b: R) => a.position - b.position || BY_NAME.compare(a.name, b.name);
  const departments = rows.filter((row) => !row.parentId).sort(order);
  return departments.flatMap((department) => [
    department,
    ...rows.filter((row) => row.parentId === department.id).sort(order),
  ]);
}

const shelfCategory = (row: ShelfCategoryRow): ShelfCategory => ({
  _id: row.id,
  slug: row.slug,
  name: row.name,
});

/** The department menu: only what has active products, so no link leads to an empty page. */
export function toCategoryTree(rows: ShelfCategoryRow[]): CategoryTree {
  const departments = rows
    .filter((row) => !row.parentId)
    .map((department) => {
      const children = rows.filter((row) => row.parentId === department.id && row.stocked);
      return { department, children };
    })
    .filter(({ department, children }) => department.stocked || children.length > 0)
    .map(({ department, children }) => ({
      ...shelfCategory(department),
      children: children.map(shelfCategory),
    }));
  return { departments };
}

/** A category with the ones under it (a department's listing shows its categories' products). */
export function subtree(rows: ShelfCategoryRow[], slug: string) {
  const category = rows.find((row) => row.slug === slug);
  if (!category) return null;
  const department = category.parentId
    ? (rows.find((row) => row.id === category.parentId) ?? null)
    : null;
  const members = rows.filter((row) => row.id === category.id || row.parentId === category.id);
  return {
    category: shelfCategory(category),
    department: department ? shelfCategory(department) : null,
    members,
  };
}
