import {
  freePort,
  startApi,
  startAppServer,
  stopProcess,
  suiteDatabase,
} from '@vitrine/playwright-support/servers';
import { startDnsZone } from '@vitrine/playwright-support/dns-zone';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const officeDir = fileURLToPath(new URL('../..', import.meta.url));
// The storefront is its own package: its built server is started from its folder, never
// imported (catalog-story.spec.ts follows a product from the office to a shopper's purchase).
const storefrontDir = join(officeDir, '../storefront');

/**
 * The real API (migrated and seeded on a fresh PostgreSQL database of its own, demo mode for the
 * outbox and the demo bank — whose process serves the demo's Focus NFe too, where the stores'
 * NF-e go: e2e/invoice-story.spec.ts), and in front of it the built seller office server and the
 * built storefront server. Tests read the ports from E2E_* variables.
 */
export default async function globalSetup() {
  if (!existsSync(join(officeDir, 'dist/index.html'))) {
    throw new Error('Build the seller office first: pnpm --filter @vitrine/seller-office build');
  }
  if (!existsSync(join(storefrontDir, 'build/server/index.js'))) {
    throw new Error('Build the storefront first: pnpm --filter @vitrine/storefront build');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-office-e2e-'));
  // The apps' ports are chosen first: the API's links to them (e-mails, and the sign-up's way
  // into a new store's office, e2e/store-sign-up.spec.ts) must name the ports they listen on.
  const officePort = await freePort();
  let storePort = await freePort();
  while (storePort === officePort) storePort = await freePort();
  // The shelves' answers (menu, category pages, search) kept 1 s instead of 10: what a seller
  // publishes reaches the storefront within a window a test can wait for.
  const database = suiteDatabase();
  // The registrar's zone a seller's own domain is checked in (e2e/store-domain.spec.ts).
  const zone = await startDnsZone();
  const api = await startApi({
    databaseUrl: database.url,
    cwd: officeDir,
    dataDir,
    env: {
      SHELF_CACHE_MS: '1000',
      OFFICE_PORT: String(officePort),
      STOREFRONT_PORT: String(storePort),
      DNS_SERVERS: zone.address,
    },
  });
  const [office, store] = await Promise.all([
    startAppServer({
      cwd: officeDir,
      apiUrl: api.url,
      readyPath: '/favicon.svg',
      port: officePort,
    }),
    startAppServer({
      cwd: storefrontDir,
      apiUrl: api.url,
      readyPath: '/version.json',
      port: storePort,
    }),
  ]);

  process.env.E2E_OFFICE_PORT = String(office.port);
  process.env.E2E_STORE_PORT = String(store.port);
  process.env.E2E_API_URL = api.url;
  process.env.E2E_DNS_CONTROL = zone.controlUrl;
  // The API's database, for a test that makes what only a command makes (an operator of the
  // platform: e2e/support/operators.ts); none on PGlite, which the API process holds alone.
  if (database.url) process.env.E2E_DATABASE_URL = database.url;

  return async () => {
    stopProcess(store.child);
    stopProcess(office.child);
    stopProcess(api.child);
    await zone.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
    database.drop();
  };
}
