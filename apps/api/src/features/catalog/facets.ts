import {
  PRICE_RANGES,
  type Facets,
  type FacetValue,
  type PriceRange,
} from '@vitrine/contract/shelf';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import type { ShelfCategoryRow } from './category-tree.ts';

/** The filters of a category page or a search, as the contract parsed them from the query. */
export type ShelfFilters = {
  category?: string[] | undefined;
  size?: string[] | undefined;
  color?: string[] | undefined;
  brand?: string[] | undefined;
  price?: PriceRange[] | undefined;
  in_stock?: boolean | undefined;
};

type Group = 'category' | 'size' | 'color' | 'brand' | 'price' | 'in_stock';
const GROUPS: Group[] = ['category', 'size', 'color', 'brand', 'price', 'in_stock'];

// Each facet value is a token of the product: 'k:'/'s:' come from shelf_tokens (migration
// 0010_shelf_facets), the others are made here from the row. The prefix names the group.
const PREFIX: Record<Group, string> = {
  category: 'c:',
  size: 's:',
  color: 'k:',
  brand: 'b:',
  price: 'p:',
  in_stock: 'e:',
};

/** The range of the cheapest sold variation, in PRICE_RANGES' terms (cents against reais). */
const priceRange = sql<string>`case
  when ${products.shelfPriceCents} is null then null
  when ${products.shelfPriceCents} < 5000 then '0-50'
  when ${products.shelfPriceCents} < 10000 then '50-100'
  when ${products.shelfPriceCents} < 20000 then '100-200'
  when ${products.shelfPriceCents} < 50000 then '200-500'
  else '500-' end`;

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * A department's slug stands for itself and its categories; a slug the store does not have
 * matches nothing (a filter never widens the listing).
 */
export function categoryIdsOf(slugs: string[], categories: ShelfCategoryRow[]): string[] {
  const picked = categories.filter((c) => slugs.includes(c.slug));
  const ids = new Set(picked.map((c) => c.id));
  for (const c of categories) if (c.parentId && ids.has(c.parentId)) ids.add(c.id);
  return [...ids];
}

/** One condition per facet with a selection; null where the shopper picked nothing. */
function conditions(filters: ShelfFilters, categories: ShelfCategoryRow[]) {
  const tokens = (prefix: string, values: string[] | undefined) =>
    values?.length
      ? sql`${products.shelfTokens} && ${textArray(values.map((v) => prefix + v))}`
      : null;
  const categoryIds = filters.category?.length ? categoryIdsOf(filters.category, categories) : null;
  return {
    category: categoryIds
      ? categoryIds.length
        ? inArray(products.categoryId, categoryIds)
        : sql`false`
      : null,
    size: tokens(PREFIX.size, filters.size),
    color: tokens(PREFIX.color, filters.color),
    brand: filters.brand?.length ? inArray(products.brand, filters.brand) : null,
    price: filters.price?.length ? sql`${priceRange} in ${filters.price}` : null,
    in_stock: filters.in_stock ? sql`${products.shelfInStock}` : null,
  } satisfies Record<Group, SQL | null>;
}

/** Every facet's filter together: what narrows the listed items. */
export function filtersWhere(filters: ShelfFilters, categories: ShelfCategoryRow[]): SQL {
  const all = Object.values(conditions(filters, categories)).filter((c) => c !== null);
  return all.length ? and(...all)! : sql`true`;
}

/**
 * The counts of every facet value over `base` (the page's own matches: a category's subtree,
 * or a search's), in one scan: each token of a match is counted under every filter but its own
 * group's (a colour's count is what picking it would add to the other colours picked).
 * `matches` counts `base` before any filter.
 */
export async function countFacets(
  db: Pick<Database, 'select'>,
  base: SQL,
  filters: ShelfFilters,
  categories: ShelfCategoryRow[],
): Promise<{ facets: Facets; matches: number }> {
  const cond = conditions(filters, categories);
  const allBut = (skip: Group | null) => {
    const rest = GROUPS.filter((g) => g !== skip)
      .map((g) => cond[g])
      .filter((c) => c !== null);
    return rest.length ? and(...rest)! : sql`true`;
  };
  const tokens = sql`${products.shelfTokens} || array[
    'c:' || ${products.categoryId}::text,
    'b:' || nullif(${products.brand}, ''),
    'p:' || ${priceRange},
    case when ${products.shelfInStock} then 'e:' end,
    '*:']`;
  const counted = sql<number>`count(*) filter (where case left(t.token, 2)
    ${sql.join(
      GROUPS.map((g) => sql`when ${PREFIX[g]} then ${allBut(g)}`),
      sql` `,
    )} when '*:' then true end)`.mapWith(Number);
  const rows = await db
    .select({ token: sql<string>`t.token`, count: counted })
    .from(sql`${products} cross join lateral unnest(${tokens}) as t(token)`)
    .where(and(base, sql`t.token is not null`))
    .groupBy(sql`t.token`);
  const matches = rows.find((row) => row.token === '*:')?.count ?? 0;
  return { facets: toFacets(rows, filters, categories), matches };
}

function toFacets(
  rows: { token: string; count: number }[],
  filters: ShelfFilters,
  categories: ShelfCategoryRow[],
): Facets {
  const counts = new Map(rows.map((row) => [row.token, row.count]));
  const group = (g: Group, selected: string[] | undefined, label = (v: string) => v) => {
    const values = new Set(selected ?? []);
    for (const token of counts.keys()) {
      if (token.startsWith(PREFIX[g]) && counts.get(token)! > 0) values.add(token.slice(2));
    }
    return [...values].map((value): FacetValue => ({
      value,
      label: label(value),
      count: counts.get(PREFIX[g] + value) ?? 0,
      selected: selected?.includes(value) ?? false,
    }));
  };
  const byName = (a: FacetValue, b: FacetValue) => a.label.localeCompare(b.label, 'pt-BR');
  // Categories are counted by id and shown by slug, in the seller's order.
  const category = categories
    .map((c): FacetValue | null => {
      const count = counts.get(PREFIX.category + c.id) ?? 0;
      const selected = filters.category?.includes(c.slug) ?? false;
      return count > 0 || selected ? { value: c.slug, label: c.name, count, selected } : null;
    })
    .filter((v) => v !== null);
  return {
    category,
    size: group('size', filters.size).sort(bySize),
    color: group('color', filters.color).sort(byName),
    brand: group('brand', filters.brand).sort(byName),
    price: PRICE_RANGES.map((range) => ({
      value: range,
      label: range,
      count: counts.get(PREFIX.price + range) ?? 0,
      selected: filters.price?.includes(range) ?? false,
    })).filter((v) => v.count > 0 || v.selected),
    in_stock: { count: counts.get(PREFIX.in_stock) ?? 0, selected: filters.in_stock ?? false },
  };
}

// Clothing sizes in their own order, then numbers by value ("36" < "38" < "100 cm"), then names.
const SIZE_ORDER = ['PP', 'P', 'M', 'G', 'GG', 'XG', 'XGG'];
function bySize(a: FacetValue, b: FacetValue): number {
  const rank = (v: string) => {
    const known = SIZE_ORDER.indexOf(v);
    return known >= 0 ? known : SIZE_ORDER.length;
  };
  return (
    rank(a.value) - rank(b.value) || a.value.localeCompare(b.value, 'pt-BR', { numeric: true })
  );
}
