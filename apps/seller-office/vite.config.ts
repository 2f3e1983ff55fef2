import react from '@vitejs/plugin-react';
import { sessionInDev } from '@vitrine/session/vite-dev-session';
import { defineConfig } from 'vite';

export default defineConfig({
  // In development the office's own server is Vite's, with its session (and the sign-up's
  // hand-off) mounted as in production (server/app.ts).
  plugins: [
    sessionInDev('vitrine-seller-session', '/server/dev.ts', ['/vendedor/entrar']),
    react(),
  ],
  server: { port: Number(process.env.OFFICE_PORT ?? 5174) },
  // Dev only: every browser dependency pre-bundled at start, so a lazy route found later does
  // not re-bundle React under an open page.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react-router',
      '@tanstack/react-query',
      'zod',
      'react-hook-form',
      '@hookform/resolvers/zod',
      '@vitrine/api-client > ky',
      '@vitrine/ui > radix-ui',
      '@vitrine/ui > sonner',
    ],
  },
  build: { target: 'es2022' },
});
