import { createStaticHandler, isRouteErrorResponse, type StaticHandlerContext } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loader as addressesLoader } from '../features/account/routes/addresses.tsx';
import { loader as customerAreaLoader } from '../features/auth/routes/customer-area.tsx';
import { aPaymentDefault, aStore } from '../testing/builders.ts';
import { startLoopbackApi } from '../testing/loopback-api.ts';
import { STORE_ID } from '../testing/render-route.tsx';

// A private page as the server loads it: React Router's static handler (what the built
// server's request handler runs) on the customer-area layout and the addresses page, their
// real loaders, against a loopback API that counts each call.

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi();
  // Read on the loaders' first call (lib/env.server.ts): this file's own module graph.
  process.env.API_URL = api.url;
  api.answer(({ path }) => {
    if (path.startsWith('/stores/by-host')) {
      const store = aStore({ _id: STORE_ID });
      return {
        status: 200,
        body: {
          notFound: false,
          data: store,
          payment_default: aPaymentDefault(),
          banners: [],
          banners_until: null,
        },
      };
    }
    if (path === '/api/validate_user') {
      const account = { _id: 'c1', email: 'ana@example.com', first_name: 'Ana', last_name: 'Lima' };
      return { status: 200, body: { ...account, store_id: STORE_ID } };
    }
    if (path === '/auth_customers/address') return { status: 200, body: { items: [] } };
    return { status: 404, body: { code: 'not_found', message: '' } };
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});

const handler = createStaticHandler([
  {
    id: 'customer-area',
    path: '/',
    loader: customerAreaLoader as never,
    children: [{ id: 'addresses', path: 'minha-conta/meus-enderecos', loader: addressesLoader }],
  },
]);

async function load(cookie: string) {
  const request = new Request('http://aurora.localhost/minha-conta/meus-enderecos', {
    headers: { cookie },
  });
  return handler.query(request);
}

const validations = () => api.requests.filter((request) => request.path === '/api/validate_user');

describe('a private page load', () => {
  it('validates the session once for the layout’s loader and the page’s', async () => {
    const context = (await load('customer_access_token=tok_1')) as StaticHandlerContext;
    expect(context.errors).toBeNull();
    expect(context.loaderData['customer-area']).toMatchObject({ account: { first_name: 'Ana' } });
    expect(context.loaderData.addresses).toMatchObject({ recipient: 'Ana Lima' });
    expect(validations()).toHaveLength(1);
    // The page's data came with the customer's token.
    const addresses = api.requests.find((request) => request.path === '/auth_customers/address');
    expect(addresses?.headers.authorization).toBe('Bearer tok_1');
  });

  it('validates again on the next request', async () => {
    await load('customer_access_token=tok_1');
    await load('customer_access_token=tok_1');
    expect(validations()).toHaveLength(2);
  });

  it('sends a visitor without a session to /login, remembering the page', async () => {
    const answer = await load('');
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(isRouteErrorResponse(response)).toBe(false);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?voltar=%2Fminha-conta%2Fmeus-enderecos');
    expect(api.requests.some((request) => request.path === '/auth_customers/address')).toBe(false);
  });
});
