import { errorSchema } from '@vitrine/contract/common';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createProduct, createStore } from './fixtures/catalog.ts';
import { call, createTestApp } from './harness.ts';

// Every endpoint answers bad input with 4xx and `{ code, message }`, never 5xx.

const { app, db } = await createTestApp();
const store = await createStore(db);
await createProduct(db, store.id, { name: 'Camisa', slug: 'camisa' });

const HUGE = 'a'.repeat(20_000);
const ENGLISH = /\b(invalid|expected|received|required|must|string|number|too (big|small))\b/i;
const UNKNOWN_STORE = '00000000-0000-4000-8000-000000000000';
const enc = encodeURIComponent;
const storeRoutes = (slug: string) => [
  `/stores/current`,
  `/home`,
  `/products/${slug}`,
  `/services/${slug}`,
  `/service-categories/${slug}`,
  `/pages`,
  `/pages/${slug}`,
  `/search?q=camisa`,
  `/sitemap-items`,
];

async function expectClientError(
  path: string,
  options: Parameters<typeof call>[3] & { method?: string } = {},
) {
  const res = await call(app, options.method ?? 'GET', path, options);
  expect(res.status, `${path} → ${res.status} ${res.text.slice(0, 200)}`).toBeGreaterThanOrEqual(
    400,
  );
  expect(res.status, path).toBeLessThan(500);
  expect(errorSchema.safeParse(res.json).success, `${path}: ${res.text.slice(0, 200)}`).toBe(true);
  // Every message a person can read is pt-BR, zod's own too.
  const details = Array.isArray(res.json.details) ? res.json.details : [];
  for (const text of [res.json.message, ...details.map((d: { message: string }) => d.message)])
    expect(text, path).not.toMatch(ENGLISH);
  return res;
}

describe('catalog routes with bad input', () => {
  it.each([
    ['no host', '/stores/by-host'],
    ['an empty host', '/stores/by-host?host='],
    ['a huge host', `/stores/by-host?host=${HUGE}`],
    ['a host with spaces', `/stores/by-host?host=${enc('a b.com')}`],
    ['a host with markup', `/stores/by-host?host=${enc('<script>')}`],
    ['an unknown slug', '/products/nao-existe'],
    ['an upper-case slug', '/products/CAMISA'],
    ['a slug with dots', `/products/${enc('../etc/passwd')}`],
    ['a huge slug', `/products/${HUGE}`],
    ['a NUL byte', '/pages/a%00b'],
    ['a NUL byte in a product slug', '/products/camisa%00'],
    ['a NUL byte in a search', '/search?q=camisa%00'],
    ['a lone NUL search', '/search?q=%00'],
    ['a NUL byte in a host', '/stores/by-host?host=loja%00.com'],
    ['a NUL byte in a sitemap cursor', '/sitemap-items?after=camisa%00'],
    ['malformed percent-encoding', '/products/%E0%A4%A'],
    ['page 0', '/service-categories/x?page=0'],
    ['a text page', '/service-categories/x?page=abc'],
    ['a huge per_page', '/search?q=camisa&per_page=1000'],
    ['an overflowing page', '/search?q=camisa&page=1e400'],
    ['no query', '/search'],
    ['a blank query', `/search?q=${enc('   ')}`],
    ['a huge query', `/search?q=${HUGE}`],
    ['an unknown sort', '/search?q=camisa&sort=cheapest'],
    ['an unknown kind', '/search?q=camisa&kind=gift'],
    ['a zero sitemap limit', '/sitemap-items?limit=0'],
    ['a huge sitemap limit', '/sitemap-items?limit=1e400'],
    ['a sitemap cursor that is no slug', `/sitemap-items?after=${enc('a b')}`],
    ['a wrong asset store id', '/public/stores/nao-e-uuid/products/a.svg'],
    ['an asset with dots', `/public/stores/${store.id}/products/${enc('..')}`],
    ['an asset outside the folder', `/public/stores/${store.id}/${enc('../../x')}/a.svg`],
    ['an asset of another type', `/public/stores/${store.id}/products/a.exe`],
    ['a missing asset', `/public/stores/${store.id}/products/nada.svg`],
  ])('answers 4xx for %s', async (_, path) => {
    await expectClientError(path, { storeId: store.id });
  });

  it.each(storeRoutes('camisa'))('asks for the store on %s', async (path) => {
    expect((await expectClientError(path)).json.code).toBe('store_required');
    await expectClientError(path, { headers: { 'X-Store-Id': 'loja-1' } });
    await expectClientError(path, { headers: { 'X-Store-Id': HUGE } });
    expect((await expectClientError(path, { storeId: UNKNOWN_STORE })).json.code).toBe(
      'store_not_found',
    );
  });

  it.each(storeRoutes('camisa'))(
    'answers a JSON 4xx to a POST with malformed JSON on %s',
    async (path) => {
      await expectClientError(path, { method: 'POST', storeId: store.id, body: '{"qnt": ' });
    },
  );

  // One property a route (the texts' walk is long on a busy machine): any code point, NUL and
  // lone surrogates included, as slug, host, query or page.
  it.each([
    ['/products/{text}', (text: string) => `/products/${enc(text)}`],
    ['/services/{text}', (text: string) => `/services/${enc(text)}`],
    ['/pages/{text}', (text: string) => `/pages/${enc(text)}`],
    [
      '/service-categories/{text}?page=',
      (text: string, page: string) => `/service-categories/${enc(text)}?page=${enc(page)}`,
    ],
    ['/stores/by-host?host=', (text: string) => `/stores/by-host?host=${enc(text)}`],
    [
      '/search?q=&page=',
      (text: string, page: string) => `/search?q=${enc(text)}&page=${enc(page)}`,
    ],
    [
      '/sitemap-items?after=&limit=',
      (text: string, page: string) => `/sitemap-items?after=${enc(text)}&limit=${enc(page)}`,
    ],
  ] as const)('never answers 5xx to any text in %s', async (_, pathOf) => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 300, unit: 'binary' }),
        fc.string({ maxLength: 20 }),
        async (text, page) => {
          const path = pathOf(text, page);
          const res = await call(app, 'GET', path, { storeId: store.id });
          expect(res.status, `${path} → ${res.text.slice(0, 200)}`).toBeLessThan(500);
          if (res.status >= 400) expect(errorSchema.safeParse(res.json).success).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});
