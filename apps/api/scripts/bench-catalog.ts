import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { DatabaseOptions } from '../src/db/client.ts';
import { BENCH_SELLER, seedCatalogStore } from './bench-catalog-seed.ts';
import {
  onEachDatabase,
  openBenchDatabase,
  serveBenchApi,
  timeSequential,
} from './bench-harness.ts';

// pnpm bench:catalog [--products 10000] [--requests 100] [--smoke]
// The seller's catalog list (GET /catalog/products) at a store with `products` products
// (40,000 variations), as the office asks for it: through the seller office's own server and
// its /_api proxy (cookie session → bearer), in front of the real API over HTTP on loopback,
// on PGlite (in memory) and on PostgreSQL. `requests` sequential GETs per case after 5 warm-up
// ones; median and p95. Budget: p95 under 100 ms. A benchmark, not a test: it prints.
// --smoke (CI, tooling/readme-commands): 50 products, 3 requests per case — the bench runs end
// to end; its figures mean nothing.

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '100' },
    smoke: { type: 'boolean', default: false },
  },
});
const PRODUCTS = Number(values.smoke ? 50 : values.products);
const REQUESTS = Number(values.smoke ? 3 : values.requests);
const officeDir = fileURLToPath(new URL('../../seller-office/', import.meta.url));

/**
 * The office's server (apps/seller-office/server/app.ts) in a process of its own, its proxy
 * the one the pages use; a stub page stands in for the built client, which the list's reads
 * never touch.
 */
async function startOffice(apiUrl: string) {
  const clientDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-catalog-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>bench</title>');
  const code = `
    import { serve } from '@hono/node-server';
    import { createOfficeServer } from './server/app.ts';
    import { storeResolver } from './server/stores.ts';
    const app = createOfficeServer({
      clientDir: ${JSON.stringify(clientDir)},
      apiUrl: ${JSON.stringify(apiUrl)},
      storeIdFor: storeResolver(${JSON.stringify(apiUrl)}, 5000),
      trustProxy: false,
    });
    serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log('PORT ' + info.port));
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: officeDir,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /PORT (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (exitCode) => reject(new Error(`o painel saiu (${exitCode})`)));
  });
  return {
    url: `http://localhost:${port}`,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}

async function login(officeUrl: string): Promise<string> {
  const answer = await fetch(`${officeUrl}/_session/login`, {
    method: 'POST',
    headers: { origin: officeUrl, 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_SELLER),
  });
  if (!answer.ok) throw new Error(`/_session/login: ${answer.status} ${await answer.text()}`);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function benchDriver(name: string, options: DatabaseOptions) {
  const handle = await openBenchDatabase(options);
  const { db } = handle;
  const started = performance.now();
  const { categoryId, skus } = await seedCatalogStore(db, PRODUCTS, 'localhost');
  await seedCatalogStore(db, Math.round(PRODUCTS / 5), 'outra.localhost');
  await db.execute(sql`ANALYZE`);
  console.log(
    `${name}: ${PRODUCTS} produtos semeados em ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const api = await serveBenchApi(db);
  const office = await startOffice(api.url);
  const results = [];
  try {
    const Cookie = await login(office.url);
    const cases: [string, string[]][] = [
      ['lista (atualizados, página 1)', ['/_api/catalog/products?per_page=20']],
      [
        'busca por nome',
        ['caneca', 'listrada', 'vaso', 'tenis'].map((q) => `/_api/catalog/products?q=${q}`),
      ],
      [
        'busca por SKU',
        skus.slice(0, 4).map((sku) => `/_api/catalog/products?q=${sku.slice(0, 5)}`),
      ],
      [
        'status=active + categoria',
        [`/_api/catalog/products?status=active&category_id=${categoryId}`],
      ],
      ['estoque baixo', ['/_api/catalog/products?stock=baixo']],
      ['esgotados', ['/_api/catalog/products?stock=esgotado']],
      ['nome (A–Z)', ['/_api/catalog/products?sort=nome']],
      ['menor preço, página 50', ['/_api/catalog/products?sort=menor_preco&page=50&per_page=20']],
      ['menor estoque', ['/_api/catalog/products?sort=menor_estoque']],
    ];
    for (const [label, paths] of cases) {
      const { median, p95 } = await timeSequential(paths, REQUESTS, async (path) => {
        const begun = performance.now();
        const answer = await fetch(`${office.url}${path}`, { headers: { Cookie } });
        await answer.arrayBuffer();
        if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
        return { ms: performance.now() - begun };
      });
      results.push({
        banco: name,
        leitura: label,
        'mediana (ms)': Number(median.toFixed(1)),
        'p95 (ms)': Number(p95.toFixed(1)),
      });
      console.log(`  ${label}: mediana ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
    }
  } finally {
    office.stop();
    api.close();
    await handle.close();
  }
  return results;
}

const rows = (await onEachDatabase('vitrine_bench_catalog', benchDriver)).flat();
console.log(
  `GET /catalog/products pelo proxy /_api do painel, ${PRODUCTS} produtos, ${REQUESTS} pedidos cada:`,
);
console.table(rows);
console.log('Meta: p95 da lista abaixo de 100 ms.');
process.exit(0);
