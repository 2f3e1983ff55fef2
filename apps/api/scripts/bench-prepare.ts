import { and, count, eq, like, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseOptions } from '../src/db/client.ts';
import { products, stores } from '../src/db/schema/index.ts';
import { isDatabaseEmpty, seedDemo } from '../src/seed/index.ts';
import { seedLargeCatalog } from '../src/seed/large-catalog.ts';
import { DEMO_STORES } from '../src/seed/stores-data.ts';

export type Prepared = { storeId: string; slugs: string[]; total: number; seededSeconds: number };

/**
 * Brings a database to the demo data plus `count` generated products in Loja Aurora (kept
 * between runs: seeding 100k takes a minute), and samples product slugs to request.
 */
export async function prepareDatabase(
  options: DatabaseOptions,
  target: number,
  assetsDir: string,
): Promise<Prepared> {
  const handle = await openDatabase(options);
  try {
    await handle.migrate();
    if (await isDatabaseEmpty(handle.db)) await seedDemo(handle.db, { assetsDir });
    const [store] = await handle.db.select().from(stores).where(eq(stores.slug, 'loja-aurora'));
    if (!store) throw new Error('bench: Loja Aurora não encontrada');
    // Generated products have codes "G<run>-<n>" (seed/large-catalog.ts).
    const generated = and(eq(products.storeId, store.id), like(products.code, 'G%'));
    const [existing] = await handle.db.select({ n: count() }).from(products).where(generated);
    const missing = target - (existing?.n ?? 0);
    const started = performance.now();
    if (missing > 0) {
      await seedLargeCatalog(handle.db, {
        storeId: store.id,
        storeDir: `${assetsDir}/stores/${store.id}`,
        count: missing,
        palette: DEMO_STORES[0]!.palette,
        onProgress: (done) => process.stdout.write(`\r  seed: ${done}/${missing} produtos`),
      });
      process.stdout.write('\n');
      // VACUUM too: the index-only scans of category pages (products_shelf_idx) need the
      // visibility map a fresh bulk insert has not set yet (autovacuum would, later).
      await handle.db.execute(sql`VACUUM ANALYZE`);
    }
    const rows = await handle.db
      .select({ slug: products.slug })
      .from(products)
      .where(generated)
      .orderBy(sql`random()`)
      .limit(2000);
    const [total] = await handle.db.select({ n: count() }).from(products);
    return {
      storeId: store.id,
      slugs: rows.map((row) => row.slug),
      total: total?.n ?? 0,
      seededSeconds: missing > 0 ? (performance.now() - started) / 1000 : 0,
    };
  } finally {
    await handle.close();
  }
}
