import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { TrustProxy } from '@vitrine/contract/forwarded-for';
import { apiAnswers, mountHealth, type Lifecycle } from '@vitrine/server/health';
import { mountHeadersAndAssets } from '@vitrine/server/headers-and-assets';
import { mountSession } from '@vitrine/session/server';
import { previewFromCookie } from '../src/lib/store-preview.server.ts';
import { cachePolicy } from './cache-policy.ts';
import { toPrimaryHost } from './primary-host.ts';

export type StorefrontServerOptions = {
  build: ServerBuild;
  /** build/client: the browser assets. */
  clientDir: string;
  apiUrl: string;
  /** The store a host serves, or null (the session's proxy adds its id to every API call). */
  storeIdFor: (host: string) => Promise<string | null>;
  /** The proxies in front of this server (TRUST_PROXY); default none. */
  trustProxy?: TrustProxy;
  mode?: string;
  /** Whether the process was asked to stop (`/readyz`); default never. */
  lifecycle?: Lifecycle;
  /** The primary domain of the store at a host (null: none): pages elsewhere answer 301. */
  primaryHostFor?: (host: string) => Promise<string | null>;
};

/**
 * The production server: hashed assets with a year's cache, the customer's session and the
 * browser's API proxy (@vitrine/session: HttpOnly cookie, bearer and store headers added
 * here), the build version for the new-build check (spec §9), and every other request to
 * React Router, each page's answer with the cache rule of its kind (cache-policy.ts: public
 * pages a shared cache may keep, the customer's never).
 */
export function createStorefrontServer({
  build,
  clientDir,
  apiUrl,
  storeIdFor,
  trustProxy,
  mode,
  lifecycle = { draining: false },
  primaryHostFor,
}: StorefrontServerOptions) {
  const app = new Hono();
  // The probes: ready while the API answers and the process is not stopping.
  mountHealth(app, { api: () => apiAnswers(apiUrl) }, lifecycle);
  // Before the session's routes, or they would answer without it.
  for (const path of ['/_api/*', '/api/*', '/_session/*']) app.use(path, cachePolicy);
  mountSession(app, {
    kind: 'customer',
    apiUrl,
    storeIdFor,
    trustProxy,
    headersFromCookies: previewFromCookie,
  });
  mountHeadersAndAssets(app, clientDir);

  // spec §9 new-build check: the browser compares this with the manifest it booted with.
  app.get('/version.json', (c) =>
    c.json({ version: build.assets.version }, 200, { 'Cache-Control': 'no-store' }),
  );

  app.use(
    '*',
    serveStatic({
      root: clientDir,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=3600');
      },
    }),
  );

  // A store with a primary domain: its pages on any other host move there (primary-host.ts).
  if (primaryHostFor) app.on(['GET', 'HEAD'], '*', toPrimaryHost(primaryHostFor));

  const handle = createRequestHandler(build, mode ?? process.env.NODE_ENV);
  app.all('*', cachePolicy, (c) => handle(c.req.raw));
  return app;
}
