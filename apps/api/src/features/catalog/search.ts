import type { SearchSort } from '@vitrine/contract/catalog';
import type { Facets } from '@vitrine/contract/shelf';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { products, searchWordRanks } from '../../db/schema/index.ts';
import {
  categoriesAfter,
  shelfCategories,
  shelfCategoriesFor,
  type ShelfCategories,
} from './category-tree.ts';
import {
  countWordFacets,
  facetsOverMatches,
  filtersWhere,
  isUnfiltered,
  unfilteredWordFacets,
  wordTokenCountsColumn,
  type ShelfFilters,
} from './facets.ts';
import { searchPage } from './search-page.ts';
import { summaryColumns, visible, type SummaryRow } from './reads.ts';

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
 * The facets count the matches before their own filters (features/catalog/facets.ts). A query
 * that is one word once stemmed (most are: "caneca", "bolsas"), in the relevance order, is
 * answered from what is kept per word instead of its matches (`wordSearch`).
 */
export async function searchCatalog(db: Database, input: SearchInput): Promise<SearchOutcome> {
  const filters = input.filters ?? {};
  // The store's categories are read first only when a filter names them (its SQL needs their
  // ids); otherwise they come with the page's statement (`shelfCategoriesFor`).
  const known = filters.category?.length ? await shelfCategories(db, input.storeId) : null;
  const categories = shelfCategoriesFor(input.storeId, known);
  const over = facetsOverMatches(filters, known ?? []);
  const shelf = (tx: Database, match: SQL, rank: SQL) =>
    searchPage(
      tx,
      input,
      { base: and(visible(input.storeId, input.kind), match)!, rank },
      over,
      categories,
    );
  const short = input.q.replace(/\s/g, '').length < FUZZY_MIN_LENGTH;
  // One word in the relevance order, of any kind: what is kept per word answers (wordSearch).
  const word = input.sort === 'relevance' && !input.kind ? await singleWord(db, input.q) : null;
  if (word !== null) {
    const found = await wordSearch(db, input, word, categories);
    if (found.matches > 0 || short) {
      return { rows: found.rows, total: found.total, fuzzy: false, facets: found.facets };
    }
  } else {
    // f_search_text is the document's own normalisation (migration 0004_search_plurals).
    const tsquery = sql`websearch_to_tsquery('portuguese', public.f_search_text(${input.q}))`;
    const wordMatch = sql`${products.searchVector} @@ ${tsquery}`;
    const words = await shelf(db, wordMatch, sql`ts_rank(${products.searchVector}, ${tsquery})`);
    // Near spellings only when no word matched at all, whatever the filters.
    if (words.counts.matches > 0 || short) {
      return { rows: words.rows, total: words.total, fuzzy: false, facets: words.counts.facets };
    }
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

/**
 * A search for one word, from what is kept per word of the catalog (migration
 * 0045_search_words) instead of its matches: the facet counts from the word's kept signatures
 * or tokens, the page from its ranks in order (search_word_ranks_order_idx), each row checked
 * against the filters until the page is full. The same products in the same order as ranking
 * every match (test/shelves-golden.test.ts), since the kept rank is the number the search
 * computes.
 */
async function wordSearch(
  db: Database,
  input: SearchInput,
  word: string,
  categories: ShelfCategories,
): Promise<{ rows: SummaryRow[]; total: number; matches: number; facets: Facets }> {
  const filters = input.filters ?? {};
  const offset = (input.page - 1) * input.perPage;
  // With no filter (most searches), the word's token counts come as a column of its page: one
  // statement. Past the last page (no row to carry them) they are counted on their own.
  const withCounts = isUnfiltered(filters);
  const page = () =>
    db
      .select({
        ...summaryColumns,
        tokenCounts: withCounts
          ? wordTokenCountsColumn(input.storeId, word)
          : sql<[string, number][] | null>`null`,
        categories: categories.column,
      })
      .from(searchWordRanks)
      .innerJoin(products, eq(products.id, searchWordRanks.productId))
      .where(
        and(
          eq(searchWordRanks.storeId, input.storeId),
          eq(searchWordRanks.word, word),
          visible(input.storeId),
          filtersWhere(filters, categories.known ?? []),
        ),
      )
      .orderBy(
        sql`${searchWordRanks.rank} desc nulls last`,
        sql`${searchWordRanks.createdAt} desc nulls last`,
        sql`${searchWordRanks.productId} asc`,
      )
      .limit(input.perPage)
      .offset(offset);
  const found = await page();
  // An empty first page with no filter is a word with no listed product: nothing to count.
  const none = withCounts && found.length === 0 && offset === 0;
  const named = await categoriesAfter(db, categories, found[0], !none);
  const counts =
    withCounts && (found.length > 0 || none)
      ? unfilteredWordFacets(found[0]?.tokenCounts ?? null, named)
      : await countWordFacets(db, input.storeId, word, filters, named);
  const rows = found.map(({ tokenCounts: _counts, categories: _categories, ...row }) => row);
  return { rows, total: counts.listed, matches: counts.matches, facets: counts.facets };
}

/** Queries seen, and the one word each is (null: none, or more than one). */
const parsedQueries = new Map<string, string | null>();
const PARSED_KEPT = 2_000;

/**
 * The one lexeme `q` is once parsed as the search parses it (`websearch_to_tsquery` over
 * `f_search_text`: stemmed, unaccented, stop words dropped), or null when it is none, several,
 * or a negation. PostgreSQL prints a lexeme quoted, its quotes and backslashes doubled. The
 * answer depends only on the text (and the database's dictionaries), so the last queries' are
 * kept.
 */
async function singleWord(db: Database, q: string): Promise<string | null> {
  const known = parsedQueries.get(q);
  if (known !== undefined) return known;
  const result = await db.execute(
    sql`select websearch_to_tsquery('portuguese', public.f_search_text(${q}))::text as query`,
  );
  const query = String(rowsOf<{ query: string }>(result)[0]!.query);
  const one = /^'((?:[^'\\]|''|\\.)+)'$/.exec(query);
  const word = one ? one[1]!.replace(/''/g, "'").replace(/\\(.)/g, '$1') : null;
  if (parsedQueries.size >= PARSED_KEPT) parsedQueries.delete(parsedQueries.keys().next().value!);
  parsedQueries.set(q, word);
  return word;
}
