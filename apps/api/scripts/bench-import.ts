import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import type { DatabaseOptions } from '../src/db/client.ts';
import { categories } from '../src/db/schema/index.ts';
import {
  benchSellerToken,
  onEachDatabase,
  openBenchDatabase,
  percentile,
  serveBenchApi,
} from './bench-harness.ts';
import { createBenchStore } from './bench-office-seed.ts';

// pnpm bench:import [--rows 10000] [--rate 20] [--idle-seconds 10]
// A 10,000-row catalog spreadsheet imported (check, then apply: POST /catalog/imports and
// /apply over HTTP, the apply in the API's background) while shoppers keep asking for products:
// GET /products/{slug} at a steady `rate` per second (open loop: a request leaves on time
// whether or not the last one answered), from a worker thread (PGlite's statements hold the
// main thread; a client there would count time that is not the answer's). Prints the check's
// and the apply's time and the product page's p50/p95 idle and during the apply, on PGlite (in
// memory) and PostgreSQL. Target: p95 during ≤ 2 × p95 idle. A benchmark, not a test.

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000' },
    rate: { type: 'string', default: '20' },
    'idle-seconds': { type: 'string', default: '10' },
  },
});
const ROWS = Number(values.rows);
const RATE = Number(values.rate);
const IDLE_MS = Number(values['idle-seconds']) * 1000;
const VARIATIONS = 5; // sizes per product
const SHOP_PRODUCTS = 100; // what shoppers browse during the import

const HEADER =
  'Tipo;Código do produto;Nome;Status;Categoria;Marca;Descrição;Opção: Tamanho;SKU;Preço;Preço de;Estoque;Peso (g)';
const SIZES = ['PP', 'P', 'M', 'G', 'GG'];

/** `products` products of VARIATIONS rows each, codes from `prefix`, as Excel in pt-BR saves. */
function catalogFile(prefix: string, products: number): Uint8Array {
  const lines = [HEADER];
  for (let p = 0; p < products; p += 1) {
    const code = `${prefix}-${String(p).padStart(5, '0')}`;
    const name = `Camiseta ${prefix} ${p} de algodão`;
    for (const [v, size] of SIZES.slice(0, VARIATIONS).entries()) {
      const price = `${49 + (p % 50)},${String(v * 10).padStart(2, '0')}`;
      lines.push(
        `produto;${code};${name};ativo;Camisetas;Aurora;Malha 30.1 penteada.;${size};${code}-${size};${price};;${(p + v) % 40};180`,
      );
    }
  }
  return new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`);
}

/** Steady GETs of `paths` at RATE per second until stopped; answers every request's ms. */
function shopperWorker(url: string, storeId: string) {
  return new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    const http = require('node:http');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    let timer = null;
    let times = [];
    let errors = 0;
    let next = 0;
    const one = (path) => {
      const started = performance.now();
      const req = http.request(workerData.url + path, { agent, headers: { 'x-store-id': workerData.storeId } }, (res) => {
        res.resume();
        res.on('end', () => { if (res.statusCode === 200) times.push(performance.now() - started); else errors += 1; });
      });
      req.on('error', () => { errors += 1; });
      req.end();
    };
    parentPort.on('message', (message) => {
      if (message.start) {
        times = []; errors = 0;
        timer = setInterval(() => one(message.paths[next++ % message.paths.length]), 1000 / workerData.rate);
      } else {
        clearInterval(timer);
        // Let the requests in flight answer.
        setTimeout(() => parentPort.postMessage({ times, errors }), 500);
      }
    });
  `,
    { eval: true, workerData: { url, storeId, rate: RATE } },
  );
}

async function benchDriver(name: string, options: DatabaseOptions) {
  const handle = await openBenchDatabase(options);
  const { db } = handle;
  const storeId = await createBenchStore(db);
  await db
    .insert(categories)
    .values({ storeId, kind: 'product', slug: 'camisetas', name: 'Camisetas' });
  const token = await benchSellerToken(db, storeId, 'bench-import');
  const api = await serveBenchApi(db);
  const { deps, url } = api;
  const headers = { authorization: `Bearer ${token}`, 'x-store-id': storeId };

  /** Check (timed), then apply (timed, to its end); the import's answer. */
  const importFile = async (file: Uint8Array) => {
    const started = performance.now();
    const checked = await fetch(`${url}/catalog/imports?file_name=bench.csv`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/csv' },
      body: file,
    });
    const { _id: id, status, problems_total } = (await checked.json()) as Record<string, unknown>;
    if (status !== 'checked' || problems_total !== 0) throw new Error(`check: ${status}`);
    const checkMs = performance.now() - started;
    const applying = performance.now();
    await fetch(`${url}/catalog/imports/${id}/apply`, { method: 'POST', headers });
    await deps.background.idle();
    const applyMs = performance.now() - applying;
    const result = (await (await fetch(`${url}/catalog/imports/${id}`, { headers })).json()) as {
      status: string;
      created: number;
    };
    if (result.status !== 'applied') throw new Error(`apply: ${result.status}`);
    return { checkMs, applyMs, created: result.created };
  };

  // What shoppers browse: SHOP_PRODUCTS products, imported the same way.
  await importFile(catalogFile('LOJA', SHOP_PRODUCTS));
  const paths = Array.from(
    { length: SHOP_PRODUCTS },
    (_, p) => `/products/camiseta-loja-${p}-de-algodao`,
  );
  const shoppers = shopperWorker(url, storeId);
  const measure = async (during: () => Promise<void>) => {
    const done = new Promise<{ times: number[]; errors: number }>((resolve) =>
      shoppers.once('message', resolve),
    );
    shoppers.postMessage({ start: true, paths });
    await during();
    shoppers.postMessage({ stop: true });
    const { times, errors } = await done;
    return { sorted: times.sort((a, b) => a - b), errors };
  };
  await measure(() => new Promise((resolve) => setTimeout(resolve, 2000))); // warm-up
  const idle = await measure(() => new Promise((resolve) => setTimeout(resolve, IDLE_MS)));
  let figures = { checkMs: 0, applyMs: 0, created: 0 };
  const file = catalogFile('IMP', Math.ceil(ROWS / VARIATIONS));
  const during = await measure(async () => {
    figures = await importFile(file);
  });
  await shoppers.terminate();
  api.close();
  await handle.close();
  const row = {
    driver: name,
    rows: figures.created,
    kb: file.byteLength / 1024,
    checkS: figures.checkMs / 1000,
    applyS: figures.applyMs / 1000,
    idle: {
      p50: percentile(idle.sorted, 0.5),
      p95: percentile(idle.sorted, 0.95),
      n: idle.sorted.length,
    },
    during: {
      p50: percentile(during.sorted, 0.5),
      p95: percentile(during.sorted, 0.95),
      n: during.sorted.length,
    },
    errors: idle.errors + during.errors,
  };
  console.log(
    `  ${row.rows} linhas (${row.kb.toFixed(0)} KB): conferência ${row.checkS.toFixed(1)} s, aplicação ${row.applyS.toFixed(1)} s; produto p95 parado ${row.idle.p95.toFixed(1)} ms, durante ${row.during.p95.toFixed(1)} ms`,
  );
  return row;
}

const rows = await onEachDatabase('vitrine_bench_import', (name, options) => {
  console.log(`\n${name}: importando ${ROWS} linhas com ${RATE} pedidos de produto por segundo…`);
  return benchDriver(name, options);
});
console.log(
  `\n${ROWS} linhas (${VARIATIONS} variações por produto); GET /products/{slug} a ${RATE}/s, ${IDLE_MS / 1000} s parado\n`,
);
console.log(
  '| banco | conferência (s) | aplicação (s) | linhas/s | produto p50 / p95 parado (ms) | produto p50 / p95 durante (ms) | durante ÷ parado (p95) | pedidos parado / durante | erros |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.driver} | ${r.checkS.toFixed(1)} | ${r.applyS.toFixed(1)} | ${(r.rows / r.applyS).toFixed(0)} | ${r.idle.p50.toFixed(1)} / ${r.idle.p95.toFixed(1)} | ${r.during.p50.toFixed(1)} / ${r.during.p95.toFixed(1)} | ${(r.during.p95 / r.idle.p95).toFixed(2)} | ${r.idle.n} / ${r.during.n} | ${r.errors} |`,
  );
}
const over = rows.filter((r) => r.during.p95 > 2 * r.idle.p95);
if (over.length) {
  console.log(
    `\nACIMA DA META (p95 durante ≤ 2 × parado): ${over.map((r) => r.driver).join(', ')}`,
  );
}
process.exit(0);
