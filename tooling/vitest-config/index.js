// Plain JavaScript on purpose: Vitest loads config files' bare imports with Node itself,
// which cannot read TypeScript from a workspace package.
import { mkdirSync, writeFileSync } from 'node:fs';
import { defineConfig, mergeConfig } from 'vitest/config';

/**
 * Writes the run's unhandled errors (an unhandled rejection, an error thrown after a test
 * ended) to `test-results/<name>.unhandled.json`, even when there are none, so the file never
 * outlives its run. Vitest fails such a run, but its JSON report says every test passed and
 * `success: true` (ci101: a step failed with "6723 passed, 0 failed"); scripts/count-test-results.mjs
 * counts each of these as a failure and names it.
 */
const unhandledErrors = (name) => ({
  onTestRunEnd(_modules, errors) {
    mkdirSync('test-results', { recursive: true });
    const unhandled = errors.map((error) => ({
      message: String(error?.message ?? error),
      stack: String(error?.stack ?? '').slice(0, 2000),
    }));
    writeFileSync(`test-results/${name}.unhandled.json`, JSON.stringify({ unhandled }, null, 2));
  },
});

/**
 * Every package's vitest config starts here. Besides the console reporter, each run writes
 * `test-results/<VITEST_RESULTS_NAME or vitest>.json` and its unhandled errors beside it, which `.ci/run` sums into its closing `N passed, N failed` line.
 *
 * @param {import('vitest/config').ViteUserConfig} [overrides]
 * @returns {import('vitest/config').ViteUserConfig}
 */
export function vitestConfig(overrides = {}) {
  const name = process.env.VITEST_RESULTS_NAME ?? 'vitest';
  return mergeConfig(
    defineConfig({
      test: {
        // CI runs several packages' suites side by side on two cores: jsdom renders and
        // database setups can take seconds there. A limit on hangs, not a speed check.
        testTimeout: 30_000,
        hookTimeout: 60_000,
        reporters: [
          'default',
          ['json', { outputFile: `test-results/${name}.json` }],
          unhandledErrors(name),
        ],
      },
    }),
    overrides,
  );
}
