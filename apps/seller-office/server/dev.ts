import { Hono } from 'hono';
import { mountSession } from '@vitrine/session/server';
import { loadEnv } from './env.ts';
import { storeResolver } from './stores.ts';

/**
 * `pnpm dev`: the same session and API proxy as the production server (server/app.ts), loaded
 * into Vite's dev server by vite.config.ts, so logging in works the same way in development.
 */
export function createDevSession() {
  const env = loadEnv();
  const app = new Hono();
  mountSession(app, {
    kind: 'seller',
    apiUrl: env.API_URL,
    storeIdFor: storeResolver(env.API_URL, env.STORE_CACHE_MS),
  });
  return app;
}
