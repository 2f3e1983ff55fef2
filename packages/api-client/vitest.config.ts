import { vitestConfig } from '@vitrine/vitest-config';

export default vitestConfig({
  test: {
    passWithNoTests: false,
    // The real API, started once for every test file (test/support/global-setup.ts).
    globalSetup: ['./test/support/global-setup.ts'],
  },
});
