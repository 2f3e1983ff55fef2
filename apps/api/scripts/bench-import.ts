import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import type { Database, DatabaseOptions } from '../src/db/client.ts';
import { categories, products, productVariations } from '../src/db/schema/index.ts';
import { stopImports } from '../src/features/catalog-csv/jobs.ts';
import {
  benchSellerToken,
  machineLoad,
  onEachDatabase,
  openBenchDatabase,
  percentile,
  serveBenchApi,
} from './bench-harness.ts';
import { createBenchStore } from './bench-office-seed.ts';

// pnpm bench:import [--rows 200000] [--rate 10] [--idle-seconds 10] [--apply-rows 10000] [--new]
// Shoppers keep asking for products — GET /products/{slug} at a steady `rate` per second, open
// loop (a request leaves on time whether or not the last one answered), from a worker thread
// (PGlite's statements hold the main thread; a client there would count time that is not the
// answer's) — while the seller's spreadsheet goes through the API over HTTP:
//  1. idle: nothing else (`idle-seconds`), then the check of a `rows`-row file (POST
//     /catalog/imports, then GET every second as the office does, until it is checked), then
//     idle again: the product's p95 during the check beside idle, in the same run;
//  2. the apply of an `apply-rows`-row file (POST …/apply, to its end; 0 skips it).
// The checked file is an export of `rows / 5` products of 5 sizes the store already holds, one
// price in ten changed (about 8 MB at 200,000 rows); with --new, products the store lacks. On
// PGlite (in memory) and PostgreSQL, the load average printed at each step. Target: p95 during
// ≤ 2 × p95 idle. A benchmark, not a test; `--rows 2000 --apply-rows 100 --idle-seconds 2`
// runs in seconds.

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '200000' },
    rate: { type: 'string', default: '10' },
    'idle-seconds': { type: 'string', default: '10' },
    'apply-rows': { type: 'string', default: '10000' },
    new: { type: 'boolean', default: false },
  },
});
const ROWS = Number(values.rows);
const RATE = Number(values.rate);
const IDLE_MS = Number(values['idle-seconds']) * 1000;
const APPLY_ROWS = Number(values['apply-rows']);
const NEW_PRODUCTS = values.new;
const SIZES = ['PP', 'P', 'M', 'G', 'GG'];
const SHOP_PRODUCTS = 100; // what shoppers browse
const POLL_MS = 1000; // the office's progress poll

const FULL_HEADER =
  'Tipo;Código do produto;Nome;Status;Categoria;Marca;Descrição;Opção: Tamanho;SKU;Preço;Preço de;Estoque;Peso (g)';

/** `count` products of 5 sizes, codes from `prefix`, every column, as Excel in pt-BR saves. */
function fullFile(prefix: string, count: number): Uint8Array {
  const lines = [FULL_HEADER];
  for (let p = 0; p < count; p += 1) {
    const code = `${prefix}-${String(p).padStart(5, '0')}`;
    const name = `Camiseta ${prefix} ${p} de algodão`;
    for (const [v, size] of SIZES.entries()) {
      const price = `${49 + (p % 50)},${String(v * 10).padStart(2, '0')}`;
      lines.push(
        `produto;${code};${name};ativo;Camisetas;Aurora;Malha 30.1 penteada.;${size};${code}-${size};${price};;${(p + v) % 40};180`,
      );
    }
  }
  return new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`);
}

const code = (p: number) => `B${String(p).padStart(6, '0')}`;
const price = (p: number) => 4990 + (p % 50) * 100;
const reais = (cents: number) =>
  `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

/**
 * The checked file: `rows / 5` products of 5 sizes in the few columns a seller keeps to change
 * prices (about 42 bytes a row). Every tenth product's price differs from the store's.
 */
function checkedFile(rows: number): Uint8Array {
  const lines = ['Código do produto;Nome;Opção: Tamanho;SKU;Preço'];
  for (let p = 0; p < Math.ceil(rows / SIZES.length); p += 1) {
    const cents = price(p) + (p % 10 === 0 ? 500 : 0);
    for (const size of SIZES) {
      lines.push(`${code(p)};Camiseta ${p};${size};${code(p)}-${size};${reais(cents)}`);
    }
  }
  return new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`);
}

/** The products `checkedFile` names, bulk-inserted 1,000 a statement (as an export would see). */
async function seedCheckedProducts(db: Database, storeId: string, rows: number) {
  const count = Math.ceil(rows / SIZES.length);
  for (let start = 0; start < count; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - start) }, (_, k) => start + k);
    const inserted = await db
      .insert(products)
      .values(
        batch.map((p) => ({
          storeId,
          kind: 'product' as const,
          code: code(p),
          slug: `camiseta-b${p}`,
          name: `Camiseta ${p}`,
          status: 'active' as const,
          options: [{ name: 'Tamanho', values: SIZES }],
        })),
      )
      .returning({ id: products.id, code: products.code });
    await db.insert(productVariations).values(
      inserted.flatMap((row, k) =>
        SIZES.map((size, position) => ({
          storeId,
          productId: row.id,
          code: `${row.code}-${size}`,
          name: size,
          options: { Tamanho: size },
          priceCents: price(start + k),
          stock: 10,
          position,
        })),
      ),
    );
  }
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

/** The shoppers' times, and the longest the API's event loop (this thread) went without a turn. */
type Sample = { sorted: number[]; errors: number; heldMs: number };
const figures = (sample: Sample) => ({
  p50: percentile(sample.sorted, 0.5),
  p95: percentile(sample.sorted, 0.95),
  n: sample.sorted.length,
});
const both = (a: Sample, b: Sample): Sample => ({
  sorted: [...a.sorted, ...b.sorted].sort((x, y) => x - y),
  errors: a.errors + b.errors,
  heldMs: Math.max(a.heldMs, b.heldMs),
});
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function benchDriver(name: string, options: DatabaseOptions) {
  const handle = await openBenchDatabase(options);
  const { db } = handle;
  const storeId = await createBenchStore(db);
  await db
    .insert(categories)
    .values({ storeId, kind: 'product', slug: 'camisetas', name: 'Camisetas' });
  const token = await benchSellerToken(db, storeId, 'bench-import');
  const api = await serveBenchApi(db, handle.jobConnection);
  const { deps, url } = api;
  const headers = { authorization: `Bearer ${token}`, 'x-store-id': storeId };
  const read = async (id: string) =>
    (await (await fetch(`${url}/catalog/imports/${id}`, { headers })).json()) as Record<
      string,
      unknown
    > & { status: string; created: number; plan: Record<string, number> };

  /** POST the file, then follow the check as the office does; its id, time and answer. */
  const check = async (file: Uint8Array) => {
    const started = performance.now();
    const sent = await fetch(`${url}/catalog/imports?file_name=bench.csv`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/csv' },
      body: file,
    });
    const { _id: id } = (await sent.json()) as { _id: string };
    if (sent.status !== 202) throw new Error(`check: ${sent.status}`);
    let result = await read(id);
    while (result.status === 'checking') {
      await sleep(POLL_MS);
      result = await read(id);
    }
    if (result.status !== 'checked') throw new Error(`check: ${JSON.stringify(result)}`);
    return { id, ms: performance.now() - started, result };
  };
  const apply = async (id: string) => {
    const started = performance.now();
    await fetch(`${url}/catalog/imports/${id}/apply`, { method: 'POST', headers });
    // The apply is a job: the queue's worker in this process takes it (within its poll).
    let result = await read(id);
    while (result.status === 'applying') {
      await sleep(POLL_MS);
      result = await read(id);
    }
    if (result.status !== 'applied') throw new Error(`apply: ${result.status}`);
    return { ms: performance.now() - started, created: result.created };
  };

  // What shoppers browse: SHOP_PRODUCTS products, imported the same way.
  await apply((await check(fullFile('LOJA', SHOP_PRODUCTS))).id);
  const paths = Array.from(
    { length: SHOP_PRODUCTS },
    (_, p) => `/products/camiseta-loja-${p}-de-algodao`,
  );
  if (!NEW_PRODUCTS) await seedCheckedProducts(db, storeId, ROWS);
  const file = checkedFile(ROWS);

  const shoppers = shopperWorker(url, storeId);
  const measure = async (step: string, during: () => Promise<void>): Promise<Sample> => {
    console.log(`  ${step} (carga ${machineLoad()})`);
    const held = monitorEventLoopDelay({ resolution: 10 });
    const done = new Promise<{ times: number[]; errors: number }>((resolve) =>
      shoppers.once('message', resolve),
    );
    shoppers.postMessage({ start: true, paths });
    held.enable();
    await during();
    held.disable();
    shoppers.postMessage({ stop: true });
    const { times, errors } = await done;
    return { sorted: times.sort((a, b) => a - b), errors, heldMs: held.max / 1e6 };
  };
  await measure('aquecimento', () => sleep(2000));
  const idleBefore = await measure('parado', () => sleep(IDLE_MS));
  let checked = { ms: 0, plan: {} as Record<string, number> };
  const duringCheck = await measure(`conferência de ${ROWS} linhas`, async () => {
    const { ms, result } = await check(file);
    checked = { ms, plan: result.plan };
  });
  const idleAfter = await measure('parado de novo', () => sleep(IDLE_MS));
  let applied = { ms: 0, created: 0 };
  const duringApply = APPLY_ROWS
    ? await measure(`aplicação de ${APPLY_ROWS} linhas`, async () => {
        const { id } = await check(fullFile('IMP', Math.ceil(APPLY_ROWS / SIZES.length)));
        applied = await apply(id);
      })
    : null;
  await shoppers.terminate();
  await api.close();
  await stopImports(deps);
  await handle.close();

  const idle = both(idleBefore, idleAfter);
  const row = {
    driver: name,
    kb: file.byteLength / 1024,
    checkS: checked.ms / 1000,
    plan: checked.plan,
    idle: figures(idle),
    heldIdle: idle.heldMs,
    heldCheck: duringCheck.heldMs,
    idleBefore: figures(idleBefore),
    idleAfter: figures(idleAfter),
    duringCheck: figures(duringCheck),
    applyS: applied.ms / 1000,
    applied: applied.created,
    duringApply: duringApply ? figures(duringApply) : null,
    errors: idle.errors + duringCheck.errors + (duringApply?.errors ?? 0),
  };
  console.log(
    `  ${ROWS} linhas (${(row.kb / 1024).toFixed(1)} MB) conferidas em ${row.checkS.toFixed(1)} s (${JSON.stringify(row.plan)}); produto p95 parado ${row.idle.p95.toFixed(1)} ms, durante a conferência ${row.duringCheck.p95.toFixed(1)} ms`,
  );
  return row;
}

const rows = await onEachDatabase('vitrine_bench_import', (name, options) => {
  console.log(
    `\n${name}: conferindo ${ROWS} linhas${APPLY_ROWS ? ` e aplicando ${APPLY_ROWS}` : ''} com ${RATE} pedidos de produto por segundo…`,
  );
  return benchDriver(name, options);
});
const ms = (n: number) => n.toFixed(1);
console.log(
  `\nConferência de ${ROWS} linhas (${NEW_PRODUCTS ? 'produtos novos' : 'produtos da loja, 1 preço em 10 alterado'}); GET /products/{slug} a ${RATE}/s; ${IDLE_MS / 1000} s parado antes e depois\n`,
);
console.log(
  '| banco | arquivo | conferência (s) | produto p50 / p95 parado (ms) | p95 parado antes / depois (ms) | produto p50 / p95 durante a conferência (ms) | durante ÷ parado (p95) | maior parada do laço parado / durante (ms) | pedidos parado / durante | erros |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.driver} | ${(r.kb / 1024).toFixed(1)} MB | ${r.checkS.toFixed(1)} | ${ms(r.idle.p50)} / ${ms(r.idle.p95)} | ${ms(r.idleBefore.p95)} / ${ms(r.idleAfter.p95)} | ${ms(r.duringCheck.p50)} / ${ms(r.duringCheck.p95)} | ${(r.duringCheck.p95 / r.idle.p95).toFixed(2)} | ${r.heldIdle.toFixed(0)} / ${r.heldCheck.toFixed(0)} | ${r.idle.n} / ${r.duringCheck.n} | ${r.errors} |`,
  );
}
if (APPLY_ROWS) {
  console.log(`\nAplicação de ${APPLY_ROWS} linhas (produtos novos)\n`);
  console.log(
    '| banco | aplicação (s) | linhas/s | produto p50 / p95 durante a aplicação (ms) | durante ÷ parado (p95) |',
  );
  console.log('|---|---:|---:|---:|---:|');
  for (const r of rows) {
    const during = r.duringApply!;
    console.log(
      `| ${r.driver} | ${r.applyS.toFixed(1)} | ${(r.applied / r.applyS).toFixed(0)} | ${ms(during.p50)} / ${ms(during.p95)} | ${(during.p95 / r.idle.p95).toFixed(2)} |`,
    );
  }
}
const over = rows.filter((r) => r.duringCheck.p95 > 2 * r.idle.p95);
if (over.length) {
  console.log(
    `\nACIMA DA META (p95 durante a conferência ≤ 2 × parado): ${over.map((r) => r.driver).join(', ')}`,
  );
}
process.exit(0);
