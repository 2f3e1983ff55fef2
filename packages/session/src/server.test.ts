import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { trustProxySchema } from '@vitrine/contract/forwarded-for';
import { checkSession } from './guard.ts';
import { mountSession } from './server.ts';
import { SESSION_KINDS, type SessionKind } from './kinds.ts';

// The app's session server against a real upstream HTTP server on 127.0.0.1 standing in for the
// API: each test sets its answers and reads what reached it.
type Seen = { method: string; path: string; headers: Record<string, string>; body: string };
const seen: Seen[] = [];
let answer: (request: Seen) => Response = () =>
  Response.json({ code: 'not_found' }, { status: 404 });

const upstream = new Hono();
upstream.all('*', async (c) => {
  const request: Seen = {
    method: c.req.method,
    path: new URL(c.req.url).pathname + new URL(c.req.url).search,
    headers: c.req.header(),
    body: await c.req.text(),
  };
  seen.push(request);
  return answer(request);
});
const server = serve({ fetch: upstream.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  seen.length = 0;
});

const STORES: Record<string, string> = { 'loja.test': 'store-1', 'outra.test': 'store-2' };
const NOW = new Date('2026-11-22T12:00:00Z');
const ACCOUNT = {
  _id: 'acc-1',
  email: 'marina@exemplo.com.br',
  first_name: 'Marina',
  last_name: 'Costa',
  store_id: 'store-1',
};

function app(kind: SessionKind = 'customer', trustProxy?: string) {
  const app = new Hono();
  mountSession(app, {
    kind,
    apiUrl,
    storeIdFor: async (host) => STORES[host] ?? null,
    now: () => NOW,
    ...(trustProxy === undefined ? {} : { trustProxy: trustProxySchema.parse(trustProxy) }),
  });
  return app;
}

const sameOrigin = { origin: 'http://loja.test', 'content-type': 'application/json' };

function login(kind: SessionKind = 'customer', headers: Record<string, string> = {}) {
  return app(kind).request('http://loja.test/_session/login', {
    method: 'POST',
    headers: { ...sameOrigin, 'user-agent': 'Mozilla/5.0 (Vitrine test)', ...headers },
    body: JSON.stringify({ email: ACCOUNT.email, password: 'Cliente@123' }),
  });
}

const sessionAnswer = (expiresAt: string) => () =>
  Response.json({ access_token: 'tok-secret', expires_at: expiresAt, account: ACCOUNT });

describe('POST /_session/login', () => {
  it('logs in on the API with the host’s store and keeps the token in an HttpOnly cookie only', async () => {
    answer = sessionAnswer('2026-12-22T12:00:00.000Z');
    const response = await login();
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ account: ACCOUNT });
    expect(body).not.toContain('tok-secret');
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/customers/login' });
    expect(seen[0]?.headers['x-store-id']).toBe('store-1');
    expect(seen[0]?.headers['user-agent']).toBe('Mozilla/5.0 (Vitrine test)');
    expect(JSON.parse(seen[0]!.body)).toEqual({ email: ACCOUNT.email, password: 'Cliente@123' });

    const [token, marker] = response.headers.getSetCookie();
    expect(token).toMatch(/^customer_access_token=tok-secret;/);
    expect(token).toContain('HttpOnly');
    expect(token).toContain('Path=/');
    expect(token).toContain('SameSite=Lax');
    expect(token).toContain('Expires=Tue, 22 Dec 2026 12:00:00 GMT');
    expect(token).not.toContain('Secure');
    expect(marker).toMatch(/^customer_session=[0-9a-f-]{36};/);
    expect(marker).not.toContain('HttpOnly');
    expect(marker).not.toContain('tok-secret');
  });

  it('marks the cookies Secure when the shopper came over https', async () => {
    answer = sessionAnswer('2026-12-22T12:00:00.000Z');
    const response = await app().request('http://loja.test/_session/login', {
      method: 'POST',
      headers: { ...sameOrigin, origin: 'https://loja.test', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ email: ACCOUNT.email, password: 'x' }),
    });
    for (const cookie of response.headers.getSetCookie()) expect(cookie).toContain('Secure');
  });

  it('gives the seller a same-site strict cookie of 24 hours at most (spec §6, §9)', async () => {
    answer = sessionAnswer('2027-01-22T12:00:00.000Z');
    const response = await login('seller');
    expect(seen[0]?.path).toBe('/sellers/login');
    const [token] = response.headers.getSetCookie();
    expect(token).toMatch(/^seller_access_token=tok-secret;/);
    expect(token).toContain('SameSite=Strict');
    expect(token).toContain('Expires=Mon, 23 Nov 2026 12:00:00 GMT');
  });

  it('passes a refusal on as it came, with Retry-After, and sets no cookie', async () => {
    answer = () =>
      Response.json(
        { code: 'too_many_requests', message: 'Muitas tentativas. Tente de novo em 1 minuto.' },
        { status: 429, headers: { 'retry-after': '60' } },
      );
    const response = await login();
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(await response.json()).toMatchObject({ code: 'too_many_requests' });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('logs a form posted before the page’s script ran in, and goes back to `voltar`', async () => {
    answer = sessionAnswer('2026-12-22T12:00:00.000Z');
    const response = await app().request('http://loja.test/_session/login', {
      method: 'POST',
      headers: { origin: 'http://loja.test', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: ACCOUNT.email,
        password: 'Cliente@123',
        voltar: '/minha-conta/meus-pedidos',
      }).toString(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/minha-conta/meus-pedidos');
    expect(JSON.parse(seen[0]!.body)).toEqual({ email: ACCOUNT.email, password: 'Cliente@123' });
    expect(response.headers.getSetCookie()[0]).toContain('HttpOnly');
  });

  it('sends a refused form back to its page with the code, never elsewhere', async () => {
    answer = () => Response.json({ code: 'invalid_credentials', message: 'x' }, { status: 401 });
    const post = (referer: string) =>
      app().request('http://loja.test/_session/login', {
        method: 'POST',
        headers: {
          origin: 'http://loja.test',
          referer,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'email=a%40b.com&password=x&voltar=%2F%2Fevil.example',
      });
    const own = await post('http://loja.test/login?voltar=%2Fx');
    expect(own.headers.get('location')).toBe('/login?voltar=%2Fx&erro=invalid_credentials');
    const foreign = await post('http://evil.example/login');
    expect(foreign.headers.get('location')).toBe('/?erro=invalid_credentials');
    expect(own.headers.getSetCookie()).toEqual([]);
  });

  it('answers 502 in Portuguese when the API is unreachable', async () => {
    const offline = new Hono();
    mountSession(offline, {
      kind: 'customer',
      apiUrl: 'http://127.0.0.1:9',
      storeIdFor: async () => 'store-1',
    });
    const response = await offline.request('http://loja.test/_session/login', {
      method: 'POST',
      headers: sameOrigin,
      body: '{}',
    });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: 'api_unavailable' });
  });
});

const withCookie = (cookie: string, headers: Record<string, string> = sameOrigin) => ({
  ...headers,
  cookie,
});

describe('the /_api proxy', () => {
  it('adds the cookie’s bearer and the host’s store, overriding what the page sent', async () => {
    answer = () => Response.json({ status: 302, error: 'Produto sem estoque.' }, { status: 409 });
    const response = await app().request('http://loja.test/_api/cart?x=1', {
      method: 'POST',
      headers: withCookie('customer_access_token=tok-secret; customer_session=m1', {
        ...sameOrigin,
        authorization: 'Bearer forged',
        'x-store-id': 'store-2',
      }),
      body: JSON.stringify({ qnt: 1 }),
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ status: 302, error: 'Produto sem estoque.' });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/cart?x=1', body: '{"qnt":1}' });
    expect(seen[0]?.headers).toMatchObject({
      authorization: 'Bearer tok-secret',
      'x-store-id': 'store-1',
      'x-forwarded-host': 'loja.test',
      'x-forwarded-proto': 'http',
    });
    expect(seen[0]?.headers.cookie).toBeUndefined();
  });

  it('passes a multipart upload through whole: an image of several MB to /_api/images', async () => {
    answer = () => Response.json({ id: 'img-1' }, { status: 201 });
    const form = new FormData();
    const bytes = 'a'.repeat(3 * 1024 * 1024);
    form.append('file', new File([bytes], 'foto.jpg', { type: 'image/jpeg' }));
    const request = new Request('http://loja.test/_api/images', {
      method: 'POST',
      body: form,
      headers: withCookie('seller_access_token=tok-secret; seller_session=m1', {
        origin: 'http://loja.test',
      }),
    });
    const sent = await request.clone().text();
    const response = await app('seller').request(request);
    expect(response.status).toBe(201);
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/images' });
    expect(seen[0]?.headers['content-type']).toBe(request.headers.get('content-type'));
    expect(seen[0]?.headers.authorization).toBe('Bearer tok-secret');
    expect(seen[0]?.body).toBe(sent);
    expect(seen[0]?.body).toContain(bytes);
  });

  it('passes a large answer back whole and a small one with its headers (each Set-Cookie)', async () => {
    const csv = 'sku;nome\n'.repeat(400_000);
    answer = () => new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8' } });
    const large = await app('seller').request('http://loja.test/_api/sales/export', {
      headers: withCookie('seller_access_token=tok-secret; seller_session=m1'),
    });
    expect(large.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await large.text()).toBe(csv);
    answer = () => {
      const headers = new Headers({ 'content-type': 'application/json', 'x-request-id': 'r1' });
      headers.append('set-cookie', 'a=1; Path=/');
      headers.append('set-cookie', 'b=2; Path=/');
      return new Response('{"ok":true}', { status: 201, headers });
    };
    const small = await app().request('http://loja.test/_api/cart', {
      method: 'POST',
      headers: { ...sameOrigin, 'accept-encoding': 'gzip, br' },
      body: '{}',
    });
    expect(small.status).toBe(201);
    expect(small.headers.get('x-request-id')).toBe('r1');
    expect(small.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await small.json()).toEqual({ ok: true });
    // The hop to the API is not compressed (its CPU), whatever the browser accepts.
    expect(seen.at(-1)?.headers['accept-encoding']).toBeUndefined();
  });

  it('sends no bearer at all without the cookie', async () => {
    answer = () => Response.json({ items: [] });
    await app().request('http://loja.test/_api/products', {
      headers: { authorization: 'Bearer forged' },
    });
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it.each(['/api/get_address', '/api/sellers/logout'])(
    'forwards the spec §7 own-origin call %s to the same path on the API',
    async (path) => {
      answer = () => Response.json({});
      await app().request(`http://loja.test${path}`, { method: 'POST', headers: sameOrigin });
      expect(seen.at(-1)?.path).toBe(path);
    },
  );

  it.each([
    ['a foreign Origin', { origin: 'http://evil.example' }],
    ['the same host on another scheme', { origin: 'https://loja.test' }],
    ['Origin: null', { origin: 'null' }],
    ['no Origin from a cross-site page', { 'sec-fetch-site': 'cross-site' }],
    ['no Origin and no Fetch metadata', {}],
  ])('refuses a mutating request with %s (CSRF) before it reaches the API', async (_, headers) => {
    for (const path of ['/_api/cart', '/api/validate_user', '/_session/logout']) {
      const response = await app().request(`http://loja.test${path}`, {
        method: 'POST',
        headers: { ...headers, cookie: 'customer_access_token=tok-secret' },
        body: '{}',
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'cross_origin' });
    }
    expect(seen).toEqual([]);
  });

  it.each(['customer', 'seller'] as const)(
    'clears the %s cookies when the API refuses the token itself (revoked elsewhere)',
    async (kind) => {
      const { tokenCookie, markerCookie } = SESSION_KINDS[kind];
      answer = () =>
        Response.json({ code: 'unauthorized', message: 'Sessão inválida.' }, { status: 401 });
      const response = await app(kind).request('http://loja.test/_api/customers/me/devices', {
        headers: withCookie(`${tokenCookie}=revoked; ${markerCookie}=m1`),
      });
      // The page still gets the API's answer as it came.
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ code: 'unauthorized', message: 'Sessão inválida.' });
      // The proxy asked the API about the token before ending anything.
      expect(seen.map((request) => request.path)).toEqual([
        '/customers/me/devices',
        SESSION_KINDS[kind].api.validate,
      ]);
      expect(JSON.parse(seen[1]!.body)).toEqual({ access_token: 'revoked' });
      const cleared = response.headers.getSetCookie();
      expect(cleared.map((cookie) => cookie.split('=')[0])).toEqual([tokenCookie, markerCookie]);
      for (const cookie of cleared) expect(cookie).toContain('Max-Age=0');
    },
  );

  it('keeps the cookies on a 401 about something else than a session the API still accepts', async () => {
    answer = (request) =>
      request.path === '/api/validate_user'
        ? Response.json(ACCOUNT)
        : Response.json({ code: 'invalid_credentials', message: 'x' }, { status: 401 });
    const response = await app().request('http://loja.test/_api/customers/login', {
      method: 'POST',
      headers: withCookie('customer_access_token=tok-secret; customer_session=m1'),
      body: '{}',
    });
    expect(response.status).toBe(401);
    expect(seen.map((request) => request.path)).toEqual(['/customers/login', '/api/validate_user']);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('asks nothing more on a 401 to a request without a session, nor on any other answer', async () => {
    answer = () => Response.json({ code: 'unauthorized', message: '' }, { status: 401 });
    const anonymous = await app().request('http://loja.test/_api/customers/me/devices');
    expect(anonymous.headers.getSetCookie()).toEqual([]);
    answer = () => Response.json({ code: 'forbidden', message: '' }, { status: 403 });
    const other = await app().request('http://loja.test/_api/customers/me/devices', {
      headers: withCookie('customer_access_token=tok-secret; customer_session=m1'),
    });
    expect(other.headers.getSetCookie()).toEqual([]);
    expect(seen).toHaveLength(2);
  });

  it('lets reads through whatever their origin (they change nothing)', async () => {
    answer = () => Response.json({ items: [] });
    const response = await app().request('http://loja.test/_api/products', {
      headers: { origin: 'http://evil.example' },
    });
    expect(response.status).toBe(200);
  });
});

/** The app's server on a real socket of its own: the browser's address is its socket's peer. */
async function listen(trustProxy?: string) {
  const server = serve({
    fetch: app('customer', trustProxy).fetch,
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  STORES[new URL(origin).host] = 'store-1';
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  return (path: string, init: RequestInit = {}) =>
    fetch(`${origin}${path}`, { ...init, headers: { origin, ...init.headers } });
}
const direct = await listen();
const behindLoopbackProxy = await listen('loopback');

describe('X-Forwarded-For towards the API', () => {
  const forged = {
    'x-forwarded-for': '6.6.6.6, 7.7.7.7',
    forwarded: 'for=6.6.6.6',
    'x-real-ip': '6.6.6.6',
  };

  it('replaces what the browser forged with its socket address, on the proxy and the login', async () => {
    answer = () => Response.json({ items: [] });
    await direct('/_api/products', { headers: forged });
    answer = sessionAnswer('2026-12-22T12:00:00.000Z');
    await direct('/_session/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...forged },
      body: JSON.stringify({ email: ACCOUNT.email, password: 'x' }),
    });
    expect(seen.map((request) => request.path)).toEqual(['/products', '/customers/login']);
    for (const request of seen) {
      expect(request.headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(request.headers['x-store-id']).toBe('store-1');
      expect(request.headers.forwarded).toBeUndefined();
      expect(request.headers['x-real-ip']).toBeUndefined();
    }
  });

  it('passes on the address its own trusted proxy forwarded, never the entries before it', async () => {
    answer = () => Response.json({ items: [] });
    await behindLoopbackProxy('/_api/products', {
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
    });
    expect(seen[0]?.headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('sends none when it has no socket to vouch for', async () => {
    answer = () => Response.json({ items: [] });
    await app().request('http://loja.test/_api/products', { headers: forged });
    expect(seen[0]?.headers['x-forwarded-for']).toBeUndefined();
  });
});

describe('POST /api/validate_user', () => {
  it('validates the cookie’s token on the API and answers the account', async () => {
    answer = () => Response.json(ACCOUNT);
    const response = await app().request('http://loja.test/api/validate_user', {
      method: 'POST',
      headers: withCookie('customer_access_token=tok-secret'),
    });
    expect(await response.json()).toEqual(ACCOUNT);
    expect(seen[0]).toMatchObject({ path: '/api/validate_user' });
    expect(JSON.parse(seen[0]!.body)).toEqual({ access_token: 'tok-secret' });
    expect(seen[0]?.headers['x-store-id']).toBe('store-1');
  });

  it('answers null (not logged in, no message) and clears a refused token’s cookies', async () => {
    answer = () => Response.json({ code: 'unauthorized', message: '' }, { status: 401 });
    const response = await app().request('http://loja.test/api/validate_user', {
      method: 'POST',
      headers: withCookie('customer_access_token=expired; customer_session=m1'),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
    const cleared = response.headers.getSetCookie();
    expect(cleared).toHaveLength(2);
    for (const cookie of cleared) expect(cookie).toContain('Max-Age=0');
  });

  it('keeps the cookies when the API could not tell (a moment without it logs no tab out)', async () => {
    answer = () => Response.json({ code: 'unavailable', message: '' }, { status: 503 });
    const response = await app().request('http://loja.test/api/validate_user', {
      method: 'POST',
      headers: withCookie('customer_access_token=tok-secret; customer_session=m1'),
    });
    expect(await response.json()).toBeNull();
    expect(seen).toHaveLength(1);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('clears a marker left without its token, so the tabs stop showing a session', async () => {
    const response = await app('seller').request('http://loja.test/api/validate_seller', {
      method: 'POST',
      headers: withCookie('seller_session=m1'),
    });
    expect(await response.json()).toBeNull();
    expect(seen).toEqual([]);
    expect(response.headers.getSetCookie().map((cookie) => cookie.split('=')[0])).toEqual([
      'seller_access_token',
      'seller_session',
    ]);
  });

  it('refuses an account of another store', async () => {
    answer = () => Response.json({ ...ACCOUNT, store_id: 'store-2' });
    const response = await app().request('http://loja.test/api/validate_user', {
      method: 'POST',
      headers: withCookie('customer_access_token=tok-secret'),
    });
    expect(await response.json()).toBeNull();
  });

  it('answers null without asking the API when there is no cookie', async () => {
    const response = await app().request('http://loja.test/api/validate_user', {
      method: 'POST',
      headers: sameOrigin,
    });
    expect(await response.json()).toBeNull();
    expect(seen).toEqual([]);
  });
});

describe('POST /_session/logout', () => {
  it('ends the session on the API with the bearer and clears both cookies', async () => {
    answer = () => Response.json({ message: 'Sessão encerrada.' });
    const response = await app().request('http://loja.test/_session/logout', {
      method: 'POST',
      headers: withCookie('customer_access_token=tok-secret; customer_session=m1'),
    });
    expect(await response.json()).toEqual({ ok: true });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/customers/logout' });
    expect(seen[0]?.headers.authorization).toBe('Bearer tok-secret');
    const cleared = response.headers.getSetCookie();
    expect(cleared.map((cookie) => cookie.split('=')[0])).toEqual([
      'customer_access_token',
      'customer_session',
    ]);
  });

  it('says false when the API refused, and still clears the cookies (spec §8)', async () => {
    answer = () => Response.json({ code: 'unauthorized', message: '' }, { status: 401 });
    const response = await app('seller').request('http://loja.test/_session/logout', {
      method: 'POST',
      headers: withCookie('seller_access_token=tok-secret'),
    });
    expect(await response.json()).toEqual({ ok: false });
    expect(seen[0]?.path).toBe('/api/sellers/logout');
    expect(response.headers.getSetCookie()).toHaveLength(2);
  });
});

describe('checkSession (route guards)', () => {
  const request = (cookie?: string) =>
    new Request('http://loja.test/vendedor/minha-conta/minhas-vendas?pagina=2', {
      headers: cookie ? { cookie } : {},
    });
  const options = { apiUrl, storeId: 'store-1', loginPath: '/vendedor/login' };

  it('lets a validated seller in, with the token for the page’s own API calls', async () => {
    answer = () => Response.json(ACCOUNT);
    const check = await checkSession('seller', request('seller_access_token=tok-secret'), options);
    expect(check).toEqual({ ok: true, account: ACCOUNT, token: 'tok-secret' });
    expect(seen[0]?.path).toBe('/api/validate_seller');
  });

  it('sends a visitor without a session to the login screen, remembering the page', async () => {
    const check = await checkSession('seller', request(), options);
    expect(check).toMatchObject({
      ok: false,
      location: '/vendedor/login?voltar=%2Fvendedor%2Fminha-conta%2Fminhas-vendas%3Fpagina%3D2',
    });
    expect(seen).toEqual([]);
  });

  it('clears the cookies of a token the API refused', async () => {
    answer = () => Response.json({ code: 'unauthorized', message: '' }, { status: 401 });
    const check = await checkSession('customer', request('customer_access_token=old'), {
      ...options,
      loginPath: '/login',
    });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.headers.getSetCookie()).toHaveLength(2);
  });

  it('sends to the login but clears nothing when the API could not tell', async () => {
    answer = () => Response.json({ code: 'unavailable', message: '' }, { status: 503 });
    const check = await checkSession('seller', request('seller_access_token=tok-secret'), options);
    expect(check).toMatchObject({ ok: false });
    if (!check.ok) expect(check.headers.getSetCookie()).toEqual([]);
  });
});

describe('the operator’s session (the console: an account of no store)', () => {
  const OPERATOR = { ...ACCOUNT, _id: 'op-1', email: 'ana@vitrine.test', store_id: '' };
  const platform = { origin: 'http://vitrine.test', 'content-type': 'application/json' };
  const consoleApp = () => {
    const app = new Hono();
    mountSession(app, { kind: 'operator', apiUrl, now: () => NOW });
    return app;
  };
  const withOperator = (headers: Record<string, string> = {}) =>
    withCookie('operator_access_token=tok-op; operator_session=m1', headers);

  it('logs in on the API without a store and keeps the token 12 hours at most, same-site strict', async () => {
    answer = () =>
      Response.json({
        access_token: 'tok-op',
        expires_at: '2026-11-23T12:00:00.000Z',
        account: OPERATOR,
      });
    const response = await consoleApp().request('http://vitrine.test/_session/login', {
      method: 'POST',
      headers: platform,
      body: JSON.stringify({ email: OPERATOR.email, password: 'x', code: '123456' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ account: OPERATOR });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/operator/login' });
    expect(seen[0]?.headers['x-store-id']).toBeUndefined();
    expect(JSON.parse(seen[0]!.body)).toMatchObject({ code: '123456' });
    const [token, marker] = response.headers.getSetCookie();
    expect(token).toMatch(/^operator_access_token=tok-op;/);
    expect(token).toContain('HttpOnly');
    expect(token).toContain('SameSite=Strict');
    expect(token).toContain('Expires=Mon, 23 Nov 2026 00:00:00 GMT');
    expect(marker).toMatch(/^operator_session=[0-9a-f-]{36};/);
  });

  it('has no create-password (operators are made by a command)', async () => {
    const response = await consoleApp().request('http://vitrine.test/_session/create-password', {
      method: 'POST',
      headers: platform,
      body: JSON.stringify({ first_access_token: 't', password: 'x' }),
    });
    expect(response.status).toBe(404);
    expect(seen).toEqual([]);
  });

  it('validates the token without a store and takes the account’s empty store_id', async () => {
    answer = () => Response.json(OPERATOR);
    const response = await consoleApp().request('http://vitrine.test/api/validate_operator', {
      method: 'POST',
      headers: withOperator({ origin: 'http://vitrine.test' }),
    });
    expect(await response.json()).toEqual(OPERATOR);
    expect(seen[0]?.path).toBe('/api/validate_operator');
    expect(JSON.parse(seen[0]!.body)).toEqual({ access_token: 'tok-op' });
    expect(seen[0]?.headers['x-store-id']).toBeUndefined();
  });

  it('proxies with the bearer and no X-Store-Id, even one the page sent', async () => {
    answer = () => Response.json({ items: [] });
    await consoleApp().request('http://vitrine.test/_api/operator/stores?q=aurora', {
      headers: withOperator({ 'x-store-id': 'store-2' }),
    });
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/operator/stores?q=aurora' });
    expect(seen[0]?.headers.authorization).toBe('Bearer tok-op');
    expect(seen[0]?.headers['x-store-id']).toBeUndefined();
  });

  it('ends the session on the API’s operator logout and clears both cookies', async () => {
    answer = () => Response.json({ message: 'Você saiu.' });
    const response = await consoleApp().request('http://vitrine.test/_session/logout', {
      method: 'POST',
      headers: withOperator({ origin: 'http://vitrine.test' }),
    });
    expect(await response.json()).toEqual({ ok: true });
    expect(seen[0]?.path).toBe('/operator/logout');
    expect(response.headers.getSetCookie().map((cookie) => cookie.split('=')[0])).toEqual([
      'operator_access_token',
      'operator_session',
    ]);
  });

  it('guards a console page without a store (checkSession)', async () => {
    answer = () => Response.json(OPERATOR);
    const page = (cookie?: string) =>
      new Request('http://vitrine.test/operador?state=open', {
        headers: cookie ? { cookie } : {},
      });
    const options = { apiUrl, loginPath: '/operador/entrar' };
    const check = await checkSession('operator', page('operator_access_token=tok-op'), options);
    expect(check).toEqual({ ok: true, account: OPERATOR, token: 'tok-op' });
    expect(await checkSession('operator', page(), options)).toMatchObject({
      ok: false,
      location: '/operador/entrar?voltar=%2Foperador%3Fstate%3Dopen',
    });
  });

  it('refuses to mount a kind of one store without the host’s store resolution', () => {
    expect(() => mountSession(new Hono(), { kind: 'seller', apiUrl })).toThrow(/storeIdFor/);
  });
});
