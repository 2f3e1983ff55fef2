import {
  dehydrate,
  QueryClientProvider,
  useSuspenseQuery,
  type DehydratedState,
} from '@tanstack/react-query';
import { cartQueryOptions } from '@vitrine/api-client/queries/get-cart';
import { cartQueryKey } from '@vitrine/api-client/query-keys';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { aCart } from '../testing/builders.ts';
import { setUpLoopbackApi } from '../testing/loopback-api.ts';
import { STORE_ID } from '../testing/render-route.tsx';
import { ApiClientProvider, useBrowserApi } from './api-context.tsx';
import { makeQueryClient } from './query-client.ts';
import { RouteQueries } from './route-queries.tsx';

const api = setUpLoopbackApi();

const KEY = cartQueryKey;

function Count() {
  return <p>{useSuspenseQuery(cartQueryOptions(useBrowserApi())).data.quantity} itens</p>;
}

/** What a loader sends: its own cache, dehydrated, dated by a server clock `skewMs` off. */
function loaderAnswer(quantity: number, skewMs: number): DehydratedState {
  const server = makeQueryClient();
  server.setQueryData(KEY, aCart(quantity), { updatedAt: Date.now() + skewMs });
  return dehydrate(server);
}

function renderRoute(state: DehydratedState, browser = makeQueryClient()) {
  const view = render(
    <QueryClientProvider client={browser}>
      <ApiClientProvider storeId={STORE_ID} apiBase={api.url}>
        <RouteQueries state={state}>
          <Count />
        </RouteQueries>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return { ...view, browser };
}

describe('RouteQueries', () => {
  it('renders the loader’s data on the server even when the header made the query first', () => {
    const browser = makeQueryClient();
    // The header's cart badge: a disabled query with no data, created before the route renders.
    browser.getQueryCache().build(browser, { queryKey: KEY });
    const html = renderToString(
      <QueryClientProvider client={browser}>
        <ApiClientProvider storeId={STORE_ID} apiBase={api.url}>
          <RouteQueries state={loaderAnswer(3, 0)}>
            <Count />
          </RouteQueries>
        </ApiClientProvider>
      </QueryClientProvider>,
    );
    expect(html).toContain('<p>3<!-- --> itens</p>');
    expect(browser.isFetching()).toBe(0);
    expect(api.requests).toEqual([]);
  });

  it.each([
    ['ten minutes behind', -10 * 60_000],
    ['ten minutes ahead', 10 * 60_000],
  ])('shows the loader’s data without fetching it again, the server clock %s', (_clock, skewMs) => {
    const before = Date.now();
    const { browser } = renderRoute(loaderAnswer(2, skewMs));
    expect(screen.getByText('2 itens')).toBeInTheDocument();
    expect(browser.isFetching()).toBe(0);
    const updatedAt = browser.getQueryState(KEY)?.dataUpdatedAt ?? 0;
    expect(updatedAt).toBeGreaterThanOrEqual(before);
    expect(updatedAt).toBeLessThanOrEqual(Date.now());
  });

  it('refetches from the API when the data is invalidated', async () => {
    const { browser } = renderRoute(loaderAnswer(2, 0));
    api.answer(() => ({ status: 200, body: aCart(5) }));
    await act(() => browser.invalidateQueries({ queryKey: KEY }));
    expect(await screen.findByText('5 itens')).toBeInTheDocument();
    expect(api.requests.map((request) => request.path)).toEqual(['/cart']);
  });

  it('does not put back the same loader answer over data refetched since', async () => {
    const state = loaderAnswer(2, 0);
    const first = renderRoute(state);
    api.answer(() => ({ status: 200, body: aCart(5) }));
    await act(() => first.browser.invalidateQueries({ queryKey: KEY }));
    await screen.findByText('5 itens');
    first.unmount();

    // Hydration of a query already cached happens in an effect, which render() has run.
    renderRoute(state, first.browser);
    expect(first.browser.getQueryData(KEY)).toEqual(aCart(5));
    expect(screen.getByText('5 itens')).toBeInTheDocument();
  });
});
