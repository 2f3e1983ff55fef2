import { defineConfig } from '@playwright/test';

// Browser tests in the Debian Chromium (/usr/bin/chromium; scripts/setup-machine.sh installs
// it): never a downloaded browser. globalSetup starts the real API on a fresh database and
// the built storefront, both on free ports (e2e/support/servers.ts).
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/playwright-artifacts',
  use: {
    locale: 'pt-BR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
        // Every store host is this machine (aurora.localhost, ipe.localhost, nada.localhost).
        '--host-resolver-rules=MAP *.localhost 127.0.0.1',
      ],
    },
  },
});
