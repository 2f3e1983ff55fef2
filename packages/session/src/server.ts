import { sessionResponseSchema } from '@vitrine/contract/auth';
import type { Context, Hono } from 'hono';
import { proxy } from 'hono/proxy';
import { callApi, forwardedFor, type ApiCall } from './api-call.ts';
import { clearedSessionCookies, isHttps, sessionCookies, sessionToken } from './cookies.ts';
import { API_PROXY_PREFIX, SESSION_KINDS, SESSION_PATHS, type SessionKind } from './kinds.ts';
import { sameOriginOnly } from './origin.ts';
import { endSession, validateSession } from './validate.ts';
import type { TrustProxy } from '@vitrine/contract/forwarded-for';
import { STORE_HEADER } from '@vitrine/contract/headers';

export type SessionServerOptions = {
  kind: SessionKind;
  /** The commerce API as this server reaches it. */
  apiUrl: string;
  /** The store a host serves (the app's own resolution), or null for an unknown host. */
  storeIdFor: (host: string) => Promise<string | null>;
  /**
   * The proxies in front of this server (TRUST_PROXY, read with @vitrine/contract's
   * trustProxySchema); default none: the socket's peer is the browser.
   */
  trustProxy?: TrustProxy;
  now?: () => Date;
};

const API_DOWN = {
  code: 'api_unavailable',
  message: 'Não foi possível falar com a loja agora. Tente de novo em instantes.',
} as const;

/**
 * Mounts the session on an app's own server (spec §6), so the token never reaches page
 * JavaScript:
 * - `POST /_session/login` and `/_session/create-password` call the API and keep the token in
 *   an HttpOnly cookie; the page only gets the logged account.
 * - `POST /_session/logout` ends it on the API and clears the cookies either way.
 * - `POST /api/validate_user` (or `_seller`, spec §7) validates the cookie's token here.
 * - `/_api/<path>` → `<API>/<path>` and `/api/<path>` → `<API>/api/<path>`: the browser's API
 *   calls, with the bearer token from the cookie and the store of the host added here.
 * Every mutating request must come from this origin (CSRF).
 */
export function mountSession(app: Hono, options: SessionServerOptions) {
  const config = SESSION_KINDS[options.kind];
  for (const path of [`${API_PROXY_PREFIX}/*`, '/api/*', '/_session/*']) {
    app.use(path, sameOriginOnly);
  }
  app.post(SESSION_PATHS.login, (c) => startSession(c, options, config.api.login));
  app.post(SESSION_PATHS.createPassword, (c) =>
    startSession(c, options, config.api.createPassword),
  );
  app.post(SESSION_PATHS.logout, async (c) => {
    const ok = await endSession(options.kind, await apiCall(c, options));
    for (const cookie of clearedSessionCookies(options.kind, isHttps(c.req.raw))) {
      c.header('Set-Cookie', cookie, { append: true });
    }
    return c.json({ ok }, 200, { 'Cache-Control': 'no-store' });
  });
  app.post(config.validatePath, async (c) => {
    const call = await apiCall(c, options);
    const account = await validateSession(options.kind, call);
    if (!account && call.token) {
      for (const cookie of clearedSessionCookies(options.kind, isHttps(c.req.raw))) {
        c.header('Set-Cookie', cookie, { append: true });
      }
    }
    // Not logged in is an answer, not an error (spec §8: no message).
    return c.json(account, 200, { 'Cache-Control': 'no-store' });
  });
  app.all(`${API_PROXY_PREFIX}/*`, (c) => forward(c, options, API_PROXY_PREFIX));
  app.all('/api/*', (c) => forward(c, options, ''));
}

async function apiCall(c: Context, options: SessionServerOptions): Promise<ApiCall> {
  return {
    apiUrl: options.apiUrl,
    storeId: await options.storeIdFor(new URL(c.req.url).host),
    token: sessionToken(options.kind, c.req.header('cookie')),
    forwardedFor: forwardedFor(c, options.trustProxy),
  };
}

/** Login and create-password: the API's answer, less the token, which becomes the cookie. */
async function startSession(c: Context, options: SessionServerOptions, apiPath: string) {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return c.json({ code: 'invalid_json', message: 'Corpo do pedido inválido.' }, 400);
  }
  const call = { ...(await apiCall(c, options)), token: undefined };
  let response: Response;
  try {
    response = await callApi(call, apiPath, body);
  } catch {
    return c.json(API_DOWN, 502);
  }
  if (!response.ok) {
    const retryAfter = response.headers.get('retry-after');
    return new Response(response.body, {
      status: response.status,
      headers: {
        'content-type': response.headers.get('content-type') ?? 'application/json',
        ...(retryAfter ? { 'retry-after': retryAfter } : {}),
      },
    });
  }
  const session = sessionResponseSchema.safeParse(await response.json().catch(() => null));
  if (!session.success) return c.json(API_DOWN, 502);
  const cookies = sessionCookies(options.kind, {
    token: session.data.access_token,
    expiresAt: new Date(session.data.expires_at),
    secure: isHttps(c.req.raw),
    now: options.now?.() ?? new Date(),
  });
  for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
  return c.json({ account: session.data.account }, 200, { 'Cache-Control': 'no-store' });
}

/** The browser's API call, with this session's bearer and this host's store (never the page's). */
async function forward(c: Context, options: SessionServerOptions, stripPrefix: string) {
  const url = new URL(c.req.url);
  const path = url.pathname.slice(stripPrefix.length) || '/';
  const call = await apiCall(c, options);
  return proxy(`${options.apiUrl.replace(/\/+$/, '')}${path}${url.search}`, {
    raw: c.req.raw,
    headers: {
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
    },
  });
}
