import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCepService } from './cep-service.ts';
import { startApi } from '@vitrine/playwright-support/servers';
import { freePort, startProcess, stopProcess, storefrontDir, waitFor } from './servers.ts';

/**
 * The real API (migrated and seeded on a fresh temporary VITRINE_DATA_DIR) and the built
 * storefront server in front of it. Tests read the ports from E2E_* variables.
 */
export default async function globalSetup() {
  if (!existsSync(join(storefrontDir, 'build/server/index.js'))) {
    throw new Error('Build the storefront first: pnpm --filter @vitrine/storefront build');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-e2e-'));
  // The CEP service the API asks (a loopback one that fails, e2e/support/cep-service.ts): no
  // lookup ever leaves the machine, and the spec §8 failure is there to be seen.
  const cep = await startCepService();
  const api = await startApi({
    cwd: storefrontDir,
    dataDir,
    // Longer than a test holds a lookup (checkout-address.spec.ts).
    env: { CEP_SERVICE_URL: cep.url, CEP_TIMEOUT_MS: '15000' },
  });
  const apiUrl = api.url;
  const webPort = await freePort();

  const web = startProcess('node', ['--import', 'tsx', 'server.ts'], {
    cwd: storefrontDir,
    // Playwright stands for the shoppers' front proxy: each test's browser comes from an
    // address of its own (fixtures.ts), so the API's per-address limits see many shoppers.
    env: {
      PORT: String(webPort),
      HOST: '127.0.0.1',
      API_URL: apiUrl,
      STORE_CACHE_MS: '0',
      TRUST_PROXY: 'loopback',
    },
  });
  await waitFor(`http://127.0.0.1:${webPort}/version.json`, 30_000, web.output);

  process.env.E2E_WEB_PORT = String(webPort);
  process.env.E2E_API_URL = apiUrl;
  process.env.E2E_CEP_URL = cep.url;

  return async () => {
    stopProcess(web.child);
    stopProcess(api.child);
    await cep.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
