import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startOtlpReceiver, tracingEnv } from '@vitrine/playwright-support/otlp-receiver';
import { startApi, startAppServer, suiteDatabase } from '@vitrine/playwright-support/servers';
import { startCepService } from './cep-service.ts';
import { stopProcess, storefrontDir } from './servers.ts';

/**
 * The real API (migrated and seeded on a fresh PostgreSQL database of its own, suiteDatabase; its
 * files in a temporary VITRINE_DATA_DIR) and the built storefront server in front of it. Tests read the ports from E2E_* variables.
 */
export default async function globalSetup() {
  if (!existsSync(join(storefrontDir, 'build/server/index.js'))) {
    throw new Error('Build the storefront first: pnpm --filter @vitrine/storefront build');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-e2e-'));
  // The CEP service the API asks (a loopback one that fails, e2e/support/cep-service.ts): no
  // lookup ever leaves the machine, and the spec §8 failure is there to be seen.
  const cep = await startCepService();
  // Both servers send their traces to a collector on this machine: only those a request comes
  // sampled in (e2e/tracing.spec.ts sends one), so the rest of the suite costs no span.
  const otlp = await startOtlpReceiver();
  const database = suiteDatabase();
  const api = await startApi({
    databaseUrl: database.url,
    cwd: storefrontDir,
    dataDir,
    // Longer than a test holds a lookup (checkout-address.spec.ts).
    env: {
      CEP_SERVICE_URL: cep.url,
      CEP_TIMEOUT_MS: '15000',
      ...tracingEnv(otlp.url, 'vitrine-api'),
    },
  });
  const web = await startAppServer({
    cwd: storefrontDir,
    apiUrl: api.url,
    readyPath: '/version.json',
    env: tracingEnv(otlp.url, 'vitrine-storefront'),
  });

  process.env.E2E_WEB_PORT = String(web.port);
  process.env.E2E_API_URL = api.url;
  process.env.E2E_CEP_URL = cep.url;
  process.env.E2E_OTLP_URL = otlp.url;

  return async () => {
    stopProcess(web.child);
    stopProcess(api.child);
    await cep.close();
    await otlp.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
    database.drop();
  };
}
