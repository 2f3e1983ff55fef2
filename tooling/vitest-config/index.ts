import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';

/**
 * Every package's vitest config starts here. Besides the console reporter, each run writes
 * `test-results/vitest.json`, which `.ci/run` sums into its closing `N passed, N failed` line.
 */
export function vitestConfig(overrides: ViteUserConfig = {}): ViteUserConfig {
  return mergeConfig(
    defineConfig({
      test: {
        reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
      },
    }),
    overrides,
  );
}
