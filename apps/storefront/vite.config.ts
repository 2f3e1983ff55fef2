import { reactRouter } from '@react-router/dev/vite';
import { sessionInDev } from '@vitrine/session/vite-dev-session';
import { defineConfig } from 'vite';

export default defineConfig({
  // In development the storefront's own server is Vite's, with its session mounted as in production
  // (server/app.ts).
  plugins: [sessionInDev('vitrine-session', '/server/dev-session.ts'), reactRouter()],
  server: {
    port: Number(process.env.PORT ?? 5173),
  },
  // `pnpm dev` pre-bundles every browser dependency when it starts. Found one lazy import at a
  // time instead (the cart dialog, the login form), each find re-bundles React, and a page
  // already open ends up with two copies of it ("Invalid hook call"). Dev server only.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react-router',
      '@tanstack/react-query',
      'zod',
      'jotai',
      'jotai/utils',
      'react-hook-form',
      '@hookform/resolvers/zod',
      '@vitrine/api-client > ky',
      '@vitrine/ui > radix-ui',
      '@vitrine/ui > sonner',
    ],
  },
  build: { target: 'es2022' },
  // The first page load over HTTP/1.1 (6 connections per origin): Rolldown's default split
  // gave ~25 small files per page, each a round trip before the first paint (Lighthouse counts
  // every High-priority preload that ends before it). Two named chunks instead: the framework
  // (React, React DOM, React Router), needed by every page, and the shell (src/app, src/lib,
  // TanStack Query) every page's root and layout import. Route-only code stays split, and code
  // only ever imported dynamically (not tagged $initial: the API client, the dialogs) stays out.
  environments: {
    client: {
      build: {
        // `pnpm bench:web` builds with VITRINE_SOURCEMAPS=1 to tell whose code the initial JS
        // is (scripts/initial-js.ts), then deletes the maps: they are never served.
        sourcemap: process.env.VITRINE_SOURCEMAPS === '1' ? 'hidden' : false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
                  priority: 2,
                },
                {
                  name: 'shell',
                  test: /[\\/]src[\\/](app|lib)[\\/]|node_modules[\\/]@tanstack[\\/]/,
                  tags: ['$initial'],
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
});
