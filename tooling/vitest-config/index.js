// Plain JavaScript on purpose: Vitest loads config files' bare imports with Node itself,
// which cannot read TypeScript from a workspace package.
import { defineConfig, mergeConfig } from 'vitest/config';

/**
 * Every package's vitest config starts here. Besides the console reporter, each run writes
 * `test-results/<VITEST_RESULTS_NAME or vitest>.json`, which `.ci/run` sums into its closing `N passed, N failed` line.
 *
 * @param {import('vitest/config').ViteUserConfig} [overrides]
 * @returns {import('vitest/config').ViteUserConfig}
 */
export function vitestConfig(overrides = {}) {
  return mergeConfig(
    defineConfig({
      test: {
        // CI runs several packages' suites side by side on two cores: jsdom renders and
        // database setups can take seconds there. A limit on hangs, not a speed check.
        testTimeout: 30_000,
        hookTimeout: 60_000,
        reporters: [
          'default',
          [
            'json',
            { outputFile: `test-results/${process.env.VITEST_RESULTS_NAME ?? 'vitest'}.json` },
          ],
        ],
      },
    }),
    overrides,
  );
}
