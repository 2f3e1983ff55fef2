import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { JOB_SCHEMA } from '../src/db/client.ts';
import { orders } from '../src/db/schema/index.ts';
import { connectStoreToPsp } from '../src/demo/demo-bank.ts';
import { startPixPsp } from '../src/demo/pix-psp.ts';
import { jobSender } from '../src/jobs/sender.ts';
import { RECONCILE_STORE } from '../src/jobs/queues.ts';
import { createAddress, createCustomer, createSeller, sessionFor } from './fixtures/accounts.ts';
import { createProduct, createStore } from './fixtures/catalog.ts';
import { addToCart } from './fixtures/orders.ts';
import { call, createTestApp } from './harness.ts';
import { freePort } from './servers/api.ts';
import { startPrometheus } from './servers/prometheus.ts';
import { startSmtp } from './servers/smtp.ts';

// Many machines on one PostgreSQL, as `src/main.ts` and `src/worker.ts` run in production: two
// API replicas that only enqueue (RUN_JOBS=false) and two workers, real processes. Fifty pix
// orders of five stores wait on the stores' PSP (a loopback one speaking the API Pix) with their
// notices lost: each reconciliation period reads each of them once, whichever worker runs it;
// a worker killed with SIGKILL in the middle of its reads loses nothing, and no e-mail goes
// twice. A Prometheus scrapes the four processes' /metrics. PostgreSQL only: the embedded
// PGlite is one process.

const STORES = 5;
const ORDERS_PER_STORE = 10;
/** The lease (JOB_LEASE_SECONDS) after which a dead worker's jobs and e-mails go to another. */
const LEASE_S = 10;

const running: ReturnType<typeof spawn>[] = [];
afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
});

/** `src/${script}` as a process of its own, on `env` only (what the shell running tests set is dropped). */
function start(script: string, env: Record<string, string>, ready: RegExp) {
  const base = { ...process.env };
  for (const name of Object.keys(base)) {
    if (
      /^(DATABASE_URL|TEST_DATABASE_URL|PAYMENT_|CARD_|PUBLIC_|DEMO_|SMTP_|API_|PORT)/.test(name)
    ) {
      delete base[name];
    }
  }
  const child = spawn(process.execPath, ['--import', 'tsx', `src/${script}`], {
    env: { ...base, LOG_LEVEL: 'warn', DEMO_MODE: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  const up = new Promise<void>((resolve, reject) => {
    const look = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (ready.test(output)) resolve();
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    child.once('exit', (code) => reject(new Error(`${script} exited ${code}: ${output}`)));
  });
  // Killed at the end (or on purpose) once up: nobody waits for it any more.
  up.catch(() => undefined);
  return { child, up, output: () => output };
}

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 90_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((next) => setTimeout(next, 100));
  }
}

const cluster = process.env.TEST_DATABASE_URL ? await startCluster() : null;

async function startCluster() {
  const psp = await startPixPsp({ clientId: 'loja-cluster' });
  afterAll(() => psp.close());
  const smtp = await startSmtp();
  const [port1, port2] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${port1}`;
  const secretsKey = randomBytes(32).toString('base64');
  const testApp = await createTestApp({
    config: { SECRETS_KEY: secretsKey, PUBLIC_API_URL: apiUrl },
  });
  const { jobConnection } = testApp;
  if (!('connectionString' in jobConnection)) throw new Error('PostgreSQL only');
  // A database with a store is not seeded with the demo's by the replicas' start.
  await createStore(testApp.db);
  const env = {
    DATABASE_URL: jobConnection.connectionString,
    SECRETS_KEY: secretsKey,
    PUBLIC_API_URL: apiUrl,
    SMTP_URL: smtp.url,
    JOB_LEASE_SECONDS: String(LEASE_S),
    PAYMENT_PROVIDER_TIMEOUT_MS: '5000',
  };
  // Each process's /metrics on a port of its own: the replicas', then the workers'.
  const metricsPorts = [await freePort(), await freePort(), await freePort(), await freePort()];
  const replicas = [port1, port2].map((port, i) =>
    start(
      'main.ts',
      {
        ...env,
        RUN_JOBS: 'false',
        HOST: '127.0.0.1',
        PORT: String(port),
        METRICS_PORT: String(metricsPorts[i]),
      },
      /$^/,
    ),
  );
  const probePorts = [await freePort(), await freePort()];
  const workers = probePorts.map((port, i) =>
    start(
      'worker.ts',
      {
        ...env,
        HOST: '127.0.0.1',
        HEALTH_PORT: String(port),
        METRICS_PORT: String(metricsPorts[i + 2]),
      },
      /VITRINE_WORKER=ready/,
    ),
  );
  const prometheus = await startPrometheus(
    metricsPorts.map((port, i) => ({
      job: i < 2 ? 'api' : `worker-${i - 1}`,
      url: `http://127.0.0.1:${port}/metrics`,
    })),
  );
  afterAll(() => prometheus.close());
  await Promise.all(workers.map((worker) => worker.up));
  const remote = (port: number) => ({
    request: (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${path}`, init),
  });
  await until(
    async () =>
      (
        await Promise.all(
          [port1, port2].map((port) =>
            fetch(`http://127.0.0.1:${port}/openapi.json`).then(
              (res) => res.ok,
              () => false,
            ),
          ),
        )
      ).every(Boolean),
    'the API replicas',
  );
  return {
    psp,
    smtp,
    prometheus,
    testApp,
    replicas,
    workers,
    probePorts,
    apis: [remote(port1), remote(port2)],
  };
}

describe.runIf(cluster)('two API replicas and two workers on one PostgreSQL', () => {
  it(
    'reads each waiting pix once a period; a worker killed mid-read loses nothing and sends no e-mail twice',
    { timeout: 400_000 },
    async () => {
      const { psp, smtp, prometheus, testApp, workers, apis, probePorts } = cluster!;
      const { db, deps } = testApp;
      // Each worker answers its probes on HEALTH_PORT: ready, its database and queue there.
      for (const port of probePorts) {
        const res = await fetch(`http://127.0.0.1:${port}/readyz`);
        expect(await res.json()).toEqual({
          status: 'ready',
          draining: false,
          checks: { database: 'ok', migrations: 'ok', jobs: 'ok' },
        });
      }

      // Five stores on the PSP, ten shoppers each with a pix order placed through the replicas
      // in turn: R$ 80,00 vases.
      const shoppers: { email: string; storeId: string; code: string; txid: string }[] = [];
      for (let s = 0; s < STORES; s += 1) {
        const store = await createStore(db);
        expect(await connectStoreToPsp(deps, store, psp)).toMatchObject({ ok: true });
        await createSeller(db, store.id);
        const product = await createProduct(db, store.id, {
          name: 'Vaso de Cerâmica',
          variations: [{ priceCents: 8000, stock: ORDERS_PER_STORE }],
        });
        for (let o = 0; o < ORDERS_PER_STORE; o += 1) {
          const api = apis[o % 2]!;
          const customer = await createCustomer(db, store.id);
          const token = await sessionFor(db, 'customer', customer);
          const address = await createAddress(db, store.id, customer.id);
          const as = { storeId: store.id, token };
          await addToCart(api, {
            ...as,
            code: product.code,
            variation: product.variations[0]!.code,
          });
          const placed = await call(api, 'POST', '/orders', {
            ...as,
            body: { payment_method: 'pix', address_id: address.id },
          });
          expect(placed.status, placed.text).toBe(201);
          const txid = (placed.json as { payment: { txid?: string } }).payment.txid;
          shoppers.push({
            email: customer.email,
            storeId: store.id,
            code: placed.json.code,
            txid: txid!,
          });
        }
      }
      const txids = shoppers.map((one) => one.txid);
      expect(new Set(txids).size).toBe(STORES * ORDERS_PER_STORE);
      // Placed five minutes ago: past the few minutes a notice is waited for. A period that
      // started before this moment found nothing to read.
      await db
        .update(orders)
        .set({ createdAt: sql`${orders.createdAt} - interval '5 minutes'` })
        .where(
          inArray(
            orders.code,
            shoppers.map((one) => one.code),
          ),
        );
      const since = await db.execute(sql`select clock_timestamp()::text as at`);
      const backdated = (since as unknown as { rows: { at: string }[] }).rows[0]!.at;
      const reads = (txid: string) =>
        psp.requests.filter((r) => r.method === 'GET' && r.path === `/cob/${txid}`).length;
      const jobs = async (name: string, state: string) => {
        const result = await db.execute(
          sql`select count(*)::int as n from ${sql.identifier(JOB_SCHEMA)}.job
            where name = ${name} and state::text = ${state}
              and (started_on is null or started_on > ${backdated}::timestamptz)`,
        );
        return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
      };
      const unfinished = async () =>
        (await jobs('payments-reconcile', 'created')) +
        (await jobs('payments-reconcile', 'active')) +
        (await jobs(RECONCILE_STORE, 'created')) +
        (await jobs(RECONCILE_STORE, 'active')) +
        (await jobs(RECONCILE_STORE, 'retry'));

      // 1. The PSP still waits for every payment. A period (the job the clock sends each minute;
      // sent here as it would be, and the clock may send its own meanwhile) gives each store one
      // job, which reads each of its waiting orders once; a store whose job is still waiting when
      // the next period comes keeps that one (one waiting per store). So each order is read once
      // per store job, and never more often than once per period, whichever worker ran them.
      await jobSender().enqueue(db, 'payments-reconcile', {});
      await until(async () => (await unfinished()) === 0, 'a reconciliation period');
      const periods = await jobs('payments-reconcile', 'completed');
      const storeJobs = async (storeId: string) => {
        const result = await db.execute(
          sql`select count(*)::int as n from ${sql.identifier(JOB_SCHEMA)}.job
              where name = ${RECONCILE_STORE} and state = 'completed' and data->>'storeId' = ${storeId}
                and started_on > ${backdated}::timestamptz`,
        );
        return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
      };
      const runs = new Map<string, number>();
      for (const one of shoppers) runs.set(one.storeId, await storeJobs(one.storeId));
      expect(periods).toBeGreaterThanOrEqual(1);
      for (const count of runs.values()) {
        expect(count).toBeGreaterThanOrEqual(1);
        expect(count).toBeLessThanOrEqual(periods);
      }
      expect(txids.map(reads)).toEqual(shoppers.map((one) => runs.get(one.storeId)));
      // The replicas only queued the shoppers' "pedido recebido": the workers sent them.
      const mailsTo = (email: string) =>
        smtp.received.filter((mail) => mail.to.some((to) => to.includes(email)));
      await until(
        () => shoppers.every((one) => mailsTo(one.email).length === 1),
        'the first e-mails',
      );

      // 2. Every shopper pays; every notice is lost. The PSP answers a read in a second and the
      // mail server holds its greeting: the first worker runs the period alone (the second
      // stopped), and is killed while it reads and while its e-mails wait on the mail server.
      for (const txid of txids) {
        psp.control.dropNextWebhook();
        expect((await psp.control.pay(txid)).webhook).toBe('dropped');
      }
      psp.control.delay(1_000);
      const [first, second] = workers;
      second!.child.kill('SIGSTOP');
      const releaseMail = smtp.hold();
      const readsBefore = txids.map(reads).reduce((sum, n) => sum + n, 0);
      const readsSince = () => txids.map(reads).reduce((sum, n) => sum + n, 0) - readsBefore;
      await jobSender().enqueue(db, 'payments-reconcile', {});
      await until(() => readsSince() >= 6, 'the first worker reading');
      second!.child.kill('SIGCONT');
      first!.child.kill('SIGKILL');
      // Killed with reads of four stores under way, the fifth store waiting.
      expect(readsSince()).toBeLessThan(txids.length);
      releaseMail();
      psp.control.delay(0);

      // The second worker takes the dead one's jobs once their lease is over: every order paid.
      const paid = async () => {
        const rows = await db
          .select({ status: orders.status })
          .from(orders)
          .where(
            inArray(
              orders.code,
              shoppers.map((one) => one.code),
            ),
          );
        return rows.filter((row) => row.status === 'pago').length;
      };
      await until(async () => (await paid()) === txids.length, 'every order paid', 120_000);
      expect(first!.child.signalCode).toBe('SIGKILL');
      // The dead worker's store jobs, lost once their lease was over, ran again on the other
      // (the next period may have paid their orders first): none left running or failed.
      await until(async () => (await unfinished()) === 0, 'the dead worker’s jobs', 120_000);
      expect(await jobs(RECONCILE_STORE, 'failed')).toBe(0);
      const retried = await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(JOB_SCHEMA)}.job
          where name = ${RECONCILE_STORE} and retry_count > 0 and started_on > ${backdated}::timestamptz`,
      );
      expect((retried as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThanOrEqual(
        1,
      );
      // Each shopper's two e-mails ("pedido recebido", then "pagamento confirmado"), once each,
      // even those the dead worker had claimed: sent by the second once their lease was over.
      await until(
        () => shoppers.every((one) => mailsTo(one.email).length >= 2),
        'every e-mail',
        120_000,
      );
      // What the second worker might still send twice, given the time to.
      await new Promise((later) => setTimeout(later, (LEASE_S + 2) * 1000));
      expect(shoppers.map((one) => mailsTo(one.email).length)).toEqual(shoppers.map(() => 2));
      expect(await jobs('dead-letter', 'created')).toBe(0);

      // What Prometheus scraped of the four: the replicas placed the 50 orders (201 on POST
      // /orders) and ran no job; the second worker read the PSP, ran store jobs and sent
      // e-mails; the first is down. The queue holds no reconciliation due and late.
      // Each series' highest value over the last 30 s: the latest of a counter, whatever a
      // scrape that timed out on the loaded machine left stale.
      const sum = async (expression: string) =>
        (await prometheus.query(`max_over_time((${expression})[30s:])`)).reduce(
          (all, sample) => all + sample.value,
          0,
        );
      await prometheus.until('up{job="worker-1"}', (samples) => samples[0]?.value === 0);
      expect(await sum('vitrine_orders_placed_total{job="api",payment_method="pix"}')).toBe(
        STORES * ORDERS_PER_STORE,
      );
      expect(
        await sum(
          'vitrine_http_request_duration_seconds_count{job="api",method="POST",route="/orders",status="201"}',
        ),
      ).toBe(STORES * ORDERS_PER_STORE);
      expect(await prometheus.query('vitrine_job_duration_seconds_count{job="api"}')).toEqual([]);
      const alive = 'job="worker-2"';
      expect(
        await sum(
          `vitrine_job_duration_seconds_count{${alive},queue="${RECONCILE_STORE}",outcome="completed"}`,
        ),
      ).toBeGreaterThanOrEqual(1);
      expect(
        await sum(
          `vitrine_outside_call_duration_seconds_count{${alive},provider="pix-api",outcome="ok"}`,
        ),
      ).toBeGreaterThanOrEqual(1);
      expect(await sum(`vitrine_emails_total{${alive},outcome="sent"}`)).toBeGreaterThanOrEqual(1);
      expect(
        await sum(`vitrine_db_pool_connections{${alive},state="total"}`),
      ).toBeGreaterThanOrEqual(1);
      expect(
        await sum(`vitrine_job_queue_jobs{${alive},queue="${RECONCILE_STORE}",state="failed"}`),
      ).toBe(0);
    },
  );
});
