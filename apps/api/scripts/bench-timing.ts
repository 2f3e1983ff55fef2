import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { customers, stores } from '../src/db/schema/index.ts';
import { backgroundOf } from '../src/lib/background.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { createLogger } from '../src/logger.ts';

// pnpm bench:timing [--calls 300] [--tolerance-ms 0.4]
// Account enumeration by timing: does recover-access (or sign-up) answer an e-mail that has an
// account in a different time than one that has none? For each flow, `calls` pairs (one e-mail
// of each kind, back to back, in a random order) over HTTP on loopback to the real server on
// PGlite (in memory) or DATABASE_URL, each call started on a quiet API (what a single try from
// outside meets). Prints both medians; exits 1 when the median of the pairs' differences is
// beyond the tolerance. The client runs in a worker thread: PGlite's queries hold the main
// thread, and a client there would count the work the API does after answering. A benchmark,
// not a unit test: timing belongs out of the test suite.

const { values } = parseArgs({
  options: {
    calls: { type: 'string', default: '300' },
    'tolerance-ms': { type: 'string', default: '0.4' },
  },
});
const CALLS = Number(values.calls);
const TOLERANCE_MS = Number(values['tolerance-ms']);
const HOUR = 60 * 60 * 1000;

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  VITRINE_DATA_DIR: 'memory://',
});
const handle = await openDatabase(
  config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: 'memory://' },
);
await handle.migrate();
const { db } = handle;

// Every call in a fresh rate-limit window: the limits are the same for both kinds of e-mail and
// would otherwise answer 429 after a few calls.
let clock = Date.parse('2026-03-02T12:00:00Z');
const deps = {
  db,
  config,
  logger: createLogger(config),
  now: () => new Date(clock),
  mailer: null,
};
const app = createApp(deps);
const background = backgroundOf(deps);
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((listening) => server.once('listening', listening));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

// The client: one keep-alive connection, timing each request from send to the last byte.
const client = new Worker(
  `
  const { parentPort, workerData } = require('node:worker_threads');
  const http = require('node:http');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  parentPort.on('message', ({ path, body, storeId }) => {
    const started = performance.now();
    const req = http.request(workerData.url + path, {
      agent,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-store-id': storeId },
    }, (res) => {
      res.resume();
      res.on('end', () => parentPort.postMessage({ status: res.statusCode, ms: performance.now() - started }));
    });
    req.on('error', (error) => parentPort.postMessage({ status: 0, ms: 0, error: String(error) }));
    req.end(JSON.stringify(body));
  });
`,
  { eval: true, workerData: { url } },
);

const tag = Math.random().toString(36).slice(2, 8);
const [store] = await db
  .insert(stores)
  .values({
    slug: `bench-${tag}`,
    name: `Bench ${tag}`,
    paymentDefault: {
      card: {
        installment_max: 1,
        installment_fees: 1,
        installment_tax: 0,
        installment_minimum_amount: 0,
      },
      pix: { extra_discount: 0, extra_discount_type: 'amount', extra_minimum_amount: 0 },
      boleto: { extra_discount: 0, extra_discount_type: 'amount', extra_minimum_amount: 0 },
    },
  })
  .returning();
const storeId = store!.id;
const passwordHash = await hashPassword('Senha@123');
const WARM_UP = 20;
// One account per call, like the fresh e-mails without one: every e-mail is new to the rate
// limits either way, so the only difference between the two kinds is the account.
const existing = Array.from(
  { length: CALLS + WARM_UP },
  (_, i) => `existe-${tag}-${i}@exemplo.com.br`,
);
await db
  .insert(customers)
  .values(
    existing.map((email) => ({ storeId, email, firstName: 'Ana', lastName: 'Lima', passwordHash })),
  );
let fresh = 0;
const unknownEmail = () => `novo-${tag}-${(fresh += 1)}@exemplo.com.br`;

async function timed(path: string, body: unknown): Promise<number> {
  await background.idle();
  clock += 2 * HOUR;
  const answer = new Promise<{ status: number; ms: number; error?: string }>((resolve) =>
    client.once('message', resolve),
  );
  client.postMessage({ path, body, storeId });
  const { status, ms, error } = await answer;
  if (status !== 202) throw new Error(`${path}: ${status} ${error ?? ''}`);
  return ms;
}

/** A fixed sequence (mulberry32), so runs are comparable. */
function seeded(seed: number) {
  let t = seed;
  return () => {
    t = (t + 0x6d2b79f5) | 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

type Flow = {
  name: string;
  path: string;
  withAccount: (i: number) => unknown;
  withoutAccount: () => unknown;
};
const FLOWS: Flow[] = [
  {
    name: 'recover-access',
    path: '/customers/recover-access',
    withAccount: (i) => ({ email: existing[i] }),
    withoutAccount: () => ({ email: unknownEmail() }),
  },
  {
    name: 'sign-up',
    path: '/customers/sign-up',
    withAccount: (i) => ({ first_name: 'Ana', last_name: 'Lima', email: existing[i] }),
    withoutAccount: () => ({ first_name: 'Ana', last_name: 'Lima', email: unknownEmail() }),
  },
];

let failed = false;
console.log(
  `bench:timing — ${CALLS} chamadas de cada tipo por fluxo, ${config.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, tolerância ${TOLERANCE_MS} ms`,
);
for (const flow of FLOWS) {
  // Warm-up: the first calls pay for JIT and caches.
  for (let i = 0; i < WARM_UP; i += 1) {
    await timed(flow.path, flow.withAccount(CALLS + i));
    await timed(flow.path, flow.withoutAccount());
  }
  // Pairs, one call of each kind back to back in a random order: the machine's load drifts
  // over a run (other work shares it), and a pair's two calls meet the same load. The gate is
  // the median of the pairs' differences; the two medians are printed as well.
  const random = seeded(7);
  const times = { with: [] as number[], without: [] as number[], gaps: [] as number[] };
  for (let i = 0; i < CALLS; i += 1) {
    const withFirst = random() < 0.5;
    let withMs = 0;
    let withoutMs = 0;
    for (const account of withFirst ? [true, false] : [false, true]) {
      const ms = await timed(flow.path, account ? flow.withAccount(i) : flow.withoutAccount());
      if (account) withMs = ms;
      else withoutMs = ms;
    }
    times.with.push(withMs);
    times.without.push(withoutMs);
    times.gaps.push(withMs - withoutMs);
  }
  const gap = median(times.gaps);
  const ok = Math.abs(gap) <= TOLERANCE_MS;
  failed ||= !ok;
  const signed = (ms: number) => `${ms >= 0 ? '+' : ''}${ms.toFixed(2)} ms`;
  console.log(
    `  ${flow.name.padEnd(15)} medianas: com conta ${median(times.with).toFixed(2)} ms · sem conta ${median(times.without).toFixed(2)} ms · diferença por par (mediana) ${signed(gap)}  ${ok ? 'ok' : 'ACIMA DA TOLERÂNCIA'}`,
  );
}
await background.idle();
await client.terminate();
server.close();
await handle.close();
process.exit(failed ? 1 : 0);
