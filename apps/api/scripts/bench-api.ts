import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { machineLoad } from './bench-harness.ts';
import { floorStatements, measureFloor } from './bench-floor.ts';
import { measure, type Figures } from './bench-load.ts';
import { prepareDatabase } from './bench-prepare.ts';

// pnpm bench:api [--products 100000] [--seconds 10] [--connections 10,64]
//                [--databases pglite,postgres] [--shelf-cache-ms 10000] [--smoke]
// The README's API numbers: autocannon on product-by-slug and search on a large catalog, for
// PGlite and for PostgreSQL, through the real server (main.ts) on a loopback port. A benchmark,
// not a test. autocannon keeps every connection busy, so latency is read at 10 connections and
// throughput at 64 (where the mean latency is just 64 ÷ req/s): both are measured by default.
// Beside each figure, its floor (bench-floor.ts): the bare statement of the same requests at
// the same concurrency, straight to the database — what is left is the API's own cost.
// --smoke (CI, tooling/readme-commands): 200 products, 1 s at 2 connections, no warm-up — the
// bench runs end to end; its figures mean nothing.

const { values } = parseArgs({
  // `pnpm bench:api -- --connections 64` hands the `--` on: skip it rather than fail.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    products: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10,64' },
    databases: { type: 'string', default: 'pglite,postgres' },
    // The API's SHELF_CACHE_MS: 0 measures every search and category page computed afresh.
    'shelf-cache-ms': { type: 'string', default: '10000' },
    smoke: { type: 'boolean', default: false },
  },
});
const smoke = values.smoke;
const target = Number(smoke ? 200 : values.products);
const seconds = Number(smoke ? 1 : values.seconds);
const connectionCounts = (smoke ? '2' : values.connections).split(',').map(Number);
if (connectionCounts.some((n) => !Number.isInteger(n) || n < 1)) {
  throw new Error(
    `bench: --connections espera números separados por vírgula, veio ${values.connections}`,
  );
}
const benchDir = process.env.BENCH_DIR ?? join(tmpdir(), 'vitrine-bench');
const assetsDir = join(benchDir, 'assets');
const QUERIES = [
  'camisa algodao',
  'vaso ceramica',
  'luminaria',
  'tenis couro',
  'caneca',
  'almofada linho',
  'bolsas',
  'saia de seda',
];
// Search and category pages as shoppers narrow them: every answer carries its facet counts.
const FACETED_SEARCHES = [
  'camisa&size=P',
  'caneca&color=Azul',
  'bolsas&in_stock=true',
  'luminaria&price=100-200&price=200-500',
];
const CATEGORY_PAGES = [
  'roupas',
  'camisetas',
  'casa',
  'calcados-e-acessorios',
  'roupas?color=Azul&color=Preto',
  'casa?in_stock=true&sort=price_asc',
  'camisetas?size=G&brand=Terra&page=3',
  'mesa-e-cozinha?price=50-100',
];

type Driver = {
  name: string;
  env: Record<string, string>;
  options: Parameters<typeof prepareDatabase>[0];
};

type Endpoint = 'GET /products/{slug}' | 'GET /search' | 'GET /categories/{slug}';

async function drivers(): Promise<Driver[]> {
  const wanted = values.databases.split(',');
  const pglite: Driver = {
    name: 'PGlite',
    env: { VITRINE_DATA_DIR: join(benchDir, 'pglite') },
    options: { dataDir: join(benchDir, 'pglite') },
  };
  if (!wanted.includes('postgres')) return [pglite];
  const only = (driver: Driver) => (wanted.includes('pglite') ? [pglite, driver] : [driver]);
  let server: string;
  try {
    server =
      process.env.BENCH_DATABASE_URL ??
      execFileSync('bash', ['../../scripts/start-test-postgres.sh'], { encoding: 'utf8' }).trim();
  } catch {
    console.warn('PostgreSQL indisponível: só PGlite será medido.');
    return wanted.includes('pglite') ? [pglite] : [];
  }
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  const exists = await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'vitrine_bench'`);
  if (!exists.rowCount) await admin.query('CREATE DATABASE vitrine_bench');
  await admin.end();
  const url = Object.assign(new URL(server), { pathname: '/vitrine_bench' }).toString();
  return only({ name: 'PostgreSQL 15', env: { DATABASE_URL: url }, options: { url } });
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });
}

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: {
      ...process.env,
      ...env,
      API_PORT: String(port), // wins over an API_URL of the caller's (src/config.ts)
      HOST: '127.0.0.1',
      ASSETS_DIR: assetsDir,
      LOG_LEVEL: 'warn',
      SHELF_CACHE_MS: values['shelf-cache-ms'],
      // Production as deployed (README "Deploying"): its own keys, an https base for the image
      // URLs in answers (the bench never fetches them), and a domain for new stores.
      NODE_ENV: 'production',
      PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('base64url'),
      CARD_TOKEN_SECRET: randomBytes(32).toString('base64url'),
      SECRETS_KEY: randomBytes(32).toString('base64'),
      CDN_URL: 'https://cdn.vitrine.invalid',
      PLATFORM_DOMAIN: 'vitrine.invalid',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    if (
      await fetch(`${base}/openapi.json`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, child };
    await new Promise((done) => setTimeout(done, 250));
  }
  child.kill('SIGTERM');
  throw new Error('bench: o servidor não respondeu em 60 s');
}

/**
 * The API process's resident memory (Linux /proc: its peak and now, in MiB), read after its
 * measures: with PGlite the database lives in that process too.
 */
function residentMemory(pid: number | undefined): { peak: number; now: number } | null {
  if (!pid || !existsSync(`/proc/${pid}/status`)) return null;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { peak: kib('VmHWM') / 1024, now: kib('VmRSS') / 1024 };
}
const memory: { driver: string; rss: { peak: number; now: number } | null }[] = [];

const results: {
  driver: string;
  endpoint: string;
  connections: number;
  figures: Figures;
  /** The same requests' bare statements, straight to the database (bench-floor.ts). */
  floor?: Figures;
  /** The machine's load average (1, 5, 15 min) before and after: the figures follow it. */
  load: [string, string];
}[] = [];
for (const driver of await drivers()) {
  console.log(`\n${driver.name}: preparando ${target} produtos…`);
  const prepared = await prepareDatabase(driver.options, target, assetsDir);
  console.log(
    `  ${prepared.total} produtos no banco${prepared.seededSeconds ? ` (seed em ${prepared.seededSeconds.toFixed(0)} s)` : ''}`,
  );
  const { base, child } = await startServer(driver.env);
  const headers = { 'X-Store-Id': prepared.storeId };
  const endpoints: Record<Endpoint, string[]> = {
    'GET /products/{slug}': prepared.slugs.map((slug) => `/products/${slug}`),
    'GET /search': [
      ...QUERIES.map((q) => `/search?q=${encodeURIComponent(q)}`),
      ...FACETED_SEARCHES.map((q) => `/search?q=${q}`),
    ],
    'GET /categories/{slug}': CATEGORY_PAGES.map((page) => `/categories/${page}`),
  };
  const measured = results.length;
  try {
    for (const [endpoint, paths] of Object.entries(endpoints)) {
      for (const connections of connectionCounts) {
        if (!smoke) await measure({ base, paths, headers, seconds: 2, connections }); // warm-up
        const before = machineLoad();
        const figures = await measure({ base, paths, headers, seconds, connections });
        const load: [string, string] = [before, machineLoad()];
        results.push({ driver: driver.name, endpoint, connections, figures, load });
        console.log(
          `  ${endpoint}, ${connections} conexões: ${figures.rps.toFixed(0)} req/s, p95 ${figures.p95.toFixed(1)} ms`,
        );
      }
    }
    memory.push({ driver: driver.name, rss: residentMemory(child.pid) });
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
  }
  // Once the server has stopped: PGlite's directory is one process's at a time. The same
  // requests as bare statements: a search's words without its filters, a category page's slug
  // without its query.
  const floor = await floorStatements(driver.options, prepared.storeId);
  const floors: Record<Endpoint, SQL[]> = {
    'GET /products/{slug}': prepared.slugs.map((slug) => floor.product(slug)),
    'GET /search': [
      ...QUERIES.map((q) => floor.search(q)),
      ...FACETED_SEARCHES.map((q) => floor.search(q.split('&')[0]!)),
    ],
    'GET /categories/{slug}': CATEGORY_PAGES.map((page) => floor.category(page.split('?')[0]!)),
  };
  for (const result of results.slice(measured)) {
    const statements = floors[result.endpoint as Endpoint];
    const run = { database: driver.options, statements, connections: result.connections };
    if (!smoke) await measureFloor({ ...run, seconds: 2 }); // warm-up
    result.floor = await measureFloor({ ...run, seconds });
    console.log(
      `  piso de ${result.endpoint}, ${result.connections} conexões: p95 ${result.floor.p95.toFixed(1)} ms`,
    );
  }
}

console.log(
  `\n${target} produtos gerados, ${seconds} s por medida, SHELF_CACHE_MS=${values['shelf-cache-ms']}\n`,
);
console.log(
  '| banco | endpoint | conexões | req/s | p50 (ms) | p95 (ms) | p99 (ms) | erros | piso p50 / p95 (ms) | p95 ÷ piso | carga antes → depois |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
for (const { driver, endpoint, connections, figures: f, floor, load } of results) {
  const floorCells = floor
    ? `${floor.p50.toFixed(1)} / ${floor.p95.toFixed(1)} | ${(f.p95 / Math.max(floor.p95, 0.1)).toFixed(1)}×`
    : '– | –';
  console.log(
    `| ${driver} | ${endpoint} | ${connections} | ${f.rps.toFixed(0)} | ${f.p50.toFixed(1)} | ${f.p95.toFixed(1)} | ${f.p99.toFixed(1)} | ${f.errors} | ${floorCells} | ${load[0]} → ${load[1]} |`,
  );
}
for (const { driver, rss } of memory) {
  if (rss) {
    console.log(
      `memória residente da API (${driver}): pico ${rss.peak.toFixed(0)} MiB, ao fim ${rss.now.toFixed(0)} MiB`,
    );
  }
}
