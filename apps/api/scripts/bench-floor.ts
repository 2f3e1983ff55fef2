import { and, eq, sql, type SQL } from 'drizzle-orm';
import { openDatabase, type DatabaseOptions } from '../src/db/client.ts';
import { categories } from '../src/db/schema/index.ts';
import { figuresOf, type Figures } from './bench-load.ts';

// The floor beside each of bench:api's figures: what the database alone costs for the same
// requests, with nothing of the API around it — the bare statement a page cannot do without,
// sent by as many callers at once as the bench's connections, over the app's own database
// handle (its pool of 10 on PostgreSQL, PGlite's one thread). For a search, the ranked
// full-text query for the same words, top 20, no facets; for a category page, the first page
// of its products (itself and its subcategories, known beforehand as the API keeps them, featured
// first then the newest, along products_shelf_featured_idx), no facets; for a product, its row
// by slug.

/** The bare statement of each request the bench sends, in the same turn. */
export type FloorStatements = {
  search: (q: string) => SQL;
  category: (slug: string) => SQL;
  product: (slug: string) => SQL;
};

export async function floorStatements(
  database: DatabaseOptions,
  storeId: string,
): Promise<FloorStatements> {
  const handle = await openDatabase(database);
  const tree = await handle.db
    .select({ id: categories.id, slug: categories.slug, parentId: categories.parentId })
    .from(categories)
    .where(and(eq(categories.storeId, storeId), eq(categories.kind, 'product')));
  await handle.close();
  const members = (slug: string) => {
    const top = tree.filter((c) => c.slug === slug).map((c) => c.id);
    const ids = [
      ...top,
      ...tree.filter((c) => c.parentId && top.includes(c.parentId)).map((c) => c.id),
    ];
    if (!ids.length) throw new Error(`bench: a categoria ${slug} não existe`);
    return ids;
  };
  const query = (q: string) => sql`websearch_to_tsquery('portuguese', public.f_search_text(${q}))`;
  return {
    search: (q) => sql`
      select id from products
       where store_id = ${storeId} and status = 'active' and search_vector @@ ${query(q)}
       order by ts_rank(search_vector, ${query(q)}) desc limit 20`,
    category: (slug) => sql`
      select id from products
       where store_id = ${storeId} and status = 'active' and kind = 'product'
         and category_id in (${sql.join(
           members(slug).map((id) => sql`${id}`),
           sql`, `,
         )})
       order by featured desc nulls last, created_at desc nulls last, id limit 24`,
    product: (slug) =>
      sql`select * from products where store_id = ${storeId} and slug = ${slug} and status = 'active'`,
  };
}

/**
 * Sends `statements` in turn from `connections` callers at once for `seconds`, and reads the
 * percentiles with bench-load.ts's figuresOf.
 */
export async function measureFloor(options: {
  database: DatabaseOptions;
  statements: SQL[];
  seconds: number;
  connections: number;
}): Promise<Figures> {
  const handle = await openDatabase(options.database);
  const latencies: number[] = [];
  let errors = 0;
  let turn = 0;
  const deadline = performance.now() + options.seconds * 1000;
  try {
    await Promise.all(
      Array.from({ length: options.connections }, async () => {
        while (performance.now() < deadline) {
          const statement = options.statements[turn++ % options.statements.length]!;
          const started = performance.now();
          try {
            await handle.db.execute(statement);
            latencies.push(performance.now() - started);
          } catch {
            errors += 1;
          }
        }
      }),
    );
  } finally {
    await handle.close();
  }
  return figuresOf(latencies, options.seconds, errors);
}
