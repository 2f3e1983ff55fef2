import type { SearchSort } from '@vitrine/contract/catalog';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { summaryColumns, visible, type SummaryRow } from './queries.ts';

export type SearchInput = {
  storeId: string;
  q: string;
  sort: SearchSort;
  kind?: 'product' | 'service' | undefined;
  page: number;
  perPage: number;
};

/** Shorter queries would match nearly everything by trigrams. */
const FUZZY_MIN_LENGTH = 4;
const FUZZY_THRESHOLD = 0.4;

export type SearchOutcome = { rows: SummaryRow[]; total: number; fuzzy: boolean };

/**
 * Full-text first: the query and the document (migration 0002_search) both go through
 * f_unaccent and the Portuguese stemmer, so accents and plurals match. When no word matches,
 * near spellings of the name (pg_trgm word similarity, its indexed `<%` operator) answer.
 */
export async function searchCatalog(db: Database, input: SearchInput): Promise<SearchOutcome> {
  // f_search_text is the document's own normalisation (migration 0004_search_plurals).
  const tsquery = sql`websearch_to_tsquery('portuguese', public.f_search_text(${input.q}))`;
  const words = await page(db, input, {
    match: sql`${products.searchVector} @@ ${tsquery}`,
    rank: sql`ts_rank(${products.searchVector}, ${tsquery})`,
  });
  if (words.total > 0 || input.q.replace(/\s/g, '').length < FUZZY_MIN_LENGTH) {
    return { ...words, fuzzy: false };
  }
  // Must be the expression products_name_trgm_idx is built on. pg_trgm's default threshold
  // (0.6) misses one-letter typos in short words ("caneka"); SET LOCAL keeps ours to this
  // transaction, on whichever pooled connection it runs.
  const needle = sql`public.f_unaccent(lower(${input.q}))`;
  const name = sql`public.f_unaccent(lower(${products.name}))`;
  const near = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL pg_trgm.word_similarity_threshold = ${FUZZY_THRESHOLD}`));
    return page(tx, input, {
      match: sql`${needle} <% ${name}`,
      rank: sql`word_similarity(${needle}, ${name})`,
    });
  });
  return { ...near, fuzzy: near.total > 0 };
}

/**
 * One round trip in three steps: the matches' ids and sort keys (narrow rows: the search
 * document is read once, for its rank), the page of them, then the card columns of the page's
 * ids only. `order by … limit` over the matches keeps only the best page while it scans them
 * (PostgreSQL's top-N sort), where a row_number() over every match sorted them all: at 100k
 * products a one-word query matches ~5,000 and that sort was a third of its time. Referenced
 * twice (page and count), the matches are computed once.
 */
async function page(
  db: Pick<Database, 'select' | '$with' | 'with'>,
  input: SearchInput,
  by: { match: SQL; rank: SQL },
) {
  const matches = db.$with('matches').as(
    db
      .select({
        id: sql<string>`${products.id}`.as('match_id'),
        rank: sql<number>`${by.rank}`.as('match_rank'),
        createdAt: sql<Date>`${products.createdAt}`.as('match_created_at'),
        price: sql<number | null>`${products.priceMinCents}`.as('match_price'),
      })
      .from(products)
      .where(and(visible(input.storeId, input.kind), by.match)),
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
      .orderBy(...order(input.sort, matches))
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage),
  );
  const rows = await db
    .with(matches, ranked)
    .select({
      ...summaryColumns,
      total: sql<number>`(select count(*) from ${matches})`.mapWith(Number),
    })
    .from(ranked)
    .innerJoin(products, eq(products.id, ranked.id))
    .orderBy(...order(input.sort, ranked));
  // Past the last page no row carries the count: count on its own.
  const total =
    rows[0]?.total ??
    (input.page > 1
      ? Number(
          (
            await db
              .select({ n: sql`count(*)` })
              .from(products)
              .where(and(visible(input.storeId, input.kind), by.match))
          )[0]?.n ?? 0,
        )
      : 0);
  return { rows, total };
}

type SortKeys = {
  id: SQL.Aliased<string>;
  rank: SQL.Aliased<number>;
  createdAt: SQL.Aliased<Date>;
  price: SQL.Aliased<number | null>;
};

function order(sort: SearchSort, keys: SortKeys): SQL[] {
  // The id last keeps pages stable when the sort key ties.
  switch (sort) {
    case 'price_asc':
      return [sql`${keys.price} asc nulls last`, sql`${keys.id} asc`];
    case 'price_desc':
      return [sql`${keys.price} desc nulls last`, sql`${keys.id} asc`];
    case 'newest':
      return [sql`${keys.createdAt} desc`, sql`${keys.id} asc`];
    case 'relevance':
      return [sql`${keys.rank} desc`, sql`${keys.createdAt} desc`, sql`${keys.id} asc`];
  }
}
