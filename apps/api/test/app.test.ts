import { describe, expect, it } from 'vitest';
import { createCustomer, createSeller, sessionFor } from './fixtures/accounts.ts';
import { createStore } from './fixtures/catalog.ts';
import { call, createTestApp } from './harness.ts';

const { app, db } = await createTestApp();

describe('createApp', () => {
  it('describes itself at /openapi.json', async () => {
    const res = await call(app, 'GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.json.openapi).toBe('3.1.0');
    expect(res.json.info.title).toBe('Vitrine API');
  });

  it('answers an unknown path with a JSON 404', async () => {
    const res = await call(app, 'GET', '/nada-aqui');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ code: 'not_found', message: 'Recurso não encontrado.' });
  });

  it('sends security headers on every answer', async () => {
    const res = await call(app, 'GET', '/nada-aqui');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it.each([
    ['http://localhost:5173', 'http://localhost:5173'],
    ['https://evil.example', null],
  ])('allows CORS only for configured origins (%s)', async (origin, allowed) => {
    const res = await call(app, 'OPTIONS', '/openapi.json', {
      headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe(allowed);
  });

  it('marks every answer to a request with a bearer token private, no-store — errors too', async () => {
    const store = await createStore(db);
    const tokens = {
      customer: await sessionFor(db, 'customer', await createCustomer(db, store.id)),
      seller: await sessionFor(db, 'seller', await createSeller(db, store.id)),
    };
    const doc = (await call(app, 'GET', '/openapi.json')).json;
    const routes = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => [method.toUpperCase(), path]),
    );
    expect(routes.length).toBeGreaterThanOrEqual(50);
    for (const [method, path] of routes) {
      const seller = /^\/(sellers|sales|api\/sellers)\b/.test(path!);
      for (const token of [seller ? tokens.seller : tokens.customer, 'token-que-nao-existe']) {
        const res = await call(app, method!, path!.replace(/\{[^}]+\}/g, 'x'), {
          storeId: store.id,
          token,
          ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }),
        });
        expect(res.headers.get('cache-control'), `${method} ${path} → ${res.status}`).toBe(
          'private, no-store',
        );
      }
    }
    // Every route of the API twice (~2 s alone; it grows with the API, and ci79 took over 30 s
    // on a machine running two other suites beside it).
  }, 120_000);

  it('leaves public answers cacheable when no token comes with the request', async () => {
    const store = await createStore(db);
    const res = await call(app, 'GET', '/pages', { storeId: store.id });
    expect(res.headers.get('cache-control') ?? '').not.toContain('private');
  });
});
