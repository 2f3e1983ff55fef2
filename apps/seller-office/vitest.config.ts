import react from '@vitejs/plugin-react';
import { vitestConfig } from '@vitrine/vitest-config';

// Component, unit and server tests (jsdom for components). The browser tests are Playwright's
// (e2e/, playwright.config.ts).
export default vitestConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
  },
});
