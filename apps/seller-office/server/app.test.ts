import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createOfficeServer } from './app.ts';

// The office's own server (createOfficeServer) in front of a real HTTP server on 127.0.0.1 that
// answers as the API does (spec §7 POST /api/validate_seller, POST /api/sellers/logout): what
// reached it is recorded for each test to read.
const STORE_ID = 'store-aurora';
const SELLER = {
  _id: 'seller-1',
  email: 'paula.mendes@loja-aurora.exemplo.com.br',
  first_name: 'Paula',
  last_name: 'Mendes',
  store_id: STORE_ID,
};
const LIVE_TOKEN = 'tok-live';

type Seen = { path: string; authorization?: string; store?: string; body: string };
const seen: Seen[] = [];
const api = new Hono();
api.post('/api/validate_seller', async (c) => {
  const body = await c.req.text();
  seen.push({ path: c.req.path, store: c.req.header('x-store-id'), body });
  const { access_token } = JSON.parse(body) as { access_token: string };
  return access_token === LIVE_TOKEN && c.req.header('x-store-id') === STORE_ID
    ? c.json(SELLER)
    : c.json({ code: 'unauthorized', message: 'Sessão inválida.' }, 401);
});
api.post('/api/sellers/logout', (c) => {
  const authorization = c.req.header('authorization');
  seen.push({ path: c.req.path, authorization, store: c.req.header('x-store-id'), body: '' });
  return authorization === `Bearer ${LIVE_TOKEN}`
    ? c.json({ message: 'Você saiu da sua conta.' })
    : c.json({ code: 'unauthorized', message: 'Sessão inválida.' }, 401);
});
// GET /sales/{code} as the API answers it: this store's sale, or 404 for any other code (another
// store's sale looks exactly like none); BOOM01 stands for an API failing.
const OWN_SALE = 'AUR100001';
api.get('/sales/:code', (c) => {
  const authorization = c.req.header('authorization');
  seen.push({ path: c.req.path, authorization, store: c.req.header('x-store-id'), body: '' });
  if (authorization !== `Bearer ${LIVE_TOKEN}`) {
    return c.json({ code: 'unauthorized', message: 'Sessão inválida.' }, 401);
  }
  if (c.req.param('code') === 'BOOM01') return c.json({ code: 'internal', message: 'Erro.' }, 500);
  return c.req.param('code') === OWN_SALE && c.req.header('x-store-id') === STORE_ID
    ? c.json({ code: OWN_SALE })
    : c.json({ code: 'not_found', message: 'Venda não encontrada.' }, 404);
});
// The operators' side (the console on the platform's host): no store on any of it.
const OPERATOR = { ...SELLER, _id: 'op-1', email: 'ana@vitrine.test', store_id: '' };
const OPERATOR_TOKEN = 'tok-operator';
api.post('/api/validate_operator', async (c) => {
  const body = await c.req.text();
  seen.push({ path: c.req.path, store: c.req.header('x-store-id'), body });
  const { access_token } = JSON.parse(body) as { access_token: string };
  return access_token === OPERATOR_TOKEN
    ? c.json(OPERATOR)
    : c.json({ code: 'unauthorized', message: 'Sessão inválida.' }, 401);
});
api.post('/operator/login', async (c) => {
  seen.push({ path: c.req.path, store: c.req.header('x-store-id'), body: await c.req.text() });
  return c.json({
    access_token: OPERATOR_TOKEN,
    expires_at: new Date(Date.now() + 12 * 60 * 60 * 1000).toISOString(),
    account: OPERATOR,
  });
});
api.get('/operator/stores', (c) => {
  const authorization = c.req.header('authorization');
  seen.push({ path: c.req.path, authorization, store: c.req.header('x-store-id'), body: '' });
  return c.json({ items: [], page: 1, per_page: 20, total: 0, total_pages: 1 });
});
api.get('/healthz', (c) => c.json({ status: 'ok' }));
const apiServer = serve({ fetch: api.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => apiServer.once('listening', resolve));
const apiUrl = `http://127.0.0.1:${(apiServer.address() as AddressInfo).port}`;

/** A port nothing listens on: the API is down. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
const downApiUrl = `http://127.0.0.1:${await closedPort()}`;

const clientDir = mkdtempSync(join(tmpdir(), 'office-server-test-'));
writeFileSync(
  join(clientDir, 'index.html'),
  '<!doctype html><html lang="pt-BR"><div id="root"></div><script type="module" src="/assets/app.js"></script></html>',
);

afterAll(async () => {
  await new Promise((resolve) => apiServer.close(resolve));
  rmSync(clientDir, { recursive: true, force: true });
});
beforeEach(() => {
  seen.length = 0;
});

function office(url = apiUrl, lifecycle = { draining: false }) {
  return createOfficeServer({
    clientDir,
    apiUrl: url,
    storeIdFor: async (host) => (host === 'aurora.test' ? STORE_ID : null),
    lifecycle,
    platformDomain: 'vitrine.test',
  });
}

const sameOrigin = { origin: 'http://aurora.test' };
const withToken = (token: string) => ({
  cookie: `seller_access_token=${token}; seller_session=m1`,
});

/** The Set-Cookie values that end the session: both cookies, expired now. */
function expectCleared(response: Response) {
  const cookies = response.headers.getSetCookie();
  expect(cookies.find((cookie) => cookie.startsWith('seller_access_token=;'))).toMatch(
    /Max-Age=0.*HttpOnly|HttpOnly.*Max-Age=0/,
  );
  expect(cookies.find((cookie) => cookie.startsWith('seller_session=;'))).toContain('Max-Age=0');
}

describe('POST /_session/logout (spec §4, §8)', () => {
  it('answers true when the auth service ended the session, with the bearer and the store', async () => {
    const response = await office().request('http://aurora.test/_session/logout', {
      method: 'POST',
      headers: { ...sameOrigin, ...withToken(LIVE_TOKEN) },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(seen).toEqual([
      {
        path: '/api/sellers/logout',
        authorization: `Bearer ${LIVE_TOKEN}`,
        store: STORE_ID,
        body: '',
      },
    ]);
    expectCleared(response);
  });

  it('answers false when the auth service is down, and still clears the cookie', async () => {
    const response = await office(downApiUrl).request('http://aurora.test/_session/logout', {
      method: 'POST',
      headers: { ...sameOrigin, ...withToken(LIVE_TOKEN) },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: false });
    expectCleared(response);
  });

  it('answers false when the auth service refuses the token', async () => {
    const response = await office().request('http://aurora.test/_session/logout', {
      method: 'POST',
      headers: { ...sameOrigin, ...withToken('tok-ended') },
    });
    expect(await response.json()).toEqual({ ok: false });
    expectCleared(response);
  });

  it('is refused to another site’s page (CSRF) before it reaches the API', async () => {
    const response = await office().request('http://aurora.test/_session/logout', {
      method: 'POST',
      headers: { origin: 'http://evil.example', ...withToken(LIVE_TOKEN) },
    });
    expect(response.status).toBe(403);
    expect(seen).toEqual([]);
  });
});

describe('the seller pages’ guard (spec §2 "seller login required")', () => {
  it('sends a visitor without a token to the login, remembering the page', async () => {
    const response = await office().request(
      'http://aurora.test/vendedor/minha-conta/minhas-vendas?status=pago',
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      `/vendedor/login?voltar=${encodeURIComponent('/vendedor/minha-conta/minhas-vendas?status=pago')}`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('serves the app to a seller the API validates on this host’s store', async () => {
    const response = await office().request('http://aurora.test/vendedor/minha-conta/meus-dados', {
      headers: withToken(LIVE_TOKEN),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(seen).toEqual([
      { path: '/api/validate_seller', store: STORE_ID, body: `{"access_token":"${LIVE_TOKEN}"}` },
    ]);
  });

  it('clears a token the API no longer takes on the way to the login', async () => {
    const response = await office().request('http://aurora.test/vendedor', {
      headers: withToken('tok-ended'),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/vendedor/login?voltar=%2Fvendedor');
    expectCleared(response);
  });

  it('sends to the login when the API does not answer (spec §8: not logged in)', async () => {
    const response = await office(downApiUrl).request('http://aurora.test/vendedor', {
      headers: withToken(LIVE_TOKEN),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/vendedor/login?voltar=%2Fvendedor');
  });

  it.each([
    '/vendedor/login',
    '/vendedor/login/recuperar-acesso',
    '/vendedor/login/criar-senha/abc',
  ])('serves the public %s without a session', async (path) => {
    const response = await office().request(`http://aurora.test${path}`);
    expect(response.status).toBe(200);
    expect(seen).toEqual([]);
  });
});

describe('the logout page and /login (spec §2)', () => {
  it('sends /vendedor/login/logout without a seller token to /login, and /login to the seller’s', async () => {
    const logout = await office().request('http://aurora.test/vendedor/login/logout');
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('/login');
    const login = await office().request('http://aurora.test/login');
    expect(login.headers.get('location')).toBe('/vendedor/login');
  });

  it('serves the logout page, which ends the session, to a seller with a token', async () => {
    const response = await office().request('http://aurora.test/vendedor/login/logout', {
      headers: withToken(LIVE_TOKEN),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  });
});

describe('hosts and paths', () => {
  it('answers an unknown host with "Loja não encontrada", no app, no API call', async () => {
    const response = await office().request('http://nada.test/vendedor/login');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<h1>Loja não encontrada</h1>');
    expect(html).toContain('<code>nada.test</code>');
    expect(html).not.toContain('<script');
    expect(seen).toEqual([]);
  });

  it('answers an unknown path with the app and 404 (its "Page Not Found")', async () => {
    const response = await office().request('http://aurora.test/vendedor/nao-existe', {
      headers: withToken(LIVE_TOKEN),
    });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root">');
  });

  it('answers a sale of this store with the app and 200, having asked the API as the seller', async () => {
    const response = await office().request(
      `http://aurora.test/vendedor/minha-conta/minhas-vendas/${OWN_SALE}`,
      { headers: withToken(LIVE_TOKEN) },
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    expect(seen.at(-1)).toEqual({
      path: `/sales/${OWN_SALE}`,
      authorization: `Bearer ${LIVE_TOKEN}`,
      store: STORE_ID,
      body: '',
    });
  });

  it.each(['KX7PBBBB', 'n%C3%A3o-existe'])(
    'answers the page of another store’s sale (or none), %s, with the app and 404',
    async (code) => {
      const response = await office().request(
        `http://aurora.test/vendedor/minha-conta/minhas-vendas/${code}/`,
        { headers: withToken(LIVE_TOKEN) },
      );
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toContain('<div id="root">');
      expect(seen.at(-1)?.store).toBe(STORE_ID);
      expect(decodeURIComponent(seen.at(-1)!.path)).toBe(`/sales/${decodeURIComponent(code)}`);
    },
  );

  it('leaves a sale page to the app (200) when the API fails to say', async () => {
    const response = await office().request(
      'http://aurora.test/vendedor/minha-conta/minhas-vendas/BOOM01',
      { headers: withToken(LIVE_TOKEN) },
    );
    expect(response.status).toBe(200);
  });
});

describe('the operators’ console on the platform’s host', () => {
  const withOperator = { cookie: `operator_access_token=${OPERATOR_TOKEN}; operator_session=m1` };

  it('leads / to the console there, and still to the seller’s panel on a store’s host', async () => {
    const platform = await office().request('http://vitrine.test:3001/');
    expect(platform.status).toBe(302);
    expect(platform.headers.get('location')).toBe('/operador');
    const store = await office().request('http://aurora.test/');
    expect(store.headers.get('location')).toBe('/vendedor');
  });

  it('sends a visitor without an operator’s session to the console’s sign-in, remembering the page', async () => {
    const response = await office().request('http://vitrine.test/operador?state=open', {
      headers: withToken(LIVE_TOKEN),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      `/operador/entrar?voltar=${encodeURIComponent('/operador?state=open')}`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(seen).toEqual([]);
  });

  it.each(['/operador', '/operador/verificacao', '/operador/lojas/6f1c1b0e'])(
    'serves %s as the console’s page to an operator the API validates, asking with no store',
    async (path) => {
      const response = await office().request(`http://vitrine.test${path}`, {
        headers: withOperator,
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root" data-area="operator">');
      expect(seen).toEqual([
        {
          path: '/api/validate_operator',
          store: undefined,
          body: `{"access_token":"${OPERATOR_TOKEN}"}`,
        },
      ]);
    },
  );

  it('serves the sign-in without a session, and an unknown console path with 404', async () => {
    const login = await office().request('http://vitrine.test/operador/entrar');
    expect(login.status).toBe(200);
    expect(await login.text()).toContain('data-area="operator"');
    const missing = await office().request('http://vitrine.test/operador/nada', {
      headers: withOperator,
    });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('data-area="operator"');
    expect(seen).toEqual([]);
  });

  it('signs an operator in through the operator’s API route, with no store, keeping the cookie of their kind', async () => {
    const response = await office().request('http://vitrine.test/_session/login', {
      method: 'POST',
      headers: { origin: 'http://vitrine.test', 'content-type': 'application/json' },
      body: JSON.stringify({ email: OPERATOR.email, password: 'Senha@123', code: '123456' }),
    });
    expect(response.status).toBe(200);
    expect(seen).toMatchObject([{ path: '/operator/login', store: undefined }]);
    expect(response.headers.getSetCookie()[0]).toMatch(/^operator_access_token=tok-operator;/);
  });

  it('proxies the console’s API calls with the operator’s bearer, never a store, nor a seller’s cookie', async () => {
    const response = await office().request('http://vitrine.test/_api/operator/stores', {
      headers: {
        cookie: `${withOperator.cookie}; seller_access_token=${LIVE_TOKEN}`,
        'x-store-id': STORE_ID,
      },
    });
    expect(response.status).toBe(200);
    expect(seen).toEqual([
      {
        path: '/operator/stores',
        authorization: `Bearer ${OPERATOR_TOKEN}`,
        store: undefined,
        body: '',
      },
    ]);
  });

  it('keeps a store’s host as it was: no console there, its sellers’ session, its 404s', async () => {
    const page = await office().request('http://aurora.test/operador', { headers: withOperator });
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain('data-area');
    const validate = await office().request('http://aurora.test/api/validate_seller', {
      method: 'POST',
      headers: { ...sameOrigin, ...withToken(LIVE_TOKEN) },
    });
    expect(await validate.json()).toEqual(SELLER);
    expect(seen).toEqual([
      { path: '/api/validate_seller', store: STORE_ID, body: `{"access_token":"${LIVE_TOKEN}"}` },
    ]);
  });

  it('answers the platform’s host outside the console as before: no store there', async () => {
    const response = await office().request('http://vitrine.test/vendedor/login');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1>Loja não encontrada</h1>');
  });
});

describe('Content-Security-Policy (README "Content-Security-Policy")', () => {
  const nonceOf = (response: Response) =>
    /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

  it('sends each page with a fresh nonce that its scripts carry, and a strict policy', async () => {
    const server = office();
    const first = await server.request('http://aurora.test/vendedor/login');
    const second = await server.request('http://aurora.test/vendedor/login');
    const [a, b] = [nonceOf(first), nonceOf(second)];
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(b).not.toBe(a);
    expect(await first.text()).toContain(`<script nonce="${a}" type="module"`);
    const policy = first.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`script-src 'nonce-${a}' 'strict-dynamic'`);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'self'",
      "form-action 'self'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toMatch(/https?:\/\//);
  });

  it("lets the pages show pictures from the store's asset origin (uploaded images)", async () => {
    const server = createOfficeServer({
      clientDir,
      apiUrl,
      storeIdFor: async () => STORE_ID,
      imageOriginFor: async () => 'https://api.loja.exemplo',
    });
    const policy =
      (await server.request('http://aurora.test/vendedor/login')).headers.get(
        'content-security-policy',
      ) ?? '';
    expect(policy).toContain("img-src 'self' data: https://api.loja.exemplo;");
  });

  it('sends the policy with the 404 page and the store-not-found page too', async () => {
    const server = office();
    const missing = await server.request('http://aurora.test/vendedor/nada');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(`<script nonce="${nonceOf(missing)}"`);
    const unknown = await server.request('http://nada.test/vendedor');
    expect(unknown.status).toBe(404);
    expect(nonceOf(unknown)).toBeTruthy();
  });
});

describe('the probes', () => {
  it('answers alive, and ready while the API answers; not ready with the API down or once draining', async () => {
    const alive = await office().request('/healthz');
    expect(alive.status).toBe(200);
    expect(alive.headers.get('cache-control')).toBe('no-store');
    const ready = await office().request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', draining: false, checks: { api: 'ok' } });

    const down = await office(downApiUrl).request('/readyz');
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ checks: { api: 'failing' } });
    expect((await office(downApiUrl).request('/healthz')).status).toBe(200);

    const stopping = office(apiUrl, { draining: true });
    const draining = await stopping.request('/readyz');
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ status: 'not_ready', draining: true });
  });
});
