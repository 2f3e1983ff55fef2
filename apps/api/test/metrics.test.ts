import { afterAll, describe, expect, it } from 'vitest';
import { openJobQueue, type JobQueue } from '../src/jobs/queue.ts';
import { queueDepths } from '../src/jobs/report.ts';
import type { JobKind } from '../src/jobs/tasks.ts';
import { serveMetricsOf } from '../src/lib/metrics.ts';
import { createAddress, createCustomer, PASSWORD, sessionFor } from './fixtures/accounts.ts';
import { createProduct, createStore } from './fixtures/catalog.ts';
import { placeOrder } from './fixtures/orders.ts';
import { call, createTestApp } from './harness.ts';
import { startPrometheus, type Sample } from './servers/prometheus.ts';
import { startSmtp } from './servers/smtp.ts';
import { startViaCep } from './servers/viacep.ts';

// Prometheus's /metrics (lib/metrics.ts) on a port of its own, scraped by a real Prometheus
// (Debian's: its scraper parses the exposition format, its PromQL reads it back): requests by
// route and status, outside calls, e-mails, orders, jobs, the queue's depth and lag, the
// database pool. The counters are the process's: each check reads a change, not a value.

const TOKEN = 'scrape-token-of-this-test';
const smtp = await startSmtp();
const viaCep = await startViaCep({
  addresses: {
    '01310100': {
      logradouro: 'Avenida Paulista',
      bairro: 'Bela Vista',
      localidade: 'São Paulo',
      uf: 'SP',
    },
  },
  broken: ['20000000'],
});
const { app, db, deps, jobConnection, poolStats } = await createTestApp({
  config: { SMTP_URL: smtp.url, CEP_SERVICE_URL: viaCep.url, CEP_TIMEOUT_MS: '2000' },
});
const metrics = (await serveMetricsOf(
  { METRICS_PORT: 0, METRICS_TOKEN: TOKEN, HOST: '127.0.0.1' },
  { poolStats, queues: () => queueDepths(db) },
))!;
const prometheus = await startPrometheus([{ job: 'api', url: metrics.url, token: TOKEN }]);
const queues: JobQueue[] = [];
afterAll(async () => {
  for (const queue of queues) await queue.stop(2_000);
  await prometheus.close();
  await metrics.close();
});

const total = (samples: Sample[]) => samples.reduce((sum, sample) => sum + sample.value, 0);

/**
 * `expression`'s sum as Prometheus scraped it after this call began: whatever happened before
 * is in that scrape (two a second).
 */
async function scraped(expression: string): Promise<number> {
  const after = Date.now() / 1000;
  // A scrape that succeeded (one that timed out on a loaded machine marks the series stale).
  // (timestamp() of a comparison's result is the query's time: the filter goes beside it.)
  const [scrape] = await prometheus.until(
    'timestamp(up{job="api"}) and up{job="api"} == 1',
    (samples) => samples.length === 1 && samples[0]!.value > after,
  );
  // As of that scrape: the next one may already have timed out (ci86 read up = 0 just after).
  return total(await prometheus.query(expression, scrape!.value));
}

/** How much `expression`'s sum grew while `act` ran, as Prometheus saw it. */
async function growth(expression: string, act: () => Promise<unknown>): Promise<number> {
  const before = await scraped(expression);
  await act();
  return (await scraped(expression)) - before;
}

describe('the metrics', () => {
  it('are served on their own port, to a scrape with the token, at /metrics only', async () => {
    expect((await fetch(metrics.url)).status).toBe(401);
    const wrong = await fetch(metrics.url, { headers: { authorization: 'Bearer outro-token' } });
    expect(wrong.status).toBe(401);
    const bearer = { authorization: `Bearer ${TOKEN}` };
    expect((await fetch(metrics.url.replace('/metrics', '/'), { headers: bearer })).status).toBe(
      404,
    );
    const scrape = await fetch(metrics.url, { headers: bearer });
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toContain('text/plain');
    // The API's own port has no /metrics: the figures are never public.
    expect((await call(app, 'GET', '/metrics')).status).toBe(404);
    // Prometheus scrapes it with the token, Node's own figures included.
    expect(await scraped('up{job="api"}')).toBe(1);
    expect(await scraped('vitrine_nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('count requests by the route they matched, never by their ids, with each status', async () => {
    const store = await createStore(db);
    const product = await createProduct(db, store.id, {
      name: 'Caneca Esmaltada',
      variations: [{ name: 'Azul', priceCents: 4990, stock: 3 }],
    });
    const route = 'vitrine_http_request_duration_seconds_count{route="/products/:slug"';
    const found = `${route},method="GET",status="200"}`;
    const missing = `${route},method="GET",status="404"}`;
    const unmatched = 'vitrine_http_request_duration_seconds_count{route="unmatched",status="404"}';
    const before = await Promise.all([found, missing, unmatched].map(scraped));
    const get = (path: string) => call(app, 'GET', path, { storeId: store.id });
    expect((await get(`/products/${product.slug}`)).status).toBe(200);
    for (const slug of ['nao-existe-1', 'nao-existe-2', 'nao-existe-3']) {
      expect((await get(`/products/${slug}`)).status).toBe(404);
    }
    expect((await get('/rota-que-nao-existe')).status).toBe(404);
    const after = await Promise.all([found, missing, unmatched].map(scraped));
    expect(after.map((value, i) => value - before[i]!)).toEqual([1, 3, 1]);
    // One series per route: no label carries a slug.
    expect(
      await prometheus.query(
        'vitrine_http_request_duration_seconds_count{route=~".*nao-existe.*"}',
      ),
    ).toEqual([]);
    // A histogram: its +Inf bucket holds every request its count does.
    expect(await scraped(`sum(${route},le="+Inf"})`.replace('_count{', '_bucket{'))).toBe(
      await scraped(`sum(${route}})`),
    );
  });

  it('time each outside call by provider and outcome', async () => {
    const series = (outcome: string) =>
      `vitrine_outside_call_duration_seconds_count{provider="viacep",operation="lookup",outcome="${outcome}"}`;
    const lookup = (zip_code: string) =>
      call(app, 'POST', '/api/get_address', { body: { zip_code } });
    expect(await growth(series('ok'), () => lookup('01310100'))).toBe(1);
    expect(await growth(series('unavailable'), () => lookup('20000000'))).toBe(1);
  });

  it('count e-mails sent and refused by the SMTP server', async () => {
    const store = await createStore(db);
    const customer = await createCustomer(db, store.id);
    const token = await sessionFor(db, 'customer', customer, new Date());
    const changePassword = (current: string) =>
      call(app, 'PUT', '/customers/me/password', {
        storeId: store.id,
        token,
        body: { current_password: current, new_password: `${current}9` },
      });
    const sent = 'vitrine_emails_total{outcome="sent"}';
    const failed = 'vitrine_emails_total{outcome="failed"}';
    expect(await growth(sent, () => changePassword(PASSWORD))).toBe(1);
    smtp.refuse(1);
    expect(await growth(failed, () => changePassword(`${PASSWORD}9`))).toBe(1);
  });

  it('count orders placed, by payment method', async () => {
    const store = await createStore(db);
    const customer = await createCustomer(db, store.id);
    const token = await sessionFor(db, 'customer', customer, new Date());
    const address = await createAddress(db, store.id, customer.id);
    const product = await createProduct(db, store.id, {
      name: 'Mochila Urbana',
      variations: [{ name: 'Preta', priceCents: 24990, stock: 10 }],
    });
    const order = (method: 'pix' | 'boleto') =>
      placeOrder(app, {
        storeId: store.id,
        token,
        code: product.code,
        variation: product.variations[0]!.code,
        addressId: address.id,
        method,
        // A boleto carries the payer's CPF.
        ...(method === 'boleto' ? { cpf: '390.533.447-05' } : {}),
      });
    const placed = (method: string) => `vitrine_orders_placed_total{payment_method="${method}"}`;
    expect(await growth(placed('pix'), () => order('pix'))).toBe(1);
    expect(await growth(placed('boleto'), () => order('boleto'))).toBe(1);
  });

  it('show the queue’s depth and lag, and the jobs run by outcome', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const kind = (name: string, fails: boolean): JobKind => ({
      name,
      run: async () => {
        await held;
        if (fails) throw new Error('o provedor recusou');
      },
    });
    const kinds = [kind('test-metrics', false), kind('test-metrics-failing', true)];
    const open = async (work: boolean) => {
      const queue = await openJobQueue(jobConnection, {
        logger: deps.logger,
        work: work ? deps : null,
        kinds,
      });
      queues.push(queue);
      return queue;
    };
    const api = await open(false);
    await api.enqueue(db, 'test-metrics', {});
    await api.enqueue(db, 'test-metrics-failing', {}, { retryLimit: 0 });
    // Waiting, each since it was sent.
    await new Promise((wait) => setTimeout(wait, 2_000));
    const jobs = (queue: string, state: string) =>
      `vitrine_job_queue_jobs{queue="${queue}",state="${state}"}`;
    const lag = (queue: string) => `vitrine_job_queue_lag_seconds{queue="${queue}"}`;
    expect(await scraped(jobs('test-metrics', 'created'))).toBe(1);
    expect(await scraped(jobs('test-metrics-failing', 'created'))).toBe(1);
    expect(await scraped(lag('test-metrics'))).toBeGreaterThan(2);

    const ran = (queue: string, outcome: string) =>
      `vitrine_job_duration_seconds_count{queue="${queue}",outcome="${outcome}"}`;
    await open(true);
    release();
    await prometheus.until(ran('test-metrics', 'completed'), (samples) => total(samples) === 1);
    await prometheus.until(
      ran('test-metrics-failing', 'failed'),
      (samples) => total(samples) === 1,
    );
    expect(await scraped(ran('test-metrics', 'failed'))).toBe(0);
    expect(await scraped(jobs('test-metrics-failing', 'failed'))).toBe(1);
    expect(await scraped(jobs('test-metrics', 'created'))).toBe(0);
    expect(await scraped(lag('test-metrics'))).toBe(0);
  });

  it('show the PostgreSQL pool (PGlite has none)', async () => {
    const open = await scraped('vitrine_db_pool_connections{state="total"}');
    if (poolStats) expect(open).toBeGreaterThanOrEqual(1);
    else expect(await prometheus.query('vitrine_db_pool_connections')).toEqual([]);
  });
});
