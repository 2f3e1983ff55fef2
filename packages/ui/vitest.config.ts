import react from '@vitejs/plugin-react';
import { vitestConfig } from '@vitrine/vitest-config';

export default vitestConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
  },
});
