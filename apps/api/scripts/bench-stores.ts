import { randomInt } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildStorefront } from '../../../scripts/cluster/cluster.ts';
import { openDatabase } from '../src/db/client.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { seedDemo } from '../src/seed/index.ts';
import { machineLoad } from './bench-harness.ts';
import {
  backendsOf,
  cpuMs,
  figuresOf,
  firstByte,
  signUps,
  type Figures,
} from './bench-stores-load.ts';
import { seedBulkStores } from './bench-stores-seed.ts';
import {
  dropDatabase,
  freshDatabase,
  startApi,
  startPostgres,
  startStorefront,
  stopAll,
} from './bench-stores-servers.ts';

// pnpm bench:stores [--stores 10000] [--products 20] [--pages 1000] [--signups 300]
//                   [--connections 10] [--smoke]
// Does Vitrine hold when anyone can open a store? On PostgreSQL, two databases side by side:
// the demo seed's 2 stores, and the same plus --stores stores made in bulk with SQL
// (bench-stores-seed.ts: each a copy of Loja Aurora with --products of its products, its own
// host under PLATFORM_DOMAIN, an owner, the starter payment rules). Each has the real API
// (as deployed) and the built storefront in front of it. Then:
// 1. a product page's time to first byte through the storefront, in --pages rounds that take
//    turns request by request (the machine's load falls on both alike): one of those products
//    at Loja Aurora with 2 stores; the same product at a random store of the many — so the
//    storefront's and the API's store caches meet what shoppers of 10,000 stores ask;
// 2. sign-ups (POST /platform/stores) at --connections, on the database of many stores, each
//    from an address of its own.
// Prints the load average before and after and each figure beside its goal, and what says
// where the time goes: the many stores' database with always the same store (its caches warm:
// the database's size alone), a sign-up's argon2id alone, and the CPU a sign-up costs. A
// benchmark, not a test: it judges nothing by its exit code. Its databases are dropped at the
// end (10,000 stores are 1.5 GB), and a throwaway server it started is stopped and removed.
// --smoke (CI, tooling/readme-commands): 300 stores of 5 products, 20 rounds, 20 sign-ups —
// the bench runs end to end; its figures mean nothing.

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    stores: { type: 'string', default: '10000' },
    products: { type: 'string', default: '20' },
    pages: { type: 'string', default: '1000' },
    signups: { type: 'string', default: '300' },
    connections: { type: 'string', default: '10' },
    smoke: { type: 'boolean', default: false },
  },
});
const SMOKE = values.smoke;
const STORES = Number(SMOKE ? 300 : values.stores);
const PRODUCTS = Number(SMOKE ? 5 : values.products);
const PAGES = Number(SMOKE ? 20 : values.pages);
const SIGNUPS = Number(SMOKE ? 20 : values.signups);
const CONNECTIONS = Number(values.connections);
const GOALS = { ratio: 1.2, signUpP95: 500 };
// A name that resolves nowhere (RFC 2606): requests carry it in Host; production refuses .localhost.
const PLATFORM_DOMAIN = 'vitrine.invalid';
const TEMPLATE = 'loja-aurora';
const benchDir = join(process.env.BENCH_DIR ?? tmpdir(), 'vitrine-bench-stores');
const FEW = 'vitrine_stores_2';
const MANY = `vitrine_stores_${STORES}`;

const postgres = startPostgres();
let cleaning: Promise<void> | undefined;
/** Stops the servers, drops the databases (10,000 stores are 1.5 GB), stops a server it started. */
const cleanUp = () =>
  (cleaning ??= (async () => {
    await stopAll();
    for (const name of [FEW, MANY]) await dropDatabase(postgres.url, name).catch(() => {});
    postgres.stop();
    rmSync(benchDir, { recursive: true, force: true });
  })());
// Ctrl-C or a SIGTERM mid-run leaves nothing behind either. The bench's own connections end
// with the databases then (a seeding's, say): expected, not a reason to stop cleaning up.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    process.on('uncaughtException', () => {});
    void cleanUp().finally(() => process.exit(130));
  });
}
try {
  await run();
} finally {
  await cleanUp();
}

/** A database with the demo seed (and, with `many`, the bulk stores), migrated and analysed. */
async function prepare(name: string, many: number) {
  const url = await freshDatabase(postgres.url, name);
  const assetsDir = join(benchDir, name);
  mkdirSync(assetsDir, { recursive: true });
  const handle = await openDatabase({ url });
  await handle.migrate();
  await seedDemo(handle.db, { assetsDir });
  await handle.close();
  const started = performance.now();
  let slugs: string[] = [];
  if (many > 0) {
    ({ slugs } = await seedBulkStores(url, {
      count: many,
      productsEach: PRODUCTS,
      templateSlug: TEMPLATE,
      platformDomain: PLATFORM_DOMAIN,
      onProgress: (done) => process.stdout.write(`\r  ${done}/${many} lojas`),
    }));
    process.stdout.write(` em ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // The planner's statistics and the visibility map, as autovacuum would leave them.
  await client.query('vacuum analyze');
  await client.end();
  const api = await startApi(name, url, assetsDir, PLATFORM_DOMAIN);
  const web = await startStorefront(name, api.url, PLATFORM_DOMAIN);
  return { api, web, slugs };
}

async function run() {
  buildStorefront();
  console.log(`Banco de 2 lojas (a demonstração)…`);
  console.log(`Banco de ${STORES} lojas a mais, ${PRODUCTS} produtos cada (SQL em lote)…`);
  // Side by side: nothing is measured while they are made (the warm-up below comes after).
  const [few, many] = await Promise.all([prepare(FEW, 0), prepare(MANY, STORES)]);
  const width = Math.max(5, String(STORES).length);
  const bulkHost = (n: number) => `loja-${String(n).padStart(width, '0')}.${PLATFORM_DOMAIN}`;
  const series = [
    { name: '2 lojas', web: few.web, host: () => 'localhost' },
    {
      name: `${STORES} lojas`,
      web: many.web,
      host: () => bulkHost(1 + randomInt(STORES)),
    },
    // Not judged: the same database with one store, whose caches stay warm — what the
    // database's size costs by itself, apart from stores no cache holds.
    {
      name: `${STORES} lojas, sempre a mesma`,
      web: many.web,
      host: () => bulkHost(1),
    },
  ].map((one) => ({
    ...one,
    agent: new Agent({ keepAlive: true }),
    ms: [] as number[],
    errors: 0,
  }));

  const loadBefore = machineLoad();
  console.log(`\ncarga da máquina antes: ${loadBefore}`);
  // Warm-up (not counted): each server's first renders compile what the rest reuse.
  for (let i = 0; i < (SMOKE ? 2 : 20); i += 1) {
    for (const one of series)
      await firstByte(one.agent, one.web.port, `${one.host()}:${one.web.port}`, '/');
  }
  // A round: 2 pages of the 2 stores' servers, 1 of each kind on the many stores' — as many
  // requests for each pair of processes (one idle longer between requests answers slower,
  // measured: 17.8 against 16.2 ms p50 for one same page), each round starting with the next.
  const round = [series[0]!, series[1]!, series[0]!, series[2]!];
  for (let i = 0; i < PAGES; i += 1) {
    for (const one of [...round.slice(i % 4), ...round.slice(0, i % 4)]) {
      // One of the same products on each side: Loja Aurora's, and each copy's.
      const path = `/produto/${many.slugs[randomInt(many.slugs.length)]!}`;
      const answer = await firstByte(
        one.agent,
        one.web.port,
        `${one.host()}:${one.web.port}`,
        path,
      );
      one.ms.push(answer.ms);
      if (answer.status !== 200) one.errors += 1;
    }
  }
  // Closed now, so the storefronts stop at once at the end (a server drains open connections).
  for (const one of series) one.agent.destroy();
  const [twoStores, manyStores, oneOfMany] = series.map((one) => figuresOf(one.ms, one.errors));
  const ratio = manyStores!.p95 / twoStores!.p95;

  // The floor of a sign-up: its password's argon2id alone, one at a time, in this process.
  const hashes: number[] = [];
  for (let i = 0; i < (SMOKE ? 3 : 20); i += 1) {
    const started = performance.now();
    await hashPassword('Senha@123');
    hashes.push(performance.now() - started);
  }
  const signUpAt = (run: string, total: number) =>
    signUps({ apiUrl: many.api.url, run, from: 0, total, connections: CONNECTIONS });
  await signUpAt('aquecimento', CONNECTIONS);
  // What the sign-ups cost in CPU, the API's process (its argon2id threads too) and the
  // database's server processes: a figure the machine's other work does not move.
  const apiPid = many.api.child.pid!;
  const cpuBefore = new Map([apiPid, ...backendsOf(MANY)].map((pid) => [pid, cpuMs([pid])]));
  const signUp = await signUpAt(Date.now().toString(36), SIGNUPS);
  const spent = (pids: number[]) =>
    pids.reduce((sum, pid) => sum + cpuMs([pid]) - (cpuBefore.get(pid) ?? 0), 0) / SIGNUPS;
  const cpuPerSignUp = { api: spent([apiPid]), database: spent(backendsOf(MANY)) };
  const loadAfter = machineLoad();

  const verdict = (met: boolean) =>
    SMOKE ? 'não julgado (--smoke)' : met ? 'atingida' : 'NÃO atingida';
  const line = (name: string, f: Figures) =>
    `  ${name.padEnd(14)} p50 ${f.p50.toFixed(1)} ms   p95 ${f.p95.toFixed(1)} ms   ${f.count} pedidos, ${f.errors} erros`;
  console.log(
    `\npágina de produto, tempo até o primeiro byte pela loja (${PAGES} rodadas alternadas)`,
  );
  console.log(line(series[0]!.name, twoStores!));
  console.log(`${line(series[1]!.name, manyStores!)}   (uma loja ao acaso a cada pedido)`);
  console.log(
    `  razão p95 ${ratio.toFixed(2)}   meta ≤ ${GOALS.ratio}: ${verdict(ratio <= GOALS.ratio)}`,
  );
  console.log(
    `  (diagnóstico) ${series[2]!.name}: p50 ${oneOfMany!.p50.toFixed(1)} ms, p95 ${oneOfMany!.p95.toFixed(1)} ms, razão p95 ${(oneOfMany!.p95 / twoStores!.p95).toFixed(2)}`,
  );
  console.log(
    `\ncadastro POST /platform/stores (${CONNECTIONS} conexões, no banco de ${STORES + 2} lojas)`,
  );
  console.log(line('cadastro', signUp.figures));
  console.log(
    `  p95 ${signUp.figures.p95.toFixed(1)} ms   meta ≤ ${GOALS.signUpP95} ms: ${verdict(signUp.figures.p95 <= GOALS.signUpP95)}`,
  );
  console.log(
    `  (diagnóstico) só o argon2id da senha, um por vez: p50 ${figuresOf(hashes, 0).p50.toFixed(1)} ms; CPU por cadastro: API ${cpuPerSignUp.api.toFixed(1)} ms (argon2id incluído), PostgreSQL ${cpuPerSignUp.database.toFixed(1)} ms`,
  );
  if (signUp.firstError) console.log(`  primeiro erro: ${signUp.firstError}`);
  console.log(`\ncarga da máquina depois: ${loadAfter}`);
}
