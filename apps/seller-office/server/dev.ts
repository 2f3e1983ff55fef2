import { Hono } from 'hono';
import { mountSession } from '@vitrine/session/server';
import { loadEnv } from './env.ts';
import { mountLoginCode } from './login-code.ts';
import { storeResolver } from './stores.ts';

/**
 * `pnpm dev`: the same session, API proxy and sign-up hand-off as the production server
 * (server/app.ts), loaded into Vite's dev server by vite.config.ts, so logging in works the same
 * way in development.
 */
export function createDevSession() {
  const env = loadEnv();
  const app = new Hono();
  const storeIdFor = storeResolver(env.API_URL, env.STORE_CACHE_MS);
  mountSession(app, { kind: 'seller', apiUrl: env.API_URL, storeIdFor });
  mountLoginCode(app, { apiUrl: env.API_URL, storeIdFor, platformDomain: env.PLATFORM_DOMAIN });
  return app;
}
