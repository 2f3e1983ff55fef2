import { createApiClient, type ApiClient } from '@vitrine/api-client/client';
import { addressesQueryOptions } from '@vitrine/api-client/get-addresses';
import { cartQueryKey } from '@vitrine/api-client/get-cart';
import { checkoutQuoteQueryOptions } from '@vitrine/api-client/get-checkout-quote';
import { orderQueryOptions } from '@vitrine/api-client/get-order';
import { ordersQueryKey } from '@vitrine/api-client/get-orders';
import { cepQueryOptions } from '@vitrine/api-client/lookup-cep';
import { QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserApi } from '../../../lib/api-context.tsx';
import { startLoopbackApi } from '../../../testing/loopback-api.ts';
import { STORE_ID } from '../../../testing/render-route.tsx';
import {
  addressesQuery,
  cartKey,
  cepQuery,
  checkoutQuoteQuery,
  orderQuery,
  ordersKey,
} from './queries.ts';

let server: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  server = await startLoopbackApi();
});
afterAll(() => server.close());

const client = (): ApiClient => createApiClient({ apiBase: server.url, storeId: () => STORE_ID });
const api = (): BrowserApi => ({ storeId: STORE_ID, client: async () => client() });

type Case = {
  name: string;
  ours: () => { queryKey: QueryKey; queryFn?: unknown };
  theirs: () => { queryKey: QueryKey };
  method: string;
  path: string;
};

const cases: Case[] = [
  {
    name: 'checkout quote',
    ours: () => checkoutQuoteQuery(api()),
    theirs: () => checkoutQuoteQueryOptions(client()),
    method: 'GET',
    path: '/checkout/quote',
  },
  {
    name: 'addresses',
    ours: () => addressesQuery(api()),
    theirs: () => addressesQueryOptions(client()),
    method: 'GET',
    path: '/auth_customers/address',
  },
  {
    name: 'order',
    ours: () => orderQuery(api(), 'AB12CD34'),
    theirs: () => orderQueryOptions(client(), 'AB12CD34'),
    method: 'GET',
    path: '/orders/AB12CD34',
  },
  {
    name: 'CEP lookup',
    ours: () => cepQuery(api(), '01310-100'),
    theirs: () => cepQueryOptions(client(), '01310-100'),
    method: 'POST',
    path: '/api/get_address',
  },
];

describe('checkout queries', () => {
  it.each(cases)('$name: the api-client’s key', ({ ours, theirs }) => {
    expect(ours().queryKey).toEqual(theirs().queryKey);
  });

  it.each(cases)('$name: fetches $method $path', async ({ ours, method, path }) => {
    server.requests.length = 0;
    // The loopback answers 404, which fails the query: only the request it made matters here.
    const { queryKey, queryFn } = ours();
    await new QueryClient()
      .fetchQuery({ queryKey, queryFn: queryFn as QueryFunction })
      .catch(() => undefined);
    expect(server.requests.map((request) => [request.method, request.path])).toEqual([
      [method, path],
    ]);
  });

  it('the cart and order list keys are the api-client’s (an order invalidates both)', () => {
    expect(cartKey).toEqual(cartQueryKey);
    expect(ordersKey).toEqual(ordersQueryKey);
  });
});
