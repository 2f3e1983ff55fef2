import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';

// pnpm --filter @vitrine/api seed [--reset] [--products N] [--store loja-aurora]
// Seeds the database main.ts would open (DATABASE_URL, else PGlite under VITRINE_DATA_DIR) with
// the demo data. Never with NODE_ENV=production: the demo accounts' passwords are published.

const { values } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    products: { type: 'string' },
    store: { type: 'string', default: 'loja-aurora' },
  },
});
const extra = values.products === undefined ? 0 : Number(values.products);
if (!Number.isInteger(extra) || extra < 0) {
  console.error('--products precisa ser um número inteiro ≥ 0.');
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
  console.error(
    'NODE_ENV=production: os dados de demonstração (contas com senhas publicadas) não são ' +
      'criados em produção.',
  );
  process.exit(1);
}
// The seed's modules load after the refusals: they print at once (as main.ts's do).
const [
  { eq, sql },
  { rmSync },
  { join },
  { openDatabase },
  { stores },
  { createSecretBox },
  { secretsKeysOf },
  { seedDemoFreight },
  { seedDemoFiscal },
  { seedDemoWhatsapp },
  { assetsDir },
  { isDatabaseEmpty, seedDemo },
  { seedLargeCatalog },
  { DEMO_STORES },
] = await Promise.all([
  import('drizzle-orm'),
  import('node:fs'),
  import('node:path'),
  import('../db/client.ts'),
  import('../db/schema/index.ts'),
  import('../lib/secrets/secret-box.ts'),
  import('../lib/secrets/secrets-key.ts'),
  import('./freight.ts'),
  import('./fiscal.ts'),
  import('./whatsapp.ts'),
  import('../lib/asset-paths.ts'),
  import('./index.ts'),
  import('./large-catalog.ts'),
  import('./stores-data.ts'),
]);
const handle = await openDatabase(
  config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.VITRINE_DATA_DIR },
);
await handle.migrate();
const root = assetsDir(config);
if (values.reset) {
  // Every table of ours hangs off stores (ON DELETE CASCADE / store_id FKs).
  await handle.db.execute(sql`TRUNCATE stores CASCADE`);
  rmSync(join(root, 'stores'), { recursive: true, force: true });
  console.log('Banco zerado.');
}
if (await isDatabaseEmpty(handle.db)) {
  const result = await seedDemo(handle.db, { assetsDir: root });
  const { current, previous } = secretsKeysOf(config);
  const secrets = createSecretBox(current, previous);
  await seedDemoFreight(handle.db, secrets, result.stores);
  await seedDemoFiscal(handle.db, secrets, result.stores);
  await seedDemoWhatsapp(handle.db, secrets, result.stores);
  for (const store of result.stores)
    console.log(`Loja criada: ${store.name} (${store.hosts.join(', ')})`);
} else {
  console.log('O banco já tem lojas: dados de demonstração mantidos (use --reset para recriar).');
}
if (extra > 0) {
  const [store] = await handle.db
    .select()
    .from(stores)
    .where(eq(stores.slug, values.store))
    .limit(1);
  if (!store) throw new Error(`Loja ${values.store} não encontrada.`);
  const palette = DEMO_STORES.find((def) => def.row.slug === store.slug)?.palette ?? {
    from: '#334155',
    to: '#94a3b8',
  };
  const started = performance.now();
  await seedLargeCatalog(handle.db, {
    storeId: store.id,
    storeDir: join(root, 'stores', store.id),
    count: extra,
    palette,
    onProgress: (done) => process.stdout.write(`\r${done}/${extra} produtos`),
  });
  console.log(
    `\n${extra} produtos gerados em ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
}
await handle.close();
