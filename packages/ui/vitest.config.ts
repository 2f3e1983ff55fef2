import react from '@vitejs/plugin-react';
import { vitestConfig } from '@vitrine/vitest-config';

export default vitestConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    // One jsdom per worker instead of one per file: building jsdom and re-importing React for
    // every file was most of this suite's time. Tests clean up after themselves (setup file).
    isolate: false,
    setupFiles: ['./vitest.setup.ts'],
  },
});
