import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';

/**
 * What every page server answers with, after its session's routes: the secure headers,
 * compression, and the hashed assets of its build (`clientDir/assets`) with a year's cache.
 */
export function mountHeadersAndAssets(app: Hono, clientDir: string) {
  app.use(
    '*',
    secureHeaders({
      crossOriginEmbedderPolicy: false,
      // The browser names this origin on its own form posts (the session's CSRF check reads
      // it): not `no-referrer`, under which Chrome sends `Origin: null`.
      referrerPolicy: 'strict-origin-when-cross-origin',
    }),
  );
  app.use('*', compress());
  // Vite names every file under assets/ by its content hash: it never changes.
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    serveStatic({ root: clientDir }),
  );
}
