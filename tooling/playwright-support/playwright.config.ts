import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './src/chromium.ts';

// This package's own tests (the focus walk on pages made for it, `page.setContent`): no server,
// Debian's Chromium as the apps' e2e suites run it, results in test-results/ for .ci/run's count.
export default defineConfig({
  testDir: 'src',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/playwright-artifacts',
  use: {
    locale: 'pt-BR',
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: chromiumLaunchOptions,
  },
});
