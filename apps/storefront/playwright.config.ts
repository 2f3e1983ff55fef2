import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@vitrine/playwright-support/chromium';

// Browser tests in the Debian Chromium (/usr/bin/chromium; scripts/setup-machine.sh installs
// it): never a downloaded browser. globalSetup starts the real API on a fresh database and
// the built storefront, both on free ports (e2e/support/servers.ts).
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A test is a whole shopper's journey (log in, cart, pay, axe passes) on a 2-core CI machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/playwright-artifacts',
  use: {
    locale: 'pt-BR',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
});
