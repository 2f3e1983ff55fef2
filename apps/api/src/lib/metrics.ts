import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What a process measures while it runs, in Prometheus's exposition format (prom-client). One
 * registry per process, as Prometheus scrapes a process: the counters below are module-wide,
 * incremented where the thing happens, and read by `serveMetrics` on a port of its own
 * (METRICS_PORT), never the public one. A test reads a counter's change, not its value.
 */
export const registry = new Registry();

// Seconds, from a cached page's 5 ms to a slow payment provider's 10 s.
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Every API answer: its route (the pattern, never the path with its ids), method and status. */
export const httpRequests = new Histogram({
  name: 'vitrine_http_request_duration_seconds',
  help: 'API requests by route, method and status, and how long each took to answer.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

/** Every call to a service outside (lib/outside/client.ts): ok, refused, unavailable, timeout. */
export const outsideCalls = new Histogram({
  name: 'vitrine_outside_call_duration_seconds',
  help: 'Calls to outside services (payment, freight, CEP) by provider, operation and outcome.',
  labelNames: ['provider', 'operation', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const emailsDelivered = new Counter({
  name: 'vitrine_emails_total',
  help: 'E-mails handed to the SMTP server (sent) or refused by it (failed: retried, or given up).',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const ordersPlaced = new Counter({
  name: 'vitrine_orders_placed_total',
  help: 'Orders placed by shoppers, by payment method.',
  labelNames: ['payment_method'] as const,
  registers: [registry],
});

/** Every job this process ran: its queue, whether it completed or failed (then retried). */
export const jobsRun = new Histogram({
  name: 'vitrine_job_duration_seconds',
  help: 'Jobs run by this process, by queue and outcome (completed, failed), and their duration.',
  labelNames: ['queue', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
  registers: [registry],
});

export type PoolStats = { total: number; idle: number; waiting: number };
export type QueueDepth = {
  queue: string;
  /** pg-boss's states: created, retry, active, failed (completed and cancelled are not counted). */
  state: string;
  jobs: number;
  /** Seconds the oldest job of this queue waiting to run has waited (created, retry). */
  oldestSeconds: number;
};

/** What the gauges read at each scrape: set by the process that owns the database. */
const sources: {
  pool?: () => PoolStats;
  queues?: () => Promise<QueueDepth[]>;
} = {};

/** The database pool the gauges read (PostgreSQL's pg.Pool; PGlite has no pool). */
export function watchPool(stats: () => PoolStats) {
  sources.pool = stats;
}

/** The job queue the gauges read (jobs/queue.ts). */
export function watchQueues(depths: () => Promise<QueueDepth[]>) {
  sources.queues = depths;
}

new Gauge({
  name: 'vitrine_db_pool_connections',
  help: 'The PostgreSQL pool: connections open (total), idle, and queries waiting for one.',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const stats = sources.pool?.();
    if (!stats) return;
    this.set({ state: 'total' }, stats.total);
    this.set({ state: 'idle' }, stats.idle);
    this.set({ state: 'waiting' }, stats.waiting);
  },
});

const queueJobs = new Gauge({
  name: 'vitrine_job_queue_jobs',
  help: 'Jobs in the queue by queue and state (created, retry, active, failed).',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
});

const queueLag = new Gauge({
  name: 'vitrine_job_queue_lag_seconds',
  help: 'How long the oldest job waiting to run in each queue has waited.',
  labelNames: ['queue'] as const,
  registers: [registry],
});

/** Reads the queue once per scrape (both gauges from one query). */
async function readQueues() {
  if (!sources.queues) return;
  const depths = await sources.queues();
  queueJobs.reset();
  queueLag.reset();
  const lag = new Map<string, number>();
  for (const { queue, state, jobs, oldestSeconds } of depths) {
    queueJobs.set({ queue, state }, jobs);
    if (state === 'created' || state === 'retry')
      lag.set(queue, Math.max(lag.get(queue) ?? 0, oldestSeconds));
  }
  for (const [queue, seconds] of lag) queueLag.set({ queue }, seconds);
}

let defaultsOn = false;

/**
 * `GET /metrics` on a port of its own (METRICS_PORT): the process's figures (and Node's own:
 * CPU, memory, event loop) for a Prometheus inside the cluster; a port the ingress never
 * routes, so the figures are never public. With `token`, a scrape must bring it as a bearer.
 */
export async function serveMetrics(options: {
  port: number;
  hostname: string;
  token?: string | undefined;
}): Promise<{ server: Server; url: string; close: () => Promise<void> }> {
  if (!defaultsOn) {
    collectDefaultMetrics({ register: registry, prefix: 'vitrine_' });
    defaultsOn = true;
  }
  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
        return;
      }
      if (options.token && request.headers.authorization !== `Bearer ${options.token}`) {
        response.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
        return;
      }
      try {
        await readQueues();
        const text = await registry.metrics();
        response.writeHead(200, { 'content-type': registry.contentType }).end(text);
      } catch (error) {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(error)}\n`);
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.hostname, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = options.hostname.includes(':') ? `[${options.hostname}]` : options.hostname;
  return {
    server,
    url: `http://${host}:${port}/metrics`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * `serveMetrics` as the settings say (METRICS_PORT, METRICS_TOKEN), reading the database's pool
 * and the job queue; null when METRICS_PORT is unset.
 */
export async function serveMetricsOf(
  config: { METRICS_PORT?: number | undefined; METRICS_TOKEN?: string | undefined; HOST: string },
  sources: { poolStats?: (() => PoolStats) | undefined; queues: () => Promise<QueueDepth[]> },
) {
  if (config.METRICS_PORT === undefined) return null;
  if (sources.poolStats) watchPool(sources.poolStats);
  watchQueues(sources.queues);
  return serveMetrics({
    port: config.METRICS_PORT,
    hostname: config.HOST,
    token: config.METRICS_TOKEN,
  });
}
