import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { createApp } from '../src/app.ts';
import { buildDeps } from '../src/deps.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { customers, stores } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { createLogger } from '../src/logger.ts';

// pnpm bench:timing [--calls 100] [--tolerance-ms 0.4] [--data-dir memory://] [--smoke]
// Account enumeration by timing: can a client tell, from how long recover-access (or sign-up)
// takes, whether an e-mail has an account? Measured the way an attacker does it from outside:
// over HTTP on loopback to the real server on the embedded database (PGlite in a fresh
// directory on disk, as `pnpm start` keeps it, or DATABASE_URL), the wall clock, one request
// after the other with nothing waited for in between, each recover-access e-mail asked twice
// so both kinds have the same rate-limit history, and a new X-Forwarded-For per call (the
// per-IP limit trusts loopback's, as in demo mode) so no call is refused. `calls` pairs, an
// e-mail of each kind, alternating (in a random order per pair). Prints both medians, the
// median of the pairs' differences and how many pairs the no-account call was the slower of
// (50 % is a coin toss); exits 1 when the median difference is beyond the tolerance or the
// pairs are told apart more often than chance allows. The client runs in a worker thread:
// PGlite's queries hold the main thread, and a client there would wait for them too.
// A benchmark, not a unit test: timing belongs out of the test suite. --smoke (CI,
// tooling/readme-commands): 10 pairs, 2 to warm up, and no verdict — the bench runs end to
// end; its figures mean nothing.
//
// What an earlier version did differently, and why it saw nothing: it waited for the API's
// work left after each answer before the next call ("a quiet API") and gave every call a fresh
// rate-limit window. That work (the account's link and e-mail) was exactly what leaked: it
// delayed the next request, so an e-mail without an account, asked right after one with,
// looked slower.

const { values } = parseArgs({
  options: {
    calls: { type: 'string', default: '100' },
    'tolerance-ms': { type: 'string', default: '0.4' },
    'data-dir': { type: 'string' },
    smoke: { type: 'boolean', default: false },
  },
});
const SMOKE = values.smoke;
const CALLS = Number(SMOKE ? 10 : values.calls);
const TOLERANCE_MS = Number(values['tolerance-ms']);

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  VITRINE_DATA_DIR: 'memory://',
  TRUST_PROXY: 'loopback',
});
const dataDir = config.DATABASE_URL
  ? ''
  : (values['data-dir'] ?? (await mkdtemp(join(tmpdir(), 'vitrine-bench-timing-'))));
const handle = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir });
await handle.migrate();
const { db } = handle;

const deps = buildDeps(
  { db, config, logger: createLogger(config), now: () => new Date() },
  { mailer: null },
);
const app = createApp(deps);
const background = deps.background;
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((listening) => server.once('listening', listening));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

// The client: one keep-alive connection, timing each request from send to the last byte.
const client = new Worker(
  `
  const { parentPort, workerData } = require('node:worker_threads');
  const http = require('node:http');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  parentPort.on('message', ({ path, body, storeId, ip }) => {
    const started = performance.now();
    const req = http.request(workerData.url + path, {
      agent,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-store-id': storeId, 'x-forwarded-for': ip },
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
const WARM_UP = SMOKE ? 2 : 10;
// One account per pair, like the fresh e-mails without one: every e-mail is new to the rate
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

let calls = 0;
/** An address of the benchmarking range (RFC 2544) per call: each is new to the per-IP limit. */
const nextIp = () => {
  calls += 1;
  return `198.18.${(calls >> 8) & 255}.${calls & 255}`;
};

async function timed(path: string, body: unknown): Promise<number> {
  const answer = new Promise<{ status: number; ms: number; error?: string }>((resolve) =>
    client.once('message', resolve),
  );
  client.postMessage({ path, body, storeId, ip: nextIp() });
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

/** The median's 99 % interval, by resampling the pairs (bootstrap, 2,000 draws). */
function medianInterval(xs: number[], random: () => number): [number, number] {
  const medians = Array.from({ length: 2000 }, () =>
    median(xs.map(() => xs[Math.floor(random() * xs.length)]!)),
  ).sort((a, b) => a - b);
  return [medians[10]!, medians[1989]!];
}

type Flow = {
  name: string;
  path: string;
  /** How often each e-mail is asked: twice for recover-access, as the attack did; sign-up's
   * first call makes the account, so a second would ask about an e-mail that has one. */
  asks: number;
  withAccount: (i: number) => unknown;
  withoutAccount: () => unknown;
};
const FLOWS: Flow[] = [
  {
    name: 'recover-access',
    path: '/customers/recover-access',
    asks: 2,
    withAccount: (i) => ({ email: existing[i] }),
    withoutAccount: () => ({ email: unknownEmail() }),
  },
  {
    name: 'sign-up',
    path: '/customers/sign-up',
    asks: 1,
    withAccount: (i) => ({ first_name: 'Ana', last_name: 'Lima', email: existing[i] }),
    withoutAccount: () => ({ first_name: 'Ana', last_name: 'Lima', email: unknownEmail() }),
  },
];

// Told apart more often than this and the pairs are not a coin toss: 3 standard deviations of
// the share of heads in `CALLS` tosses of a fair coin.
const CHANCE_MARGIN = 3 * Math.sqrt(0.25 / CALLS);

let failed = false;
console.log(
  `bench:timing — ${CALLS} pares por fluxo, ${config.DATABASE_URL ? 'PostgreSQL' : `PGlite em ${dataDir}`}, tolerância ${TOLERANCE_MS} ms e ${(50 + 100 * CHANCE_MARGIN).toFixed(0)} % dos pares`,
);
for (const flow of FLOWS) {
  // Warm-up: the first calls pay for JIT and caches.
  for (let i = 0; i < WARM_UP; i += 1) {
    await timed(flow.path, flow.withAccount(CALLS + i));
    await timed(flow.path, flow.withoutAccount());
  }
  // Pairs: an e-mail of each kind, their calls alternating (a call right after one of the other
  // kind is where work left over from that one shows), the kind that starts drawn at random.
  // The machine's load drifts over a run (other work shares it), and a pair's calls meet the
  // same load; the gate is the median of the pairs' differences and how often they tell.
  const random = seeded(7);
  const times = { with: [] as number[], without: [] as number[], gaps: [] as number[] };
  let toldApart = 0;
  for (let i = 0; i < CALLS; i += 1) {
    const withBody = flow.withAccount(i);
    const withoutBody = flow.withoutAccount();
    const order = random() < 0.5 ? [true, false] : [false, true];
    let withMs = 0;
    let withoutMs = 0;
    for (let ask = 0; ask < flow.asks; ask += 1) {
      for (const account of order) {
        const ms = await timed(flow.path, account ? withBody : withoutBody);
        if (account) withMs += ms / flow.asks;
        else withoutMs += ms / flow.asks;
      }
    }
    times.with.push(withMs);
    times.without.push(withoutMs);
    times.gaps.push(withMs - withoutMs);
    if (withoutMs > withMs) toldApart += 1;
  }
  const gap = median(times.gaps);
  const [low, high] = medianInterval(times.gaps, random);
  const share = toldApart / CALLS;
  // Distinguishable: a median difference beyond the tolerance that the machine's noise does not
  // explain (its 99 % interval leaves out zero), or pairs told apart more often than chance.
  const gapTells = Math.abs(gap) > TOLERANCE_MS && (low > 0 || high < 0);
  const ok = !gapTells && Math.abs(share - 0.5) <= CHANCE_MARGIN;
  failed ||= !ok;
  const signed = (ms: number) => `${ms >= 0 ? '+' : ''}${ms.toFixed(2)} ms`;
  console.log(
    `  ${flow.name.padEnd(15)} medianas: com conta ${median(times.with).toFixed(2)} ms · sem conta ${median(times.without).toFixed(2)} ms · diferença por par (mediana) ${signed(gap)} [99 %: ${signed(low)} a ${signed(high)}] · sem conta mais lenta em ${(100 * share).toFixed(0)} % dos pares  ${ok ? 'ok' : 'DISTINGUÍVEL'}`,
  );
}
await background.idle();
await client.terminate();
server.close();
await handle.close();
if (!values['data-dir'] && !config.DATABASE_URL)
  await rm(dataDir, { recursive: true, force: true });
process.exit(failed && !SMOKE ? 1 : 0);
