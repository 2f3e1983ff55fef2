import type { Server } from 'node:http';
import { loadConfigOrExit, type Config } from './config.ts';
import type { AppDeps } from './http/context.ts';

// `pnpm start`: the API on the embedded PGlite under VITRINE_DATA_DIR (or PostgreSQL by
// DATABASE_URL), migrated, seeded with the demo data when empty outside production, until
// SIGINT/SIGTERM. With NODE_ENV=production, loadConfig refuses unsafe settings first.

const loaded = loadConfigOrExit();
// The app's modules load once the settings are known good: a refusal prints in the second it
// takes to read them, not after the seconds the whole app takes to load (a container restarting
// on a wrong variable, and the tests that start main.ts to watch it refuse).
const [
  { serve },
  { drainWithNotice },
  { flushTracing },
  { resolve },
  { createApp },
  { connectDemoStores, demoGatewaySettings, startDemoBank, subscribeDemoWhatsapp, useDemoBank },
  { startDnsZone },
  { startMelhorEnvio },
  { startViaCep },
  { openDatabase },
  { wakeDelivery },
  { stopImports },
  { openJobQueue },
  { buildDeps },
  { createLogger },
  { demoAccounts },
  { DEMO_MELHOR_ENVIO_TOKEN },
  { DEMO_OPERATOR, hasDemoOperator },
  { seedOnFirstStart },
  { printBanner },
  { serveMetricsOf },
  { queueDepths },
] = await Promise.all([
  import('@hono/node-server'),
  import('@vitrine/server/drain'),
  import('@vitrine/server/tracing'),
  import('node:path'),
  import('./app.ts'),
  import('./demo/demo-bank.ts'),
  import('./demo/dns-zone.ts'),
  import('./demo/melhor-envio.ts'),
  import('./demo/viacep.ts'),
  import('./db/client.ts'),
  import('./features/email/delivery.ts'),
  import('./features/catalog-csv/jobs.ts'),
  import('./jobs/queue.ts'),
  import('./deps.ts'),
  import('./logger.ts'),
  import('./seed/commerce.ts'),
  import('./seed/freight.ts'),
  import('./seed/demo-operator.ts'),
  import('./seed/first-start.ts'),
  import('./startup-banner.ts'),
  import('./lib/metrics.ts'),
  import('./jobs/report.ts'),
]);
// The offline demo quotes freight through the real Melhor Envio adapter, against a server on
// this machine speaking its protocol (src/demo/melhor-envio.ts) that knows the demo's token.
const freightPlatform =
  loaded.DEMO_MODE && !loaded.MELHOR_ENVIO_URL
    ? await startMelhorEnvio({ tokens: [DEMO_MELHOR_ENVIO_TOKEN] })
    : null;
// The offline demo looks CEPs up through the real ViaCEP adapter, against a server on this
// machine speaking its protocol (src/demo/viacep.ts): any CEP of a state's range fills the
// state and a city, the seeded ones their whole address.
const cepService = loaded.DEMO_MODE && !loaded.CEP_SERVICE_URL ? await startViaCep() : null;
// The demo's bank (src/demo/demo-bank.ts): the demo stores' pix go through the real API Pix
// adapter to a PSP on this machine, Casa Ipê's card and boleto through the real Mercado Pago
// adapter to a Mercado Pago on this machine (unless MERCADO_PAGO_URL names another), the
// stores' NF-e through the real Focus NFe adapter to a Focus NFe on this machine (unless
// FOCUS_NFE_URL names another), and "Simular pagamento" asks them to pay. Several API processes share one bank (DEMO_BANK_URL):
// an order charged through one replica is paid at the same PSP whichever replica is asked.
const demoBank = !loaded.DEMO_MODE
  ? null
  : loaded.DEMO_BANK_URL
    ? await useDemoBank(loaded.DEMO_BANK_URL)
    : await startDemoBank();
// The offline demo's registrar (src/demo/dns-zone.ts): "Verificar" and the daily re-check ask
// a DNS server on this machine, whose zone the demo seller fills through
// /dev/demo-dns/records, never the internet's resolvers. Replicas sharing a demo bank share
// the zone its process holds; DNS_SERVERS set names servers of the operator's own instead.
const demoDns =
  loaded.DEMO_MODE && !loaded.DNS_SERVERS.length ? (demoBank?.dns ?? (await startDnsZone())) : null;
const config: Config = {
  ...loaded,
  ...(freightPlatform ? { MELHOR_ENVIO_URL: freightPlatform.url } : {}),
  ...(cepService ? { CEP_SERVICE_URL: cepService.url } : {}),
  ...(demoDns ? { DNS_SERVERS: [demoDns.address] } : {}),
  ...demoGatewaySettings(demoBank),
};
const logger = createLogger(config);
const dataDir = resolve(config.VITRINE_DATA_DIR);
const handle = await openDatabase(
  config.DATABASE_URL
    ? { url: config.DATABASE_URL, statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS }
    : {
        dataDir: config.VITRINE_DATA_DIR.startsWith('memory://')
          ? config.VITRINE_DATA_DIR
          : dataDir,
      },
);
await handle.migrate();
// The public catalog's reads on a streaming replica (DATABASE_REPLICA_URL), when there is one.
const replica = config.DATABASE_REPLICA_URL
  ? await openDatabase({
      url: config.DATABASE_REPLICA_URL,
      statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    })
  : null;

const { seeded, emptyInProduction } = await seedOnFirstStart(handle.db, config);
if (seeded) logger.info({ stores: seeded.stores.map((store) => store.name) }, 'demo data seeded');
if (emptyInProduction) logger.warn('the database has no store: production never seeds demo data');

// Every provider (CEP, payments, e-mail, images, secrets) built once from the settings.
const deps: AppDeps = buildDeps(
  {
    db: handle.db,
    ...(replica ? { catalogDb: replica.db } : {}),
    config,
    logger,
    now: () => new Date(),
  },
  {
    ...(demoBank ? { demoBank: demoBank.bank } : {}),
    ...(demoDns ? { demoDns } : {}),
  },
);
// The job queue (jobs/queue.ts): this process runs the scheduled tasks (expiry, reconciliation,
// e-mail retries; jobs/tasks.ts) unless RUN_JOBS=false, where a worker (`pnpm start:worker`)
// does; no timer of its own either way. Open before the server listens, so a signal that comes
// once it answers finds everything there is to stop. What an earlier run left in the e-mail
// queue goes at once.
const jobs = await openJobQueue(handle.jobConnection, {
  logger,
  work: config.RUN_JOBS ? deps : null,
});
// Prometheus's /metrics on METRICS_PORT, when set.
const metrics = await serveMetricsOf(config, {
  poolStats: handle.poolStats,
  queues: () => queueDepths(handle.db),
});
const app = createApp(deps);
if (demoBank) await connectDemoStores(deps, demoBank);
if (config.RUN_JOBS) wakeDelivery(deps);
const server = serve(
  { fetch: app.fetch, port: config.PORT, hostname: config.HOST },
  async (info) => {
    const url = `http://${info.address.includes(':') ? `[${info.address}]` : info.address}:${info.port}`;
    // The demo stores' WhatsApp webhooks: Meta's handshake is a call to this API, so now;
    // beside the banner, never holding it (a handshake that fails is logged).
    if (demoBank) {
      void subscribeDemoWhatsapp(deps, demoBank).catch((error: Error) =>
        logger.warn({ reason: error.message }, 'demo WhatsApp webhooks not verified'),
      );
    }
    await printBanner(handle.db, {
      url,
      driver: config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${dataDir}`,
      demoMode: config.DEMO_MODE,
      accounts: seeded?.accounts,
      // Outside the demo no account has a published password: none is printed.
      accountsFor: config.DEMO_MODE ? demoAccounts : () => [],
      // The demo operator (demo mode only: the password is published) and the console's address.
      console:
        config.DEMO_MODE && (await hasDemoOperator(handle.db))
          ? {
              url: `${config.SELLER_OFFICE_URL.replace('{host}', config.PLATFORM_DOMAIN).replace(/\/+$/, '')}/operador`,
              email: DEMO_OPERATOR.email,
              password: DEMO_OPERATOR.password,
            }
          : null,
      platform: {
        signUp: config.STOREFRONT_URL.replace('{host}', config.PLATFORM_DOMAIN),
        store: config.STOREFRONT_URL.replace('{host}', `{slug}.${config.PLATFORM_DOMAIN}`),
        office: `${config.SELLER_OFFICE_URL.replace('{host}', `{slug}.${config.PLATFORM_DOMAIN}`).replace(/\/+$/, '')}/vendedor`,
      },
    });
  },
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'shutting down');
  // Answering not ready (`/readyz`) for SHUTDOWN_NOTICE_MS, then every request in flight
  // finishes (drain), then the database closes so PGlite flushes its files: the next start
  // finds every order (the README promises they survive).
  await drainWithNotice(server as Server, deps.lifecycle, config.SHUTDOWN_NOTICE_MS);
  // A catalog import stops after its current batch (its job runs again on a worker, from
  // there), a check after its current statement (sent again), and the check's worker ends.
  await stopImports(deps);
  // A job in progress finishes (at most 10 s); an unfinished one is run again by a worker.
  await jobs.stop();
  await metrics?.close();
  // A delivery pass in progress finishes before the database closes; what is still queued
  // stays in the table for the next start.
  await deps.background.idle();
  await handle.close();
  await replica?.close();
  await deps.payments.close();
  // The spans still buffered (traces on: @vitrine/server/tracing.ts) go before the exit.
  await flushTracing();
  await freightPlatform?.close();
  await cepService?.close();
  await demoBank?.close();
  await demoDns?.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
