import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';

/**
 * Both apps' Playwright settings: the tests in e2e/, one at a time in Debian's Chromium
 * (chromium.ts), against the servers e2e/support/global-setup.ts starts on free ports (the real
 * API on a fresh database and the app's built server). `use` adds to the browser's settings.
 */
export function browserTestsConfig(use: PlaywrightTestConfig['use'] = {}) {
  // A shard run beside others (scripts/test.sh) writes its own results and artifacts.
  const shard = process.env.E2E_SHARD ? `-${process.env.E2E_SHARD}` : '';
  return defineConfig({
    testDir: 'e2e',
    globalSetup: './e2e/support/global-setup.ts',
    fullyParallel: false,
    workers: 1,
    retries: 0,
    // A test is a whole story (log in, screens, a cart paid, axe passes) on a 2-core CI machine.
    timeout: 60_000,
    expect: { timeout: 10_000 },
    reporter: [['list'], ['json', { outputFile: `test-results/playwright${shard}.json` }]],
    outputDir: `test-results/playwright-artifacts${shard}`,
    use: {
      locale: 'pt-BR',
      // On a developer's machine a failed test keeps its trace: each action with the page's DOM
      // as it was (no screencast: the browser encoding frames through every test was some 15 %
      // of the CPU of the office's sales tests). CI records none: what it keeps is its log, and
      // recording every test's DOM for the rare failure cost some 15 % of the suites' CPU again
      // (cart and addresses specs: 31 and 26 CPU-s with it, 26 and 23 without). A failure on CI
      // is read from the log and its screenshot, and traced again here with the same command.
      trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
      screenshot: 'only-on-failure',
      launchOptions: chromiumLaunchOptions,
      ...use,
    },
  });
}
