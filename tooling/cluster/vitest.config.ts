import { vitestConfig } from '@vitrine/vitest-config';

// Starting the cluster migrates and seeds the API's database and waits for four processes:
// on two cores shared with other suites that can take a minute. A limit on hangs, not a speed check.
// One file at a time: each starts a cluster of its own (and the TLS test Caddy and Pebble too).
export default vitestConfig({
  test: { hookTimeout: 180_000, testTimeout: 60_000, fileParallelism: false },
});
