import { addDays, saoPauloDay } from '@vitrine/domain/dates';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import type { DatabaseOptions } from '../src/db/client.ts';
import {
  benchSellerToken,
  onEachDatabase,
  openBenchDatabase,
  serveBenchApi,
  timeSequential,
} from './bench-harness.ts';
import { seedStore } from './bench-office-seed.ts';

// pnpm bench:office [--sales 10000] [--requests 100] [--smoke]
// The seller office's reads at a store with `sales` sales (spec §2 /vendedor and minhas-vendas;
// budget: the list's p95 under 100 ms): bulk-inserted sales over 90 days, next to another
// store's, then `requests` sequential GETs per case over HTTP on loopback to the real app, on
// PGlite (in memory) and on PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL naming a server, else
// the throwaway one of scripts/start-test-postgres.sh; a database vitrine_bench_office is
// created there). The client runs in a worker thread: PGlite's queries hold the main thread,
// and a client there would count time that is not the answer's. A benchmark, not a test.
// --smoke (CI, tooling/readme-commands): 50 sales, 3 requests per case — the bench runs end to
// end; its figures mean nothing.

const { values } = parseArgs({
  options: {
    sales: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '100' },
    smoke: { type: 'boolean', default: false },
  },
});
const SALES = Number(values.smoke ? 50 : values.sales);
const REQUESTS = Number(values.smoke ? 3 : values.requests);
const OTHER_STORE_SALES = Math.round(SALES / 5);

type Case = { name: string; paths: string[]; requests: number };

async function benchDriver(name: string, options: DatabaseOptions) {
  const handle = await openBenchDatabase(options);
  const { db } = handle;
  const now = new Date();
  const started = performance.now();
  const { storeId, codes } = await seedStore(db, SALES, now, 11);
  await seedStore(db, OTHER_STORE_SALES, now, 12);
  await db.execute(sql`ANALYZE`);
  const seededSeconds = (performance.now() - started) / 1000;
  const token = await benchSellerToken(db, storeId, 'bench-office');
  const api = await serveBenchApi(db);
  const { deps, url } = api;
  const client = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    const http = require('node:http');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    parentPort.on('message', ({ path }) => {
      const started = performance.now();
      const req = http.request(workerData.url + path, { agent, headers: workerData.headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => { bytes += chunk.length; });
        res.on('end', () => parentPort.postMessage({ status: res.statusCode, bytes, ms: performance.now() - started }));
      });
      req.on('error', (error) => parentPort.postMessage({ status: 0, bytes: 0, ms: 0, error: String(error) }));
      req.end();
    });
  `,
    {
      eval: true,
      workerData: { url, headers: { authorization: `Bearer ${token}`, 'x-store-id': storeId } },
    },
  );
  const timed = async (path: string) => {
    const answer = new Promise<{ status: number; bytes: number; ms: number; error?: string }>(
      (resolve) => client.once('message', resolve),
    );
    client.postMessage({ path });
    const result = await answer;
    if (result.status !== 200) throw new Error(`${path}: ${result.status} ${result.error ?? ''}`);
    await deps.background.idle();
    return result;
  };

  const today = saoPauloDay(now);
  const cases: Case[] = [
    { name: 'GET /sales', paths: ['/sales'], requests: REQUESTS },
    {
      name: 'GET /sales?q=… (nome, e-mail, código)',
      paths: [
        '/sales?q=joao',
        '/sales?q=conceicao',
        '/sales?q=ara%C3%BAjo',
        '/sales?q=maria.lima',
        ...codes.slice(0, 4).map((code) => `/sales?q=${code.slice(0, 4)}`),
      ],
      requests: REQUESTS,
    },
    {
      name: 'GET /sales?status=pago&from=…&to=… (30 dias)',
      paths: [`/sales?status=pago&from=${addDays(today, -29)}&to=${today}`],
      requests: REQUESTS,
    },
    {
      name: 'GET /sales?status=entregue&payment_method=pix&from=…&to=…',
      paths: [`/sales?status=entregue&payment_method=pix&from=${addDays(today, -60)}&to=${today}`],
      requests: REQUESTS,
    },
    { name: 'GET /sales?page=50', paths: ['/sales?page=50'], requests: REQUESTS },
    {
      name: 'GET /sales?sort=maior_valor&page=20',
      paths: ['/sales?sort=maior_valor&page=20'],
      requests: REQUESTS,
    },
    { name: 'GET /sales/overview', paths: ['/sales/overview'], requests: REQUESTS },
    {
      name: `GET /sales/export (${SALES} linhas)`,
      paths: ['/sales/export'],
      requests: Math.max(5, Math.round(REQUESTS / 5)),
    },
  ];
  const results: { driver: string; name: string; median: number; p95: number; kb: number }[] = [];
  for (const item of cases) {
    const { median, p95, bytes } = await timeSequential(item.paths, item.requests, timed);
    results.push({ driver: name, name: item.name, median, p95, kb: bytes / 1024 });
    console.log(`  ${item.name}: mediana ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
  }
  await client.terminate();
  api.close();
  await handle.close();
  return { results, seededSeconds };
}

const all = (
  await onEachDatabase('vitrine_bench_office', async (name, options) => {
    console.log(`\n${name}: ${SALES} vendas numa loja (+${OTHER_STORE_SALES} de outra)…`);
    const { results, seededSeconds } = await benchDriver(name, options);
    console.log(`  (seed em ${seededSeconds.toFixed(1)} s)`);
    return results;
  })
).flat();

console.log(
  `\n${SALES} vendas na loja, ${REQUESTS} requisições sequenciais por caso (export: ${Math.max(5, Math.round(REQUESTS / 5))})\n`,
);
console.log('| banco | endpoint | mediana (ms) | p95 (ms) | resposta (KB) |');
console.log('|---|---|---:|---:|---:|');
for (const r of all) {
  console.log(
    `| ${r.driver} | ${r.name} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.kb.toFixed(0)} |`,
  );
}
const listOver = all.filter(
  (r) => r.name.startsWith('GET /sales') && !r.name.includes('/sales/') && r.p95 >= 100,
);
if (listOver.length) {
  console.log(
    `\nACIMA DO ORÇAMENTO (p95 da lista < 100 ms): ${listOver.map((r) => `${r.driver} ${r.name}`).join('; ')}`,
  );
}
process.exit(0);
