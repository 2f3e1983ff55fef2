import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createOfficeServer } from './app.ts';

// POST /vendedor/entrar, the end of "Crie sua loja": the office's own server in front of a real
// HTTP server on 127.0.0.1 that answers POST /sellers/login-code as the API does (a code good
// once, at its store only).
const STORE_ID = 'store-new';
const CODE = 'codigo-de-uso-unico';
const TOKEN = 'tok-da-loja-nova';
const PLATFORM = 'vitrine.test';
const OFFICE = 'http://atelie.vitrine.test:3001';

type Seen = { store?: string; forwardedFor?: string; userAgent?: string; body: unknown };
const seen: Seen[] = [];
let used = false;
const api = new Hono();
api.post('/sellers/login-code', async (c) => {
  const body = (await c.req.json()) as { code: string };
  seen.push({
    store: c.req.header('x-store-id'),
    forwardedFor: c.req.header('x-forwarded-for'),
    userAgent: c.req.header('user-agent'),
    body,
  });
  if (body.code !== CODE || c.req.header('x-store-id') !== STORE_ID || used) {
    return c.json({ code: 'invalid_token', message: 'Este acesso ao painel já foi usado.' }, 400);
  }
  used = true;
  return c.json({
    access_token: TOKEN,
    expires_at: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
    account: {
      _id: 'seller-1',
      email: 'ana@exemplo.com.br',
      first_name: 'Ana',
      last_name: 'Souza',
      store_id: STORE_ID,
    },
  });
});
const apiServer = serve({ fetch: api.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => apiServer.once('listening', resolve));
const apiUrl = `http://127.0.0.1:${(apiServer.address() as AddressInfo).port}`;

const clientDir = mkdtempSync(join(tmpdir(), 'office-login-code-test-'));
writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html lang="pt-BR"></html>');
afterAll(async () => {
  await new Promise((resolve) => apiServer.close(resolve));
  rmSync(clientDir, { recursive: true, force: true });
});
beforeEach(() => {
  seen.length = 0;
  used = false;
});

const office = createOfficeServer({
  clientDir,
  apiUrl,
  storeIdFor: async (host) => (host === 'atelie.vitrine.test:3001' ? STORE_ID : null),
  platformDomain: PLATFORM,
});

/** The sign-up page's form post: urlencoded, with the Origin a browser sends. */
function handOff(code: string, headers: Record<string, string> = {}, url = OFFICE) {
  return office.request(`${url}/vendedor/entrar`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: `http://${PLATFORM}:3000`,
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
      ...headers,
    },
    body: new URLSearchParams({ code }).toString(),
  });
}

describe('POST /vendedor/entrar', () => {
  it('trades the code for the session in the HttpOnly cookie and shows the new store', async () => {
    const response = await handOff(CODE);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/vendedor/loja-criada');
    const cookies = response.headers.getSetCookie();
    const token = cookies.find((cookie) => cookie.startsWith('seller_access_token='));
    expect(token).toContain(`seller_access_token=${TOKEN}`);
    expect(token).toMatch(/HttpOnly/);
    expect(token).toMatch(/SameSite=Strict/);
    expect(cookies.some((cookie) => cookie.startsWith('seller_session='))).toBe(true);
    expect(await response.text()).not.toContain(TOKEN);
    expect(seen).toEqual([
      {
        store: STORE_ID,
        forwardedFor: undefined,
        userAgent: expect.any(String),
        body: { code: CODE },
      },
    ]);
  });

  it('lands on the login, saying why, when the API refuses the code (used, expired, another store’s)', async () => {
    expect((await handOff(CODE)).status).toBe(303);
    const again = await handOff(CODE);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/vendedor/login?acesso=expirado');
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    ['no Origin', { origin: '' }],
    ['another site', { origin: 'http://evil.test' }],
    ['a store of the platform', { origin: 'http://outra.vitrine.test:3000' }],
    ['the office itself', { origin: OFFICE }],
  ])(
    'takes the code only from the platform’s pages: refuses %s, asking the API nothing',
    async (_, headers) => {
      const response = await handOff(CODE, headers);
      expect(response.status).toBe(403);
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(seen).toEqual([]);
    },
  );

  it('answers "Loja não encontrada" on a host no store serves', async () => {
    const response = await handOff(CODE, {}, 'http://nada.vitrine.test:3001');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Loja não encontrada');
    expect(seen).toEqual([]);
  });

  it('sends a GET to the login', async () => {
    const response = await office.request(`${OFFICE}/vendedor/entrar`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/vendedor/login');
  });
});
