import {
  freePort,
  startApi,
  startProcess,
  stopProcess,
  waitFor,
} from '@vitrine/playwright-support/servers';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const officeDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The real API (migrated and seeded on a fresh temporary VITRINE_DATA_DIR, demo mode for the
 * outbox and the demo bank) and the built seller office server in front of it. Tests read the
 * ports from E2E_* variables.
 */
export default async function globalSetup() {
  if (!existsSync(join(officeDir, 'dist/index.html'))) {
    throw new Error('Build the seller office first: pnpm --filter @vitrine/seller-office build');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-office-e2e-'));
  const api = await startApi({ cwd: officeDir, dataDir });
  const apiUrl = api.url;
  const officePort = await freePort();

  const office = startProcess('node', ['--import', 'tsx', 'server.ts'], {
    cwd: officeDir,
    // Playwright stands for the sellers' front proxy: each test's browser comes from an address
    // of its own (fixtures.ts), so the API's per-address login limit sees many sellers.
    env: {
      PORT: String(officePort),
      HOST: '127.0.0.1',
      API_URL: apiUrl,
      STORE_CACHE_MS: '0',
      TRUST_PROXY: 'loopback',
    },
  });
  await waitFor(`http://127.0.0.1:${officePort}/favicon.svg`, 30_000, office.output);

  process.env.E2E_OFFICE_PORT = String(officePort);
  process.env.E2E_API_URL = apiUrl;

  return async () => {
    stopProcess(office.child);
    stopProcess(api.child);
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
