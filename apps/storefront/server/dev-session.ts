import { Hono } from 'hono';
import { mountSession } from '@vitrine/session/server';
import { serverEnv } from '../src/lib/env.server.ts';
import { storeIdForHost } from '../src/lib/store.server.ts';
import { previewFromCookie } from '../src/lib/store-preview.server.ts';

/**
 * `pnpm dev`: the same session and API proxy as the production server (server/app.ts), loaded
 * into Vite's dev server by vite.config.ts, so logging in works the same way in development.
 */
export function createDevSession() {
  const app = new Hono();
  mountSession(app, {
    kind: 'customer',
    apiUrl: serverEnv().API_URL,
    storeIdFor: storeIdForHost,
    headersFromCookies: previewFromCookie,
  });
  return app;
}
