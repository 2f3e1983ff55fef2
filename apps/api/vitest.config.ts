import { ProcessesFirst, vitestConfig } from '@vitrine/vitest-config';

export default vitestConfig({
  test: {
    globalSetup: ['./test/global-setup.ts'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The database is the slow part; two cores, two workers.
    maxWorkers: 2,
    // One module graph per worker, not per file: the app's imports were half the suite's time.
    // Each file still opens its own database (test/database.ts).
    isolate: false,
    // The files that start processes of their own (an API, its workers) first: run last, they
    // left one worker alone at the end of each pass.
    sequence: { sequencer: ProcessesFirst },
  },
});
