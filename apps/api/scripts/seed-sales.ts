import { eq, sql } from 'drizzle-orm';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { storeHosts } from '../src/db/schema/index.ts';
import { seedOnFirstStart } from '../src/seed/first-start.ts';
import { seedSales } from './bench-office-seed.ts';

// tsx scripts/seed-sales.ts [--sales 10000] [--host localhost]
// `sales` sales (over the last 90 days, every status) in the store answering at `host`, in the
// database main.ts would open (DATABASE_URL, else PGlite under VITRINE_DATA_DIR; PGlite is one
// process's: the API must not be running on it). An empty database gets the demo data first,
// as `pnpm start` would. For the seller office's benchmark (spec §2 minhas-vendas at 10,000
// sales); never in production.

const { values } = parseArgs({
  options: {
    sales: { type: 'string', default: '10000' },
    host: { type: 'string', default: 'localhost' },
  },
});
const count = Number(values.sales);
if (!Number.isInteger(count) || count < 1) {
  console.error('--sales precisa ser um número inteiro ≥ 1.');
  process.exit(1);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
if (config.NODE_ENV === 'production') {
  console.error('NODE_ENV=production: vendas de teste não são criadas em produção.');
  process.exit(1);
}
// The same database main.ts opens (a relative VITRINE_DATA_DIR is the API's cwd's).
const handle = await openDatabase(
  config.DATABASE_URL
    ? { url: config.DATABASE_URL }
    : {
        dataDir: config.VITRINE_DATA_DIR.startsWith('memory://')
          ? config.VITRINE_DATA_DIR
          : resolve(config.VITRINE_DATA_DIR),
      },
);
try {
  await handle.migrate();
  await seedOnFirstStart(handle.db, config);
  const [host] = await handle.db
    .select({ storeId: storeHosts.storeId })
    .from(storeHosts)
    .where(eq(storeHosts.host, values.host))
    .limit(1);
  if (!host) throw new Error(`Nenhuma loja responde em ${values.host}.`);
  const started = performance.now();
  await seedSales(handle.db, host.storeId, count, new Date(), 11);
  await handle.db.execute(sql`ANALYZE`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${count} vendas criadas na loja de ${values.host} em ${seconds} s.`);
} finally {
  await handle.close();
}
