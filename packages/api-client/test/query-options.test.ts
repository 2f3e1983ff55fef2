import { QueryClient } from '@tanstack/react-query';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../src/client.ts';
import { customerFirstAccessQueryOptions } from '../src/queries/get-customer-first-access.ts';
import { homeQueryOptions } from '../src/queries/get-home.ts';
import { productQueryOptions } from '../src/queries/get-product.ts';
import { sellerFirstAccessQueryOptions } from '../src/queries/get-seller-first-access.ts';
import { searchQueryOptions } from '../src/queries/search-products.ts';
import type { QueryApi } from '../src/query-api.ts';
import { productQueryKey } from '../src/query-keys.ts';
import { clientFor, DEMO, storeIdFor } from './support/demo.ts';

// The queries' options as the storefront's browser uses them: a QueryApi whose client is made
// on the first fetch, and each fetcher imported then (queries/*.ts). Against the real API over
// HTTP (the demo's Loja Aurora), plus a loopback server that answers outside the contract.

const aurora = await storeIdFor(DEMO.aurora.host);
const SLUG = 'camiseta-basica-de-algodao';

/** A browser-like QueryApi: counts how often a query asked for the client. */
function lazyApi(make: () => ApiClient) {
  const api = {
    storeId: aurora,
    asked: 0,
    client: async () => {
      api.asked += 1;
      return make();
    },
  };
  return api satisfies QueryApi;
}

describe('queryOptions with a lazily made client', () => {
  it('asks for the client only when the query fetches, then fetches and parses', async () => {
    const api = lazyApi(() => clientFor(aurora));
    const options = productQueryOptions(api, SLUG);
    expect(api.asked).toBe(0);
    const product = await new QueryClient().fetchQuery(options);
    expect(api.asked).toBe(1);
    expect(product).toMatchObject({ slug: SLUG, name: 'Camiseta Básica de Algodão' });
    expect(product.variations[0]?.price).toBe(59.9);
  });

  it('gives the loader (an ApiClient) and the screen (a lazy QueryApi) one key', async () => {
    const loader = clientFor(aurora);
    const screen = lazyApi(() => loader);
    expect(productQueryOptions(screen, SLUG).queryKey).toEqual(
      productQueryOptions(loader, SLUG).queryKey,
    );
    expect(productQueryOptions(loader, SLUG).queryKey).toEqual(productQueryKey(aurora, SLUG));

    // What the loader fetched is what the screen reads: no second request.
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(homeQueryOptions(loader));
    const home = await queryClient.ensureQueryData(homeQueryOptions(screen));
    expect(screen.asked).toBe(0);
    expect(home.featured_products.length).toBeGreaterThan(0);
  });

  it('sends the query parameters of a search', async () => {
    const api = lazyApi(() => clientFor(aurora));
    const query = { q: 'camiseta', sort: 'price_asc', per_page: 2 } as const;
    const result = await new QueryClient().fetchQuery(searchQueryOptions(api, query));
    expect(result.items).toHaveLength(2);
    expect(result.sort).toBe('price_asc');
  });

  it('reads a create-password link that no longer works as null (404; 400 for a token too long)', async () => {
    const api = lazyApi(() => clientFor(aurora));
    const fetch = new QueryClient();
    for (const token of ['nao-existe', 'x'.repeat(400)]) {
      expect(await fetch.fetchQuery(customerFirstAccessQueryOptions(api, token))).toBeNull();
      expect(await fetch.fetchQuery(sellerFirstAccessQueryOptions(api, token))).toBeNull();
    }
  });
});

describe('answers outside the contract, through the lazy path', () => {
  let server: Server;
  let url = '';
  beforeAll(async () => {
    server = createServer((request, response) => {
      const json = { 'content-type': 'application/json' };
      if (request.url?.startsWith('/customers/first-access/')) {
        response.writeHead(500, json).end('{"code": "internal", "message": "Erro."}');
      } else {
        response.writeHead(200, json).end('{"slug": 42}');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is the ApiError invalid_response, as from the fetcher itself', async () => {
    const api = lazyApi(() => createApiClient({ apiBase: url, storeId: () => aurora }));
    const failure = await new QueryClient()
      .fetchQuery({ ...productQueryOptions(api, SLUG), retry: false })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: 'ApiError', code: 'invalid_response' });
  });

  it('keeps a first-access failure other than 404 or 400 an error (not a dead link)', async () => {
    const api = lazyApi(() => createApiClient({ apiBase: url, storeId: () => aurora }));
    const failure = await new QueryClient()
      .fetchQuery(customerFirstAccessQueryOptions(api, 'tok'))
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: 'ApiError', status: 500, code: 'internal' });
  });
});

describe('what a page downloads for its queries', () => {
  const src = fileURLToPath(new URL('../src/', import.meta.url));
  const queries = readdirSync(join(src, 'queries')).map((file) => join('queries', file));

  /** The modules a file imports when it is evaluated (type-only imports are erased). */
  function runtimeImports(file: string): string[] {
    const text = readFileSync(join(src, file), 'utf8');
    return [...text.matchAll(/^import (?!type )[^;]*? from '([^']+)';/gms)].map(
      (match) => match[1]!,
    );
  }

  it('the keys and the QueryApi import nothing', () => {
    expect(runtimeImports('query-keys.ts')).toEqual([]);
    expect(runtimeImports('query-api.ts')).toEqual([]);
  });

  it.each(queries)(
    '%s imports TanStack Query and the keys only: its fetcher comes with import()',
    (file) => {
      const imports = runtimeImports(file);
      expect(imports.length).toBeGreaterThan(0);
      for (const name of imports) {
        expect(['@tanstack/react-query', '../query-api.ts', '../query-keys.ts']).toContain(name);
      }
      const fetcher = `../endpoints/${file.replace('queries/', '')}`;
      expect(readFileSync(join(src, file), 'utf8')).toContain(`import('${fetcher}')`);
    },
  );
});
