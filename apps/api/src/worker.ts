import { ConfigError, loadConfigOrExit, type Config } from './config.ts';

// `pnpm start:worker`: the job queue's worker role, without an HTTP server — the scheduled tasks
// (order expiry, payment reconciliation and refund reads, e-mail retries; jobs/tasks.ts) for
// API replicas started with RUN_JOBS=false, on the same PostgreSQL (DATABASE_URL). Any number
// may run: pg-boss hands each job to one of them, and sends each schedule's job once. Until
// SIGINT/SIGTERM, when it lets the job in progress finish.

const loaded = loadConfigOrExit((config) => {
  if (!config.DATABASE_URL) {
    throw new ConfigError(
      '  DATABASE_URL: a worker shares the API replicas’ PostgreSQL; the embedded PGlite runs its jobs inside `pnpm start`',
    );
  }
  if (config.DEMO_MODE && !config.DEMO_BANK_URL) {
    throw new ConfigError(
      '  DEMO_BANK_URL: in demo mode a worker asks the demo bank the API replicas charge at',
    );
  }
});
const [
  { openDatabase },
  { buildDeps },
  { createLogger },
  { demoGatewaySettings, useDemoBank },
  { wakeDelivery },
  { openJobQueue },
  { stopImports },
  { apiReadinessChecks },
  { serveProbes },
  { flushTracing },
  { serveMetricsOf },
  { queueDepths },
] = await Promise.all([
  import('./db/client.ts'),
  import('./deps.ts'),
  import('./logger.ts'),
  import('./demo/demo-bank.ts'),
  import('./features/email/delivery.ts'),
  import('./jobs/queue.ts'),
  import('./features/catalog-csv/jobs.ts'),
  import('./http/health.ts'),
  import('@vitrine/server/health'),
  import('@vitrine/server/tracing'),
  import('./lib/metrics.ts'),
  import('./jobs/report.ts'),
]);
// In demo mode the stores' card and boleto go to the demo bank's Mercado Pago, as the API's do.
const demoBank =
  loaded.DEMO_BANK_URL && loaded.DEMO_MODE ? await useDemoBank(loaded.DEMO_BANK_URL) : null;
// …and the daily re-check of the stores' domains asks the demo's registrar the replicas ask.
const demoDns = demoBank && !loaded.DNS_SERVERS.length ? demoBank.dns : undefined;
const config: Config = {
  ...loaded,
  ...demoGatewaySettings(demoBank),
  ...(demoDns ? { DNS_SERVERS: [demoDns.address] } : {}),
};
const logger = createLogger(config);
const handle = await openDatabase({ url: config.DATABASE_URL! });
await handle.migrate();
const deps = buildDeps({ db: handle.db, config, logger, now: () => new Date() });
const jobs = await openJobQueue(handle.jobConnection, { logger, work: deps });
wakeDelivery(deps);
// The probes on HEALTH_PORT (an orchestrator's liveness and readiness), when set.
const probes =
  config.HEALTH_PORT === undefined
    ? null
    : await serveProbes(apiReadinessChecks(handle.db), deps.lifecycle, {
        port: config.HEALTH_PORT,
        hostname: config.HOST,
      });
// Prometheus's /metrics on METRICS_PORT, when set: the jobs this worker ran, the queue's depth.
const metrics = await serveMetricsOf(config, {
  poolStats: handle.poolStats,
  queues: () => queueDepths(handle.db),
});
// What a supervisor waits for (scripts/cluster), whatever LOG_LEVEL hides.
console.log('VITRINE_WORKER=ready');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'worker stopping');
  // Not ready from now on; the probes answer until the jobs have stopped.
  deps.lifecycle.draining = true;
  // A catalog import stops after its current batch; its job runs again on a worker, from there.
  await stopImports(deps);
  await jobs.stop();
  await deps.background.idle();
  probes?.close();
  await metrics?.close();
  await handle.close();
  await deps.payments.close();
  // The spans still buffered (traces on: @vitrine/server/tracing.ts) go before the exit.
  await flushTracing();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
