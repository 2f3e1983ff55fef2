import { reactRouter } from '@react-router/dev/vite';
import { sessionInDev } from '@vitrine/session/vite-dev-session';
import { defineConfig } from 'vite';

/**
 * Chunks a page imports with `import()` that it never needs before it is interactive: the
 * product page's freight quote (fetched after hydration) and the product and service queries'
 * fetchers (their data comes with the page from the loader; the browser fetches only to
 * refresh it), and what every page runs once interactive (app/after-hydration.tsx: the toasts'
 * host, the hearts). See build.modulePreload.
 */
const AFTER_HYDRATION = /(^|\/)(freight-quote|get-product|get-service|after-hydration)-[\w-]+\.js$/;

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
  build: {
    target: 'es2022',
    modulePreload: {
      // Vite lists, in the importing chunk, every module a dynamic import will need, to preload
      // them side by side. For AFTER_HYDRATION chunks that list is bytes in the product page's
      // initial JS (its budget, README) for a download nobody waits on: their modules come
      // through their own imports instead. Styles stay listed (Vite adds them in any case: the
      // list is how they load).
      resolveDependencies: (file, deps) => (AFTER_HYDRATION.test(file) ? [] : deps),
    },
  },
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
