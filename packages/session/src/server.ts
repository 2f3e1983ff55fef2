import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { forwardedFor, type ApiCall } from './api-call.ts';
import { clearedSessionCookies, hasSessionCookie, isHttps, sessionToken } from './cookies.ts';
import { API_PROXY_PREFIX, SESSION_KINDS, SESSION_PATHS, type SessionKind } from './kinds.ts';
import { sameOriginOnly } from './origin.ts';
import { passThrough } from './pass-through.ts';
import { safeReturnPath } from './return-path.ts';
import { startSession } from './start.ts';
import { checkToken, endSession } from './validate.ts';
import type { TrustProxy } from '@vitrine/contract/forwarded-for';
import { STORE_HEADER } from '@vitrine/contract/headers';

export type SessionServerOptions = {
  kind: SessionKind;
  /** The commerce API as this server reaches it. */
  apiUrl: string;
  /**
   * The store a host serves (the app's own resolution), or null for an unknown host. Required
   * for a kind of one store (SESSION_KINDS' `storeBound`); never asked for the operator's.
   */
  storeIdFor?: (host: string) => Promise<string | null>;
  /**
   * The proxies in front of this server (TRUST_PROXY, read with @vitrine/contract's
   * trustProxySchema); default none: the socket's peer is the browser.
   */
  trustProxy?: TrustProxy;
  now?: () => Date;
  /**
   * Headers the browser's API calls carry from this server's own HttpOnly cookies (the
   * storefront: a seller's preview token), by the request's Cookie header. A header named here
   * is never the browser's own: undefined drops it.
   */
  headersFromCookies?: (cookie: string | undefined) => Record<string, string | undefined>;
};

/**
 * Mounts the session on an app's own server (spec §6), so the token never reaches page
 * JavaScript:
 * - `POST /_session/login` and `/_session/create-password` (for a kind that has one) call the
 *   API and keep the token in an HttpOnly cookie; the page only gets the logged account.
 * - `POST /_session/logout` ends it on the API and clears the cookies either way.
 * - `POST /api/validate_user` (or `_seller`, spec §7) validates the cookie's token here.
 * - `/_api/<path>` → `<API>/<path>` and `/api/<path>` → `<API>/api/<path>`: the browser's API
 *   calls, with the bearer token from the cookie and the store of the host added here (none
 *   for the operator's kind, of no store: an X-Store-Id the browser sent goes no further).
 * Every mutating request must come from this origin (CSRF).
 *
 * When the API no longer accepts the cookie's token (revoked from another device, expired),
 * the answer that finds it out clears both cookies: every tab of that browser sees its marker
 * go within the spec §9 300 ms polling and treats it as a logout.
 */
export function mountSession(app: Hono, options: SessionServerOptions) {
  const config = SESSION_KINDS[options.kind];
  if (config.storeBound && !options.storeIdFor) {
    throw new Error(`mountSession: the ${options.kind} session needs storeIdFor`);
  }
  for (const path of [`${API_PROXY_PREFIX}/*`, '/api/*', '/_session/*']) {
    app.use(path, sameOriginOnly);
  }
  app.post(SESSION_PATHS.login, (c) => startFromBrowser(c, options, 'login'));
  if (config.api.createPassword) {
    app.post(SESSION_PATHS.createPassword, (c) => startFromBrowser(c, options, 'createPassword'));
  }
  app.post(SESSION_PATHS.logout, async (c) => {
    const ok = await endSession(options.kind, await apiCall(c, options));
    for (const cookie of clearedSessionCookies(options.kind, isHttps(c.req.raw))) {
      c.header('Set-Cookie', cookie, { append: true });
    }
    return c.json({ ok }, 200, { 'Cache-Control': 'no-store' });
  });
  app.post(config.validatePath, async (c) => {
    const check = await checkToken(options.kind, await apiCall(c, options));
    // A refused token, or a marker left without its token: logged out in this browser. An API
    // that did not answer ends nothing (`unknown`): the tabs ask again later.
    if (check.state === 'refused' && hasSessionCookie(options.kind, c.req.header('cookie'))) {
      for (const cookie of clearedSessionCookies(options.kind, isHttps(c.req.raw))) {
        c.header('Set-Cookie', cookie, { append: true });
      }
    }
    // Not logged in is an answer, not an error (spec §8: no message).
    const account = check.state === 'valid' ? check.account : null;
    return c.json(account, 200, { 'Cache-Control': 'no-store' });
  });
  app.all(`${API_PROXY_PREFIX}/*`, (c) => forward(c, options, API_PROXY_PREFIX));
  app.all('/api/*', (c) => forward(c, options, ''));
}

async function apiCall(c: Context, options: SessionServerOptions): Promise<ApiCall> {
  return {
    apiUrl: options.apiUrl,
    storeId: SESSION_KINDS[options.kind].storeBound
      ? ((await options.storeIdFor?.(new URL(c.req.url).host)) ?? null)
      : null,
    token: sessionToken(options.kind, c.req.header('cookie')),
    forwardedFor: forwardedFor(c, options.trustProxy),
    userAgent: c.req.header('user-agent'),
  };
}

/**
 * Login and create-password: the API's answer, less the token, which becomes the cookie. A
 * page's script posts JSON and gets JSON; a form posted before the page's script ran (or with
 * none) gets a redirect: to `voltar` when logged in, else back to its page with `?erro=<code>`.
 */
async function startFromBrowser(
  c: Context,
  options: SessionServerOptions,
  how: 'login' | 'createPassword',
) {
  const fromForm = !c.req.header('content-type')?.includes('application/json');
  let body: Record<string, unknown>;
  try {
    body = fromForm ? await c.req.parseBody() : await c.req.json();
  } catch {
    return c.json({ code: 'invalid_json', message: 'Corpo do pedido inválido.' }, 400);
  }
  const { voltar, ...fields } = body;
  const { token: _token, ...call } = await apiCall(c, options);
  const started = await startSession(options.kind, how, call, fields, {
    secure: isHttps(c.req.raw),
    now: options.now?.() ?? new Date(),
  });
  if (started.ok) {
    for (const cookie of started.cookies) c.header('Set-Cookie', cookie, { append: true });
    if (fromForm) return c.redirect(safeReturnPath(String(voltar ?? '')) ?? '/', 303);
    return c.json({ account: started.account }, 200, { 'Cache-Control': 'no-store' });
  }
  if (fromForm) return c.redirect(formPageWithError(c, started.error.code), 303);
  if (started.retryAfter) c.header('Retry-After', started.retryAfter);
  return c.json(started.error, started.status as ContentfulStatusCode);
}

/** The page a form came from (this site only), with the refusal's code for it to explain. */
function formPageWithError(c: Context, code: string): string {
  let page = '/';
  try {
    const referer = new URL(c.req.header('referer') ?? '');
    if (referer.host === new URL(c.req.url).host) page = `${referer.pathname}${referer.search}`;
  } catch {
    // no Referer: the home page
  }
  const url = new URL(safeReturnPath(page) ?? '/', 'http://vitrine.invalid');
  url.searchParams.set('erro', code);
  return `${url.pathname}${url.search}`;
}

/** The browser's API call, with this session's bearer and this host's store (never the page's). */
async function forward(c: Context, options: SessionServerOptions, stripPrefix: string) {
  const url = new URL(c.req.url);
  const path = url.pathname.slice(stripPrefix.length) || '/';
  const call = await apiCall(c, options);
  const response = await passThrough(
    c,
    `${options.apiUrl.replace(/\/+$/, '')}${path}${url.search}`,
    {
      ...c.req.header(),
      host: undefined,
      cookie: undefined,
      authorization: call.token ? `Bearer ${call.token}` : undefined,
      [STORE_HEADER.toLowerCase()]: call.storeId ?? undefined,
      // Only the address this server vouches for; what the browser claimed goes no further.
      'x-forwarded-for': call.forwardedFor,
      forwarded: undefined,
      'x-real-ip': undefined,
      'x-forwarded-host': url.host,
      'x-forwarded-proto': url.protocol.replace(':', ''),
      // The trace context is this server's call's (its client span, when traces are on), not
      // the browser's: the API's span is a child of this hop, not of the page.
      traceparent: undefined,
      tracestate: undefined,
      baggage: undefined,
      ...options.headersFromCookies?.(c.req.header('cookie')),
    },
  );
  // A 401 may be about something else than the session (a route's own refusal): the cookies go
  // only when the API, asked about the token itself, refuses it.
  if (
    response.status === 401 &&
    call.token &&
    (await checkToken(options.kind, call)).state === 'refused'
  ) {
    for (const cookie of clearedSessionCookies(options.kind, isHttps(c.req.raw))) {
      response.headers.append('Set-Cookie', cookie);
    }
  }
  return response;
}
