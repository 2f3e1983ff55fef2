import {
  PRICE_RANGES,
  type Facets,
  type FacetValue,
  type PriceRange,
} from '@vitrine/contract/shelf';
import { and, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { anyOf, anyOfText } from '../../db/any-of.ts';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  products,
  searchWordCounts,
  searchWordPairs,
  searchWordTokenCounts,
  shelfCounts,
  shelfPairs,
  shelfTokenCounts,
} from '../../db/schema/index.ts';
import type { KeptTokenCountRow, ShelfCategoryRow } from './category-tree.ts';

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

/**
 * What a facet reads of a listed thing: a product's own columns, or a signature's (a row that
 * stands for the things sharing the same facet values: shelf_counts' kept ones, or a search's
 * matches grouped).
 */
type FacetColumns = {
  categoryId: SQLWrapper;
  brand: SQLWrapper;
  /** PRICE_RANGES' value of the cheapest sold variation, null when none is sold. */
  priceRange: SQL;
  inStock: SQLWrapper;
  tokens: SQLWrapper;
};

// public.shelf_price_range (migration 0012_shelf_counts) is the one rule for both.
const productColumns: FacetColumns = {
  categoryId: products.categoryId,
  brand: products.brand,
  priceRange: sql`public.shelf_price_range(${products.shelfPriceCents})`,
  inStock: products.shelfInStock,
  tokens: products.shelfTokens,
};

/** The columns of the signature rows `signatureCounts` reads, and `n`: how many each is. */
const SIGNATURE = {
  categoryId: 'sig_category_id',
  brand: 'sig_brand',
  priceRange: 'sig_price_range',
  inStock: 'sig_in_stock',
  tokens: 'sig_tokens',
  n: 'sig_n',
} as const;
const sig = (name: keyof typeof SIGNATURE) => sql.raw(`"${SIGNATURE[name]}"`);
/** A prefix written into the statement (a constant of ours, never a shopper's text). */
const literal = (prefix: string) => sql.raw(`'${prefix}'`);
const signatureColumns: FacetColumns = {
  categoryId: sig('categoryId'),
  brand: sig('brand'),
  priceRange: sig('priceRange'),
  inStock: sig('inStock'),
  tokens: sig('tokens'),
};

/** One condition per facet with a selection; null where the shopper picked nothing. */
function conditions(filters: ShelfFilters, categories: ShelfCategoryRow[], cols: FacetColumns) {
  const tokens = (prefix: string, values: string[] | undefined) =>
    values?.length ? sql`${cols.tokens} && ${textArray(values.map((v) => prefix + v))}` : null;
  const categoryIds = filters.category?.length ? categoryIdsOf(filters.category, categories) : null;
  return {
    category: categoryIds
      ? categoryIds.length
        ? inArray(cols.categoryId, categoryIds)
        : sql`false`
      : null,
    size: tokens(PREFIX.size, filters.size),
    color: tokens(PREFIX.color, filters.color),
    brand: filters.brand?.length ? inArray(cols.brand, filters.brand) : null,
    price: filters.price?.length ? sql`${cols.priceRange} in ${filters.price}` : null,
    in_stock: filters.in_stock ? sql`${cols.inStock}` : null,
  } satisfies Record<Group, SQL | null>;
}

/** Every facet's filter together: what narrows the listed items. */
export function filtersWhere(filters: ShelfFilters, categories: ShelfCategoryRow[]): SQL {
  const all = Object.values(conditions(filters, categories, productColumns)).filter(
    (c) => c !== null,
  );
  return all.length ? and(...all)! : sql`true`;
}

export type FacetCounts = {
  facets: Facets;
  /** What the page's own matches are before any filter. */
  matches: number;
  /** What is left of them under every filter: the listing's total. */
  listed: number;
};

/**
 * The counts of every facet value over `base` (the page's own matches: a category's subtree,
 * or a search's), in one scan of the products: each token of a match is counted under every
 * filter but its own group's (a colour's count is what picking it would add to the other
 * colours picked). The definition the faster paths must equal: category pages read the kept
 * counts (`countKeptFacets`), searches count inside their page's statement
 * (`facetsOverMatches`, the same conditions and tokens); test/shelf-counts.test.ts holds the
 * kept counts to this one.
 */
export async function countFacets(
  db: Pick<Database, 'select'>,
  base: SQL,
  filters: ShelfFilters,
  categories: ShelfCategoryRow[],
): Promise<FacetCounts> {
  return tally(db, base, filters, categories);
}

/**
 * The same counts for a category page, from the signatures kept per category (shelf_counts)
 * instead of its products: exact, since every filter is a condition on the signature. With no
 * filter at all, from the counts kept per category and token (shelf_token_counts): the same
 * numbers from a few hundred rows.
 */
export function countKeptFacets(
  db: Database,
  storeId: string,
  categoryIds: string[],
  filters: ShelfFilters,
  categories: ShelfCategoryRow[],
  /** The categories' kept token counts when already read (`shelfCategoriesWithCounts`). */
  tokenCounts: KeptTokenCountRow[] | null = null,
): Promise<FacetCounts> {
  return keptFacets(db, filters, categories, {
    columns: keptColumns,
    signatures: (narrowed) => sql`select ${shelfCounts.categoryId} as ${sig('categoryId')},
        ${shelfCounts.brand} as ${sig('brand')},
        nullif(${shelfCounts.priceRange}, '') as ${sig('priceRange')},
        ${shelfCounts.inStock} as ${sig('inStock')}, ${shelfCounts.tokens} as ${sig('tokens')},
        ${shelfCounts.products} as ${sig('n')}
      from ${shelfCounts}
      where ${and(
        eq(shelfCounts.storeId, storeId),
        inArray(shelfCounts.categoryId, categoryIds),
        narrowed ?? undefined,
      )}`,
    tokenSums: async () =>
      tokenCounts ? categoryTokenSums(tokenCounts) : keptTokenSums(db, storeId, categoryIds),
    // A category's own count under the filter ('c:<id>') is its token counts of the picked
    // values: its pairs have no category token.
    pairs: {
      groups: GROUPS.filter((g) => g !== 'category'),
      read: async (tokens) => {
        const rows = await keptPairs(db).execute({ storeId, categoryIds, tokens });
        const counts = rows.filter((row) => row.other === null);
        const picked = new Set(tokens);
        const pairs = pairSums(tokens, rows.filter(isPair));
        for (const row of counts) {
          if (!picked.has(row.token)) continue;
          const category = PREFIX.category + row.categoryId;
          pairs.set(category, (pairs.get(category) ?? 0) + row.products);
        }
        return { pairs, sums: categoryTokenSums(counts) };
      },
    },
  });
}

/**
 * The same counts for a search of one word (one lexeme once stemmed), from what is kept per
 * word of the catalog's search documents (migration 0045_search_words): its signatures
 * (search_word_counts) under a filter, its token counts (search_word_token_counts) with none.
 * A search counts every listed product, of any kind, with or without a category.
 */
export function countWordFacets(
  db: Database,
  storeId: string,
  word: string,
  filters: ShelfFilters,
  categories: ShelfCategoryRow[],
): Promise<FacetCounts> {
  return keptFacets(db, filters, categories, {
    columns: wordColumns,
    signatures: (narrowed) => sql`select ${searchWordCounts.categoryId} as ${sig('categoryId')},
        ${searchWordCounts.brand} as ${sig('brand')},
        nullif(${searchWordCounts.priceRange}, '') as ${sig('priceRange')},
        ${searchWordCounts.inStock} as ${sig('inStock')},
        ${searchWordCounts.tokens} as ${sig('tokens')},
        ${searchWordCounts.products} as ${sig('n')}
      from ${searchWordCounts}
      where ${and(
        eq(searchWordCounts.storeId, storeId),
        eq(searchWordCounts.word, word),
        narrowed ?? undefined,
      )}`,
    tokenSums: async () => wordTokenSums(await wordTokenCounts(db).execute({ storeId, word })),
    pairs: {
      groups: GROUPS,
      read: async (tokens) => {
        const rows = await wordPairs(db).execute({ storeId, word, tokens });
        const counts = rows.filter((row) => row.other === null);
        return {
          pairs: pairSums(tokens, rows.filter(isPair)),
          sums: wordTokenSums(counts),
        };
      },
    },
  });
}

/** Kept signatures and token counts, wherever they are kept (`countKeptFacets`, `countWordFacets`). */
type KeptSource = {
  /** The signature rows' own columns, as `conditions` reads them. */
  columns: FacetColumns;
  /** The signature rows (`SIGNATURE`'s columns), only those passing `narrowed` when given. */
  signatures: (narrowed: SQL | null) => SQL;
  /** Every token's count under no filter, '*:' and '=:' included. */
  tokenSums: () => Promise<Map<string, number>>;
  /**
   * Where pairs of tokens are kept (search_word_pairs, shelf_pairs), for filters in `groups`:
   * each token's count over the things that carry it and one of `tokens` (all of one group),
   * `tokens`' own group left out — read in one statement with `tokenSums`' counts.
   */
  pairs?: {
    groups: readonly Group[];
    read: (tokens: string[]) => Promise<{ pairs: Map<string, number>; sums: Map<string, number> }>;
  };
};

async function keptFacets(
  db: Database,
  filters: ShelfFilters,
  categories: ShelfCategoryRow[],
  kept: KeptSource,
): Promise<FacetCounts> {
  if (isUnfiltered(filters)) return toCounts(toRows(await kept.tokenSums()), filters, categories);
  // One group picked (a colour or two, a price range): its own values are counted under no
  // filter at all, which the kept token counts already hold, and every other count only over
  // the signatures that pass it — so only those are read and unnested (a department's colour
  // filter unnested all its 2,267 signatures to count the few hundred of that colour).
  const picked = GROUPS.filter((g) => selected(filters, g));
  const alone = picked.length === 1 ? picked[0]! : null;
  const values =
    alone && kept.pairs?.groups.includes(alone) ? pairedValues(alone, filters, categories) : null;
  if (values && kept.pairs) {
    // What the picked values' pairs hold: every other group's counts under the filter, which
    // keeps the things carrying one of the values — disjoint sets when a thing has one value of
    // the group, so their counts add up ('=:'), as the pairs do.
    const { pairs, sums } = await kept.pairs.read(values);
    pairs.set(
      '=:',
      values.reduce((total, value) => total + (sums.get(value) ?? 0), 0),
    );
    const own = (token: string) => token === '*:' || token.startsWith(PREFIX[alone!]);
    return toCounts(
      [...toRows(pairs), ...toRows(sums).filter((row) => own(row.token))],
      filters,
      categories,
    );
  }
  const narrowed = alone ? conditions(filters, categories, kept.columns)[alone] : null;
  const rows = await db
    .select({
      token: sql<string>`counted.token`,
      count: sql<number>`counted.token_count`.mapWith(Number),
    })
    .from(sql`(${signatureCounts(kept.signatures(narrowed), filters, categories)}) as counted`);
  if (!alone) return toCounts(rows, filters, categories);
  // The picked group's values and the page's matches ('*:') before any filter: the kept ones.
  const unfiltered = (token: string) => token === '*:' || token.startsWith(PREFIX[alone]);
  const sums = toRows(await kept.tokenSums());
  return toCounts(
    [
      ...rows.filter((row) => !unfiltered(row.token)),
      ...sums.filter((row) => unfiltered(row.token)),
    ],
    filters,
    categories,
  );
}

/**
 * The picked group's tokens when the kept pairs can count under its filter: one value of any
 * group, or several of a group a thing has at most one value of (its category, brand, price
 * range); null otherwise (two sizes: a thing with both would be counted twice).
 */
function pairedValues(
  group: Group,
  filters: ShelfFilters,
  categories: ShelfCategoryRow[],
): string[] | null {
  if (group === 'in_stock') return [PREFIX.in_stock];
  const picked =
    group === 'category'
      ? categoryIdsOf(filters.category ?? [], categories)
      : [...new Set(filters[group] ?? [])];
  // A brand of '' has no token ('b:' || nullif(brand, '')).
  if (picked.some((value) => value === '')) return null;
  const one = group === 'category' || group === 'brand' || group === 'price';
  return one || picked.length === 1 ? picked.map((value) => PREFIX[group] + value) : null;
}

/** The kept signatures' own columns (shelf_counts), as `conditions` reads them. */
const keptColumns: FacetColumns = {
  categoryId: shelfCounts.categoryId,
  brand: shelfCounts.brand,
  priceRange: sql`nullif(${shelfCounts.priceRange}, '')`,
  inStock: shelfCounts.inStock,
  tokens: shelfCounts.tokens,
};

/** The same of a word's kept signatures (search_word_counts). */
const wordColumns: FacetColumns = {
  categoryId: searchWordCounts.categoryId,
  brand: searchWordCounts.brand,
  priceRange: sql`nullif(${searchWordCounts.priceRange}, '')`,
  inStock: searchWordCounts.inStock,
  tokens: searchWordCounts.tokens,
};

const toRows = (sums: Map<string, number>) => [...sums].map(([token, count]) => ({ token, count }));

/** Whether the shopper picked nothing in any group. */
export const isUnfiltered = (filters: ShelfFilters) => GROUPS.every((g) => !selected(filters, g));

/** Whether the shopper picked anything in `group`. */
function selected(filters: ShelfFilters, group: Group): boolean {
  return group === 'in_stock' ? filters.in_stock === true : (filters[group]?.length ?? 0) > 0;
}

/**
 * Every token's count over a category page's categories with no filter, summed from their kept
 * token counts. A category's own count is its '*:' (every listed product of it); with no
 * filter, what every filter keeps ('=:') is all of them.
 */
async function keptTokenSums(
  db: Database,
  storeId: string,
  categoryIds: string[],
): Promise<Map<string, number>> {
  return categoryTokenSums(await keptTokenCounts(db).execute({ storeId, categoryIds }));
}

function categoryTokenSums(rows: KeptTokenCountRow[]): Map<string, number> {
  const sums = new Map<string, number>();
  const add = (token: string, n: number) => sums.set(token, (sums.get(token) ?? 0) + n);
  for (const row of rows) {
    add(row.token, row.products);
    if (row.token === '*:') add(PREFIX.category + row.categoryId, row.products);
  }
  add('=:', sums.get('*:') ?? 0);
  return sums;
}

// Prepared, the categories as one array parameter: the statement of every unfiltered page.
const keptTokenCounts = preparedQuery((db) =>
  db
    .select({
      categoryId: shelfTokenCounts.categoryId,
      token: shelfTokenCounts.token,
      products: shelfTokenCounts.products,
    })
    .from(shelfTokenCounts)
    .where(
      and(
        eq(shelfTokenCounts.storeId, sql.placeholder('storeId')),
        anyOf(shelfTokenCounts.categoryId, sql.placeholder('categoryIds')),
      ),
    )
    .prepare('shelf_kept_token_counts'),
);

// The statement of every unfiltered one-word search.
const wordTokenCounts = preparedQuery((db) =>
  db
    .select({ token: searchWordTokenCounts.token, products: searchWordTokenCounts.products })
    .from(searchWordTokenCounts)
    .where(
      and(
        eq(searchWordTokenCounts.storeId, sql.placeholder('storeId')),
        eq(searchWordTokenCounts.word, sql.placeholder('word')),
      ),
    )
    .prepare('search_word_token_counts'),
);

/**
 * A word's token counts as one column of another statement (its page's: `[token, products]`
 * pairs, or null when it has none), and the facets they give with no filter — the same numbers
 * as `countWordFacets` with no filter, without a statement of their own.
 */
export const wordTokenCountsColumn = (storeId: string, word: string) =>
  sql<[string, number][] | null>`(select json_agg(json_build_array(
      ${searchWordTokenCounts.token}, ${searchWordTokenCounts.products}))
    from ${searchWordTokenCounts}
    where ${and(eq(searchWordTokenCounts.storeId, storeId), eq(searchWordTokenCounts.word, word))})`;

export function unfilteredWordFacets(
  column: [string, number][] | null,
  categories: ShelfCategoryRow[],
): FacetCounts {
  const sums = wordTokenSums((column ?? []).map(([token, products]) => ({ token, products })));
  return toCounts(toRows(sums), {}, categories);
}

/** A word's token counts with no filter, '=:' included: every match. */
function wordTokenSums(rows: { token: string; products: number }[]): Map<string, number> {
  const sums = new Map(rows.map((row) => [row.token, row.products]));
  sums.set('=:', sums.get('*:') ?? 0);
  return sums;
}

const isPair = <R extends { other: string | null }>(row: R): row is R & { other: string } =>
  row.other !== null;

/** Each token's count summed over `rows`, pairs with one of `tokens` (on either side). */
function pairSums(
  tokens: string[],
  rows: { token: string; other: string; products: number }[],
): Map<string, number> {
  const picked = new Set(tokens);
  const sums = new Map<string, number>();
  for (const row of rows) {
    const other = picked.has(row.token) ? row.other : row.token;
    sums.set(other, (sums.get(other) ?? 0) + row.products);
  }
  return sums;
}

/** A kept pair with one of the picked tokens (the `tokens` placeholder), on either side. */
const withPicked = (pairs: typeof shelfPairs | typeof searchWordPairs) =>
  or(
    anyOfText(pairs.token, sql.placeholder('tokens')),
    anyOfText(pairs.other, sql.placeholder('tokens')),
  );

// The statement of every category page filtered in one group but category: its categories'
// pairs with the picked values, and (other null) their token counts.
const keptPairs = preparedQuery((db) =>
  db
    .select({
      categoryId: shelfPairs.categoryId,
      token: shelfPairs.token,
      other: sql<string | null>`${shelfPairs.other}`,
      products: shelfPairs.products,
    })
    .from(shelfPairs)
    .where(
      and(
        eq(shelfPairs.storeId, sql.placeholder('storeId')),
        anyOf(shelfPairs.categoryId, sql.placeholder('categoryIds')),
        withPicked(shelfPairs),
      ),
    )
    .unionAll(
      db
        .select({
          categoryId: shelfTokenCounts.categoryId,
          token: shelfTokenCounts.token,
          other: sql<string | null>`null`,
          products: shelfTokenCounts.products,
        })
        .from(shelfTokenCounts)
        .where(
          and(
            eq(shelfTokenCounts.storeId, sql.placeholder('storeId')),
            anyOf(shelfTokenCounts.categoryId, sql.placeholder('categoryIds')),
          ),
        ),
    )
    .prepare('shelf_kept_pairs'),
);

// The statement of every one-word search filtered in one group (`pairedValues`).
const wordPairs = preparedQuery((db) =>
  db
    .select({
      token: searchWordPairs.token,
      other: sql<string | null>`${searchWordPairs.other}`,
      products: searchWordPairs.products,
    })
    .from(searchWordPairs)
    .where(
      and(
        eq(searchWordPairs.storeId, sql.placeholder('storeId')),
        eq(searchWordPairs.word, sql.placeholder('word')),
        withPicked(searchWordPairs),
      ),
    )
    .unionAll(
      db
        .select({
          token: searchWordTokenCounts.token,
          other: sql<string | null>`null`,
          products: searchWordTokenCounts.products,
        })
        .from(searchWordTokenCounts)
        .where(
          and(
            eq(searchWordTokenCounts.storeId, sql.placeholder('storeId')),
            eq(searchWordTokenCounts.word, sql.placeholder('word')),
          ),
        ),
    )
    .prepare('search_word_pairs'),
);

async function tally(
  db: Pick<Database, 'select'>,
  where: SQL,
  filters: ShelfFilters,
  categories: ShelfCategoryRow[],
): Promise<FacetCounts> {
  const when = countedWhen(conditions(filters, categories, productColumns));
  const rows = await db
    .select({
      token: sql<string>`t.token`,
      count: sql<number>`count(*) filter (where ${when})`.mapWith(Number),
    })
    .from(sql`${products} cross join lateral unnest(${tokensOf(productColumns)}) as t(token)`)
    .where(and(where, sql`t.token is not null`))
    .groupBy(sql`t.token`);
  return toCounts(rows, filters, categories);
}

/**
 * The counts of every facet value over signature rows (`SIGNATURE`'s columns, from `source`):
 * the same numbers as `countFacets` over the things the rows stand for, counted per row with
 * its `n` instead of per thing. Whether a row passes each group's filter is decided once per
 * row; the scalar groups (category, brand, price, in stock) are summed by their own column and
 * only the rows' size and colour tokens are unnested — counting every token of every row in
 * one unnest cost most of a filtered category page.
 */
export function signatureCounts(
  source: SQL,
  filters: ShelfFilters,
  categories: ShelfCategoryRow[],
): SQL {
  const cond = conditions(filters, categories, signatureColumns);
  const pass = (g: Group) => sql.raw(`"pass_${g}"`);
  const allBut = (skip: Group | null) =>
    sql.join(GROUPS.filter((g) => g !== skip).map(pass), sql` and `);
  const n = sig('n');
  const sum = (when: SQL) => sql`coalesce(sum(${n}) filter (where ${when}), 0)`;
  const [category, brand, price, inStock, tokens] = [
    sig('categoryId'),
    sig('brand'),
    sig('priceRange'),
    sig('inStock'),
    sig('tokens'),
  ];
  return sql`with checked as materialized (
      select *, ${sql.join(
        GROUPS.map((g) => sql`${cond[g] ?? sql`true`} as ${pass(g)}`),
        sql`, `,
      )}
      from (${source}) as signatures)
    select t.token, ${sum(sql`case left(t.token, 2)
        when ${literal(PREFIX.size)} then ${allBut('size')}
        when ${literal(PREFIX.color)} then ${allBut('color')} end`)} as token_count
      from checked cross join lateral unnest(${tokens}) as t(token) group by t.token
    union all select ${literal(PREFIX.category)} || ${category}::text, ${sum(allBut('category'))}
      from checked where ${category} is not null group by ${category}
    union all select ${literal(PREFIX.brand)} || ${brand}, ${sum(allBut('brand'))}
      from checked where ${brand} <> '' group by ${brand}
    union all select ${literal(PREFIX.price)} || ${price}, ${sum(allBut('price'))}
      from checked where ${price} is not null group by ${price}
    union all select ${literal(PREFIX.in_stock)}, ${sum(sql`${inStock} and ${allBut('in_stock')}`)}
      from checked
    union all select '*:', coalesce(sum(${n}), 0) from checked
    union all select '=:', ${sum(allBut(null))} from checked`;
}

/** A row's facet tokens; '*:' counts every row, '=:' the rows every filter keeps. */
function tokensOf(cols: FacetColumns): SQL {
  return sql`${cols.tokens} || array[
    'c:' || ${cols.categoryId}::text,
    'b:' || nullif(${cols.brand}, ''),
    'p:' || ${cols.priceRange},
    case when ${cols.inStock} then 'e:' end,
    '*:', '=:']`;
}

/** Whether the token `t.token` of a row counts: every group's filter but the token's own. */
function countedWhen(cond: Record<Group, SQL | null>): SQL {
  const allBut = (skip: Group | null) => {
    const rest = GROUPS.filter((g) => g !== skip)
      .map((g) => cond[g])
      .filter((c) => c !== null);
    return rest.length ? and(...rest)! : sql`true`;
  };
  return sql`case left(t.token, 2)
    ${sql.join(
      GROUPS.map((g) => sql`when ${PREFIX[g]} then ${allBut(g)}`),
      sql` `,
    )} when '*:' then true when '=:' then ${allBut(null)} end`;
}

function toCounts(
  rows: { token: string; count: number }[],
  filters: ShelfFilters,
  categories: ShelfCategoryRow[],
): FacetCounts {
  const count = (token: string) => rows.find((row) => row.token === token)?.count ?? 0;
  return {
    facets: toFacets(rows, filters, categories),
    matches: count('*:'),
    listed: count('=:'),
  };
}

/**
 * The pieces of counting facets over a search's matches inside the statement that pages them
 * (features/catalog/search-page.ts): each match carries its signature's columns and whether it
 * passes every filter (for the page); the matches grouped by signature are counted as kept
 * signatures are (`signatureCounts`) — a one-word query's ~5,000 matches are ~2,500
 * signatures, a department's word ~600.
 */
export function facetsOverMatches(filters: ShelfFilters, categories: ShelfCategoryRow[]) {
  const signature = {
    categoryId: sql<string | null>`${productColumns.categoryId}`.as(SIGNATURE.categoryId),
    brand: sql<string>`${productColumns.brand}`.as(SIGNATURE.brand),
    priceRange: sql<string | null>`${productColumns.priceRange}`.as(SIGNATURE.priceRange),
    inStock: sql<boolean>`${productColumns.inStock}`.as(SIGNATURE.inStock),
    tokens: sql<string[]>`${productColumns.tokens}`.as(SIGNATURE.tokens),
  };
  const keys = sql.join(
    (['categoryId', 'brand', 'priceRange', 'inStock', 'tokens'] as const).map(sig),
    sql`, `,
  );
  return {
    signature,
    /** Whether a product passes every filter: the listed ones. */
    passes: filtersWhere(filters, categories),
    /** The statement counting every token over `matches` (a relation with `signature`'s columns). */
    counted: (matches: SQL) =>
      signatureCounts(
        sql`select ${keys}, count(*) as ${sig('n')} from ${matches} group by ${keys}`,
        filters,
        categories,
      ),
    /** The counts of `rows`, the categories' names and order from `named` (the store's now). */
    toCounts: (rows: { token: string; count: number }[], named = categories) =>
      toCounts(rows, filters, named),
  };
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
  const byName = (a: FacetValue, b: FacetValue) => BY_NAME.compare(a.label, b.label);
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

// One collator each, made once: `localeCompare(b, 'pt-BR', options)` builds ICU's collator on
// every call (a category page's sort of its sizes was ~0.5 ms of the API's time).
const BY_NAME = new Intl.Collator('pt-BR');
const BY_SIZE_VALUE = new Intl.Collator('pt-BR', { numeric: true });

// Clothing sizes in their own order, then numbers by value ("36" < "38" < "100 cm"), then names.
const SIZE_ORDER = ['PP', 'P', 'M', 'G', 'GG', 'XG', 'XGG'];
function bySize(a: FacetValue, b: FacetValue): number {
  const rank = (v: string) => {
    const known = SIZE_ORDER.indexOf(v);
    return known >= 0 ? known : SIZE_ORDER.length;
  };
  return rank(a.value) - rank(b.value) || BY_SIZE_VALUE.compare(a.value, b.value);
}
