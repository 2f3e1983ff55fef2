import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackApi } from '../src/testing/loopback-api.ts';
import { mountApiProxy } from './api-proxy.ts';

// The API proxy against a real upstream HTTP server (spec §7: the browser calls /api/* on the
// storefront's own origin).
let upstream: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  upstream = await startLoopbackApi();
  upstream.answer(() => ({ status: 409, body: { status: 302, error: 'Produto sem estoque.' } }));
});
afterAll(() => upstream.close());

function storefront() {
  const app = new Hono();
  mountApiProxy(app, upstream.url);
  return app;
}

describe('mountApiProxy', () => {
  it('sends /_api/<path> to <API_URL>/<path> with the body, headers and query', async () => {
    const response = await storefront().request('http://ipe.localhost:3000/_api/cart?x=1', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-store-id': 'loja-1',
        authorization: 'Bearer abc',
      },
      body: JSON.stringify({ qnt: 1 }),
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ status: 302, error: 'Produto sem estoque.' });
    const seen = upstream.requests.at(-1);
    expect(seen).toMatchObject({ method: 'POST', path: '/cart?x=1', body: { qnt: 1 } });
    expect(seen?.headers).toMatchObject({
      'x-store-id': 'loja-1',
      authorization: 'Bearer abc',
      'x-forwarded-host': 'ipe.localhost:3000',
      'x-forwarded-proto': 'http',
    });
  });

  it.each(['/api/validate_user', '/api/get_address', '/api/sellers/logout'])(
    'forwards the spec §7 own-origin call %s to the same path on the API',
    async (path) => {
      await storefront().request(`http://localhost${path}`, { method: 'POST' });
      expect(upstream.requests.at(-1)?.path).toBe(path);
    },
  );
});
