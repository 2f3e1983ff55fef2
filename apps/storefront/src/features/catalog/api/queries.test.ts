import { createApiClient, type ApiClient } from '@vitrine/api-client/client';
import { homeQueryOptions } from '@vitrine/api-client/get-home';
import { productQueryOptions } from '@vitrine/api-client/get-product';
import { serviceQueryOptions } from '@vitrine/api-client/get-service';
import { servicesQueryOptions } from '@vitrine/api-client/list-services';
import { searchQueryOptions } from '@vitrine/api-client/search-products';
import { QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserApi } from '../../../lib/api-context.tsx';
import { startLoopbackApi } from '../../../testing/loopback-api.ts';
import { STORE_ID } from '../../../testing/render-route.tsx';
import { homeQuery, itemQuery, searchQuery, servicesQuery } from './queries.ts';

let server: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  server = await startLoopbackApi();
});
afterAll(() => server.close());

// The loaders' client (api-client queryOptions) and the screens' (these queries), one store.
const client = (): ApiClient => createApiClient({ apiBase: server.url, storeId: () => STORE_ID });
const api = (): BrowserApi => ({ storeId: STORE_ID, client: async () => client() });
const search = { q: 'camisa', sort: 'price_asc', page: 2, per_page: 24 } as const;
const page2 = { page: 2, per_page: 24 };

type Case = {
  name: string;
  /** The screen's query and the loader's queryOptions, for the same data. */
  ours: () => { queryKey: QueryKey; queryFn?: unknown };
  theirs: () => { queryKey: QueryKey };
  path: string;
};

const cases: Case[] = [
  {
    name: 'home',
    ours: () => homeQuery(api()),
    theirs: () => homeQueryOptions(client()),
    path: '/home',
  },
  {
    name: 'product',
    ours: () => itemQuery(api(), 'product', 'camisa'),
    theirs: () => productQueryOptions(client(), 'camisa'),
    path: '/products/camisa',
  },
  {
    name: 'service',
    ours: () => itemQuery(api(), 'service', 'barra'),
    theirs: () => serviceQueryOptions(client(), 'barra'),
    path: '/services/barra',
  },
  {
    name: 'search',
    ours: () => searchQuery(api(), search),
    theirs: () => searchQueryOptions(client(), search),
    path: '/search?q=camisa&sort=price_asc&page=2&per_page=24',
  },
  {
    name: 'service listing',
    ours: () => servicesQuery(api(), 'ajustes', page2),
    theirs: () => servicesQueryOptions(client(), 'ajustes', page2),
    path: '/service-categories/ajustes?page=2&per_page=24',
  },
];

describe('catalog queries', () => {
  it.each(cases)('$name has the api-client’s key, the one its loader prefetches', (query) => {
    expect(query.ours().queryKey).toEqual(query.theirs().queryKey);
  });

  it.each(cases)('$name fetches its endpoint from the browser', async (query) => {
    server.requests.length = 0;
    // The loopback answers 404, which fails the query: only the request it made matters here.
    const { queryKey, queryFn } = query.ours();
    await new QueryClient()
      .fetchQuery({ queryKey, queryFn: queryFn as QueryFunction })
      .catch(() => undefined);
    expect(server.requests.map((request) => request.path)).toEqual([query.path]);
    expect(server.requests[0]?.headers['x-store-id']).toBe(STORE_ID);
  });
});
