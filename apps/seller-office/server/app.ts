import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { contentSecurityPolicy, newNonce } from '@vitrine/server/content-security-policy';
import { apiAnswers, mountHealth, type Lifecycle } from '@vitrine/server/health';
import { mountHeadersAndAssets } from '@vitrine/server/headers-and-assets';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TrustProxy } from '@vitrine/contract/forwarded-for';
import { sessionToken } from '@vitrine/session/cookies';
import { checkSession } from '@vitrine/session/guard';
import { DEFAULT_PLATFORM_DOMAIN } from '@vitrine/domain/store-slug';
import { CONSOLE_PATHS, LOGIN_PATH } from '../src/lib/paths.ts';
import { mountLoginCode } from './login-code.ts';
import {
  asConsole,
  consolePageKind,
  isConsolePath,
  pageKind,
  storeNotFoundHtml,
  withNonce,
} from './pages.ts';
import { saleCodeOf, saleIsMissing } from './sale-page.ts';
import { mountSessions, onPlatformHost } from './sessions.ts';

export type OfficeServerOptions = {
  /** dist/: the built app (index.html and hashed assets). */
  clientDir: string;
  apiUrl: string;
  /** The store a host serves, or null for an unknown host. */
  storeIdFor: (host: string) => Promise<string | null>;
  /** The proxies in front of this server (TRUST_PROXY); default none. */
  trustProxy?: TrustProxy;
  /**
   * Where the store's pictures come from (its `assets_url` origin: the API's or the CDN's), for
   * the pages' img-src: the uploaded images' previews. Default none.
   */
  imageOriginFor?: (host: string) => Promise<string | null>;
  /**
   * PLATFORM_DOMAIN: whose sign-up page hands new owners over (login-code.ts), and the host
   * whose office is the platform operators' console (`/operador`).
   */
  platformDomain?: string;
  /** Whether the process was asked to stop (`/readyz`); default never. */
  lifecycle?: Lifecycle;
};

/**
 * The seller office's own server: the seller's session (@vitrine/session: `seller_access_token`
 * HttpOnly, SameSite=Strict, 24 h; the `/_api` and `/api` proxy adding the bearer and the
 * host's store), the built assets, and the app's page for the spec §2 routes — after checking
 * on the server that a "seller login required" page has a seller (else the login, remembering
 * the page) and that the host is a store's (else "Loja não encontrada").
 *
 * On the platform's own host (PLATFORM_DOMAIN) the same app is the operators' console: the
 * operator's session instead (`operator_access_token`, 12 h, no store), `/operador/*` behind
 * it (else `/operador/entrar`, remembering the page), `/` leading there; every other path
 * answers as before (no store there: "Loja não encontrada").
 */
export function createOfficeServer({
  clientDir,
  apiUrl,
  storeIdFor,
  trustProxy,
  imageOriginFor,
  platformDomain = DEFAULT_PLATFORM_DOMAIN,
  lifecycle = { draining: false },
}: OfficeServerOptions) {
  const app = new Hono();
  // The probes: ready while the API answers and the process is not stopping.
  mountHealth(app, { api: () => apiAnswers(apiUrl) }, lifecycle);
  mountSessions(app, { apiUrl, storeIdFor, trustProxy, platformDomain });
  mountLoginCode(app, { apiUrl, storeIdFor, trustProxy, platformDomain });
  mountHeadersAndAssets(app, clientDir);
  app.get('/favicon.svg', serveStatic({ root: clientDir }));

  app.get('/', (c) =>
    c.redirect(onPlatformHost(c, platformDomain) ? CONSOLE_PATHS.home : '/vendedor', 302),
  );
  // spec §2: logging out without a seller token goes to /login — on this deployment, the
  // seller's login.
  app.get('/login', (c) => c.redirect(LOGIN_PATH, 302));
  app.get('/vendedor/login/logout', async (c, next) => {
    if (!sessionToken('seller', c.req.header('cookie'))) return c.redirect('/login', 302);
    await next();
  });

  const page = readFileSync(join(clientDir, 'index.html'), 'utf8');
  // Every HTML answer with its own nonce (@vitrine/server/content-security-policy): on the
  // header and on the page's scripts and module preloads, the only scripts it lets run.
  // Never cached anywhere (no-store), so no copy outlives its nonce.
  const html = (
    c: Context,
    body: (nonce: string) => string,
    status: 200 | 404,
    imageOrigin?: string | null,
  ) => {
    const nonce = newNonce();
    const imageOrigins = imageOrigin ? [imageOrigin] : [];
    return c.html(body(nonce), status, {
      'Cache-Control': 'no-store',
      'Content-Security-Policy': contentSecurityPolicy({ nonce, imageOrigins }),
    });
  };
  const consolePage = async (c: Context, path: string) => {
    const kind = consolePageKind(path);
    if (kind === 'operator') {
      const check = await checkSession('operator', c.req.raw, {
        apiUrl,
        loginPath: CONSOLE_PATHS.login,
      });
      if (!check.ok) {
        check.headers.set('Location', check.location);
        check.headers.set('Cache-Control', 'no-store');
        return new Response(null, { status: 302, headers: check.headers });
      }
    }
    return html(c, (nonce) => asConsole(withNonce(page, nonce)), kind === 'not-found' ? 404 : 200);
  };
  app.get('*', async (c) => {
    const host = new URL(c.req.url).host;
    if (onPlatformHost(c, platformDomain) && isConsolePath(new URL(c.req.url).pathname)) {
      return consolePage(c, new URL(c.req.url).pathname);
    }
    const storeId = await storeIdFor(host).catch(() => undefined);
    if (storeId === undefined) {
      return c.text('A loja não respondeu. Tente de novo em instantes.', 503, {
        'Retry-After': '5',
        'Cache-Control': 'no-store',
      });
    }
    // Not kept either: the host may be given to a store at any moment.
    if (storeId === null) {
      return html(c, () => storeNotFoundHtml(host), 404);
    }
    const path = new URL(c.req.url).pathname;
    let kind = pageKind(path);
    if (kind === 'seller') {
      const check = await checkSession('seller', c.req.raw, {
        apiUrl,
        storeId,
        loginPath: LOGIN_PATH,
      });
      if (!check.ok) {
        check.headers.set('Location', check.location);
        check.headers.set('Cache-Control', 'no-store');
        return new Response(null, { status: 302, headers: check.headers });
      }
      // A sale that is not this store's (or no sale): the app shows "Page Not Found" there,
      // and the status must say so too, as for any other missing page.
      const code = saleCodeOf(path);
      if (code && (await saleIsMissing({ apiUrl, storeId, token: check.token, code }))) {
        kind = 'not-found';
      }
    }
    const imageOrigin = await imageOriginFor?.(host).catch(() => null);
    // A seller's page: never kept by a shared cache.
    return html(
      c,
      (nonce) => withNonce(page, nonce),
      kind === 'not-found' ? 404 : 200,
      imageOrigin,
    );
  });
  return app;
}
