// Plain JavaScript on purpose: Vitest loads config files' bare imports with Node itself,
// which cannot read TypeScript from a workspace package.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { defineConfig, mergeConfig } from 'vitest/config';
import { BaseSequencer } from 'vitest/node';

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

/**
 * Test files that start processes of their own (they import node:child_process: a whole API
 * through main.ts, API replicas and workers on one PostgreSQL, a command-line tool under tsx)
 * first, the rest in Vitest's order. They are a suite's longest (an API's whole start takes 15 s
 * alone, 40–90 s beside the browser suites), and a fresh clone, with no timings kept, runs the
 * larger files first: these small ones came last, and one worker was left alone at the end of
 * each pass (ci106, the API's suite: tracing for 47 s on PGlite, job-cluster for 58 s on
 * PostgreSQL). `sequence: { sequencer: ProcessesFirst }`.
 */
export class ProcessesFirst extends BaseSequencer {
  /** @param {import('vitest/node').TestSpecification[]} files */
  async sort(files) {
    const first = [];
    const rest = [];
    for (const spec of await super.sort(files)) {
      const startsProcesses = readFileSync(spec.moduleId, 'utf8').includes(
        "from 'node:child_process'",
      );
      (startsProcesses ? first : rest).push(spec);
    }
    return [...first, ...rest];
  }
}
