import react from '@vitejs/plugin-react';
import { vitestConfig } from '@vitrine/vitest-config';

// Component, unit and server tests (jsdom for components). The browser tests are Playwright's
// (e2e/, playwright.config.ts).
export default vitestConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    // One jsdom per worker instead of one per file: building jsdom and re-importing React for
    // every file was most of this suite's time. Tests clean up after themselves (setup file).
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
  },
});
