import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { measure, type Figures } from './bench-load.ts';
import { prepareDatabase } from './bench-prepare.ts';

// pnpm bench:api [--products 100000] [--seconds 10] [--connections 10]
// The README's API numbers: autocannon on product-by-slug and search on a large catalog, for
// PGlite and for PostgreSQL, through the real server (main.ts) on a loopback port. A benchmark,
// not a test.

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const target = Number(values.products);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
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

type Driver = {
  name: string;
  env: Record<string, string>;
  options: Parameters<typeof prepareDatabase>[0];
};

async function drivers(): Promise<Driver[]> {
  const pglite: Driver = {
    name: 'PGlite',
    env: { VITRINE_DATA_DIR: join(benchDir, 'pglite') },
    options: { dataDir: join(benchDir, 'pglite') },
  };
  let server: string;
  try {
    server =
      process.env.BENCH_DATABASE_URL ??
      execFileSync('bash', ['../../scripts/start-test-postgres.sh'], { encoding: 'utf8' }).trim();
  } catch {
    console.warn('PostgreSQL indisponível: só PGlite será medido.');
    return [pglite];
  }
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  const exists = await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'vitrine_bench'`);
  if (!exists.rowCount) await admin.query('CREATE DATABASE vitrine_bench');
  await admin.end();
  const url = Object.assign(new URL(server), { pathname: '/vitrine_bench' }).toString();
  return [pglite, { name: 'PostgreSQL 15', env: { DATABASE_URL: url }, options: { url } }];
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
      // Production as deployed (README "Deploying"): its own keys, and an https base for the
      // image URLs in answers (the bench never fetches them).
      NODE_ENV: 'production',
      PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('base64url'),
      CARD_TOKEN_SECRET: randomBytes(32).toString('base64url'),
      CDN_URL: 'https://cdn.vitrine.invalid',
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

const results: { driver: string; endpoint: string; figures: Figures }[] = [];
for (const driver of await drivers()) {
  console.log(`\n${driver.name}: preparando ${target} produtos…`);
  const prepared = await prepareDatabase(driver.options, target, assetsDir);
  console.log(
    `  ${prepared.total} produtos no banco${prepared.seededSeconds ? ` (seed em ${prepared.seededSeconds.toFixed(0)} s)` : ''}`,
  );
  const { base, child } = await startServer(driver.env);
  const headers = { 'X-Store-Id': prepared.storeId };
  const endpoints = {
    'GET /products/{slug}': prepared.slugs.map((slug) => `/products/${slug}`),
    'GET /search': QUERIES.map((q) => `/search?q=${encodeURIComponent(q)}`),
  };
  try {
    for (const [endpoint, paths] of Object.entries(endpoints)) {
      await measure({ base, paths, headers, seconds: 2, connections }); // warm-up
      const figures = await measure({ base, paths, headers, seconds, connections });
      results.push({ driver: driver.name, endpoint, figures });
      console.log(`  ${endpoint}: ${figures.rps.toFixed(0)} req/s`);
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
  }
}

console.log(`\n${target} produtos gerados, ${connections} conexões, ${seconds} s por medida\n`);
console.log('| banco | endpoint | req/s | p50 (ms) | p95 (ms) | p99 (ms) | erros |');
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const { driver, endpoint, figures: f } of results) {
  console.log(
    `| ${driver} | ${endpoint} | ${f.rps.toFixed(0)} | ${f.p50.toFixed(1)} | ${f.p95.toFixed(1)} | ${f.p99.toFixed(1)} | ${f.errors} |`,
  );
}
