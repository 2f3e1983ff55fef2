import { Hono } from 'hono';
import { loadEnv } from './env.ts';
import { mountLoginCode } from './login-code.ts';
import { mountSessions } from './sessions.ts';
import { storeResolver } from './stores.ts';

/**
 * `pnpm dev`: the same sessions (the seller's, and the operator's on the platform's host), API
 * proxy and sign-up hand-off as the production server (server/app.ts), loaded into Vite's dev
 * server by vite.config.ts, so logging in works the same way in development.
 */
export function createDevSession() {
  const env = loadEnv();
  const app = new Hono();
  const storeIdFor = storeResolver(env.API_URL, env.STORE_CACHE_MS);
  const platformDomain = env.PLATFORM_DOMAIN;
  mountSessions(app, { apiUrl: env.API_URL, storeIdFor, platformDomain });
  mountLoginCode(app, { apiUrl: env.API_URL, storeIdFor, platformDomain });
  return app;
}
