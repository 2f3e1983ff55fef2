import type { SearchSort } from '@vitrine/contract/catalog';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
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
 * Two steps: rank the matching ids (narrow rows, so sorting thousands of matches is cheap),
 * then read the card columns for the page's ids only.
 */
async function page(
  db: Pick<Database, 'select'>,
  input: SearchInput,
  by: { match: SQL; rank: SQL },
) {
  const where = and(visible(input.storeId, input.kind), by.match);
  const sorting = order(input.sort, by.rank);
  const ranked = db
    .select({
      id: products.id,
      total: sql<number>`count(*) over ()`.as('total'),
      position: sql<number>`row_number() over (order by ${sql.join(sorting, sql`, `)})`.as(
        'position',
      ),
    })
    .from(products)
    .where(where)
    .orderBy(...sorting)
    .limit(input.perPage)
    .offset((input.page - 1) * input.perPage)
    .as('ranked');
  const rows = await db
    .select({ ...summaryColumns, total: sql<number>`${ranked.total}`.mapWith(Number) })
    .from(ranked)
    .innerJoin(products, eq(products.id, ranked.id))
    .orderBy(asc(ranked.position));
  // Past the last page the window count is gone with the rows: count on its own.
  const total =
    rows[0]?.total ??
    (input.page > 1
      ? Number(
          (
            await db
              .select({ n: sql`count(*)` })
              .from(products)
              .where(where)
          )[0]?.n ?? 0,
        )
      : 0);
  return { rows, total };
}

function order(sort: SearchSort, rank: SQL): SQL[] {
  // The id last keeps pages stable when the sort key ties.
  switch (sort) {
    case 'price_asc':
      return [sql`${products.priceMinCents} asc nulls last`, asc(products.id)];
    case 'price_desc':
      return [sql`${products.priceMinCents} desc nulls last`, asc(products.id)];
    case 'newest':
      return [desc(products.createdAt), asc(products.id)];
    case 'relevance':
      return [sql`${rank} desc`, desc(products.createdAt), asc(products.id)];
  }
}
