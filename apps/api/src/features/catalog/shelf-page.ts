import type { SearchSort } from '@vitrine/contract/catalog';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { summaryColumns } from './queries.ts';

export type PageInput = { sort: SearchSort; page: number; perPage: number };

/**
 * One round trip in three steps: the matches' ids and sort keys (narrow rows: the search
 * document is read once, for its rank), the page of them, then the card columns of the page's
 * ids only. `order by … limit` over the matches keeps only the best page while it scans them
 * (PostgreSQL's top-N sort), where a row_number() over every match sorted them all: at 100k
 * products a one-word query matches ~5,000 and that sort was a third of its time. Referenced
 * twice (page and count), the matches are computed once.
 */
export async function page(
  db: Pick<Database, 'select' | '$with' | 'with'>,
  input: PageInput,
  by: { where: SQL; rank: SQL },
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
      .where(by.where),
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
              .where(by.where)
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
