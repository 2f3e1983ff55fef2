import { vitestConfig } from '@vitrine/vitest-config';

// Each command starts servers (an API that migrates and seeds, a cluster of seven processes,
// Chromium) on two cores shared with other suites. A limit on hangs, not a speed check.
export default vitestConfig({
  test: { hookTimeout: 120_000, testTimeout: 600_000, maxConcurrency: 1 },
});
