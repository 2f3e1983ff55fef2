import { vitestConfig } from '@vitrine/vitest-config';

// Making three bundles (pnpm deploy) and starting five processes on two shared cores takes a
// minute or two: a limit on hangs, not a speed check.
export default vitestConfig({ test: { hookTimeout: 300_000, testTimeout: 240_000 } });
