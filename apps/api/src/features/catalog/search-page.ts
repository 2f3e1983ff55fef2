import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { categoriesAfter, type ShelfCategories } from './category-tree.ts';
import type { FacetCounts, facetsOverMatches } from './facets.ts';
import { summaryColumns, type SummaryRow } from './reads.ts';
import { order, type PageInput } from './shelf-page.ts';

type Over = ReturnType<typeof facetsOverMatches>;

/**
 * A search's page and its facet counts in one statement, reading each match's row once: the
 * matches (their sort keys, facet signature, and whether each passes every filter) are
 * materialised, then the page is cut from those passing and the facets are counted from all of
 * them, grouped by signature. Counting in a second statement read the ~5,000 matches of a
 * one-word query again from the wide product rows.
 */
export async function searchPage(
  db: Database,
  input: PageInput,
  by: { base: SQL; rank: SQL },
  over: Over,
  categories: ShelfCategories,
): Promise<{ rows: SummaryRow[]; total: number; counts: FacetCounts }> {
  const matches = db.$with('matches').as(
    db
      .select({
        id: sql<string>`${products.id}`.as('match_id'),
        rank: sql<number>`${by.rank}`.as('match_rank'),
        createdAt: sql<Date>`${products.createdAt}`.as('match_created_at'),
        price: sql<number | null>`${products.priceMinCents}`.as('match_price'),
        passes: sql<boolean>`${over.passes}`.as('match_passes'),
        ...over.signature,
      })
      .from(products)
      .where(by.base),
  );
  const ranked = db.$with('ranked').as(
    db
      .select({
        id: matches.id,
        rank: matches.rank,
        createdAt: matches.createdAt,
        price: matches.price,
      })
      .from(matches)
      .where(sql`${matches.passes}`)
      .orderBy(...order(input.sort, matches))
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage),
  );
  const counted = db.$with('counted').as(
    db
      .select({
        token: sql<string>`tokens.token`.as('token'),
        count: sql<number>`tokens.token_count`.as('token_count'),
      })
      .from(sql`(${over.counted(sql`${matches}`)}) as tokens`),
  );
  const page = await db
    .with(matches, ranked, counted)
    .select({
      ...summaryColumns,
      tokenCounts: sql<
        [string, number][]
      >`(select json_agg(json_build_array("token", "token_count"))
        from ${counted})`,
      categories: categories.column,
    })
    .from(ranked)
    .innerJoin(products, eq(products.id, ranked.id))
    .orderBy(...order(input.sort, ranked));
  // No page (no match, or past the last page): the counts alone.
  const tokenRows = page.length
    ? (page[0]!.tokenCounts ?? []).map(([token, count]) => ({ token, count: Number(count) }))
    : (
        await db
          .with(matches, counted)
          .select({ token: counted.token, count: counted.count })
          .from(counted)
      ).map(({ token, count }) => ({ token, count: Number(count) }));
  const named = await categoriesAfter(
    db,
    categories,
    page[0],
    tokenRows.some((row) => row.count > 0),
  );
  const counts = over.toCounts(tokenRows, named);
  const rows = page.map(({ tokenCounts: _counts, categories: _categories, ...row }) => row);
  return { rows, total: counts.listed, counts };
}
