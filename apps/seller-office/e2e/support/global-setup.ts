import { startApi, startAppServer, stopProcess } from '@vitrine/playwright-support/servers';
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
  const office = await startAppServer({
    cwd: officeDir,
    apiUrl: api.url,
    readyPath: '/favicon.svg',
  });

  process.env.E2E_OFFICE_PORT = String(office.port);
  process.env.E2E_API_URL = api.url;

  return async () => {
    stopProcess(office.child);
    stopProcess(api.child);
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
