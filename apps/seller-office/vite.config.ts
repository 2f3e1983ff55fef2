import { getRequestListener } from '@hono/node-server';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * In development the office's own server is Vite's: the seller's session and the API proxy
 * (@vitrine/session: /_session/*, /_api/*, /api/*) are mounted on it as in production
 * (server/app.ts), loaded through Vite so the workspace's TypeScript runs as is.
 */
function sessionInDev(): Plugin {
  return {
    name: 'vitrine-seller-session',
    apply: 'serve',
    configureServer(server) {
      let listener: ReturnType<typeof getRequestListener> | undefined;
      server.middlewares.use(async (req, res, next) => {
        if (!/^\/(_session|_api|api)\//.test(req.url ?? '')) return next();
        if (!listener) {
          const module = await server.ssrLoadModule('/server/dev.ts');
          listener = getRequestListener(module.createDevSession().fetch);
        }
        await listener(req, res);
      });
    },
  };
}

export default defineConfig({
  plugins: [sessionInDev(), react()],
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
