import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@vitrine/playwright-support/chromium';

// Browser tests in Debian's Chromium against the real API on a fresh database and the built
// seller office server, both on free ports (e2e/support/global-setup.ts).
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A test is a whole seller's story (log in, screens, axe passes) on a 2-core CI machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/playwright-artifacts',
  use: {
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
});
