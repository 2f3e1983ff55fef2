import type { SearchSort } from '@vitrine/contract/catalog';
import type { Facets } from '@vitrine/contract/shelf';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { shelfCategories } from './category-tree.ts';
import { facetsOverMatches, type ShelfFilters } from './facets.ts';
import { searchPage } from './search-page.ts';
import { visible, type SummaryRow } from './reads.ts';

export type SearchInput = {
  storeId: string;
  q: string;
  sort: SearchSort;
  kind?: 'product' | 'service' | undefined;
  page: number;
  perPage: number;
  filters?: ShelfFilters;
};

/** Shorter queries would match nearly everything by trigrams. */
const FUZZY_MIN_LENGTH = 4;
const FUZZY_THRESHOLD = 0.4;

export type SearchOutcome = { rows: SummaryRow[]; total: number; fuzzy: boolean; facets: Facets };

/**
 * Full-text first: the query and the document (migration 0002_search) both go through
 * f_unaccent and the Portuguese stemmer, so accents and plurals match. When no word matches,
 * near spellings of the name (pg_trgm word similarity, its indexed `<%` operator) answer.
 * The facets count the matches before their own filters (features/catalog/facets.ts).
 */
export async function searchCatalog(db: Database, input: SearchInput): Promise<SearchOutcome> {
  const filters = input.filters ?? {};
  const over = facetsOverMatches(filters, await shelfCategories(db, input.storeId));
  const shelf = (tx: Pick<Database, 'select' | '$with' | 'with'>, match: SQL, rank: SQL) =>
    searchPage(tx, input, { base: and(visible(input.storeId, input.kind), match)!, rank }, over);
  // f_search_text is the document's own normalisation (migration 0004_search_plurals).
  const tsquery = sql`websearch_to_tsquery('portuguese', public.f_search_text(${input.q}))`;
  const wordMatch = sql`${products.searchVector} @@ ${tsquery}`;
  const words = await shelf(db, wordMatch, sql`ts_rank(${products.searchVector}, ${tsquery})`);
  // Near spellings only when no word matched at all, whatever the filters.
  if (words.counts.matches > 0 || input.q.replace(/\s/g, '').length < FUZZY_MIN_LENGTH) {
    return { rows: words.rows, total: words.total, fuzzy: false, facets: words.counts.facets };
  }
  // Must be the expression products_name_trgm_idx is built on. pg_trgm's default threshold
  // (0.6) misses one-letter typos in short words ("caneka"); SET LOCAL keeps ours to this
  // transaction, on whichever pooled connection it runs.
  const needle = sql`public.f_unaccent(lower(${input.q}))`;
  const name = sql`public.f_unaccent(lower(${products.name}))`;
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL pg_trgm.word_similarity_threshold = ${FUZZY_THRESHOLD}`));
    const near = await shelf(
      tx,
      sql`${needle} <% ${name}`,
      sql`word_similarity(${needle}, ${name})`,
    );
    const fuzzy = near.counts.matches > 0;
    return { rows: near.rows, total: near.total, fuzzy, facets: near.counts.facets };
  });
}
