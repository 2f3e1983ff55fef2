import { sitemapItemListSchema, type SitemapItem } from '@vitrine/contract/catalog';
import { errorSchema } from '@vitrine/contract/common';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index.ts';
import { createProduct, createStore } from './fixtures/catalog.ts';
import { call, createTestApp } from './harness.ts';

const { app, db } = await createTestApp();

const store = await createStore(db);
const other = await createStore(db);
const service = { kind: 'service' as const, variations: [{ priceCents: 8000, stock: null }] };
const shown: SitemapItem[] = [];
for (const values of [
  { name: 'Camiseta lisa', slug: 'camiseta-lisa', featured: true },
  { name: 'Boné esgotado', slug: 'bone-esgotado', variations: [{ priceCents: 3000, stock: 0 }] },
  { name: 'Vaso grande', slug: 'vaso-grande' },
  { name: 'Almofada', slug: 'almofada' },
  { name: 'Montagem de estante', slug: 'montagem-de-estante', ...service },
  { name: 'Instalação de cortina', slug: 'instalacao-de-cortina', ...service },
]) {
  const row = await createProduct(db, store.id, values);
  shown.push({ kind: row.kind, slug: row.slug });
}
await createProduct(db, store.id, { name: 'Rascunho', slug: 'rascunho', status: 'draft' });
await createProduct(db, store.id, {
  name: 'Serviço pausado',
  slug: 'servico-pausado',
  ...service,
  status: 'archived',
});
// Slugs that sort between the store's own: a leak would land inside its pages.
for (const slug of ['bone-da-outra', 'luva-da-outra', 'vaso-da-outra'])
  await createProduct(db, other.id, { name: slug, slug });

const get = (path: string, storeId = store.id) => call(app, 'GET', path, { storeId });
const bySlug = (a: SitemapItem, b: SitemapItem) => a.slug.localeCompare(b.slug);

/** Follows next_cursor from the first page to the last, as the storefront's sitemap does. */
async function walk(storeId: string, limit: number) {
  const pages: SitemapItem[][] = [];
  let after: string | null = null;
  do {
    const res = await get(
      `/sitemap-items?limit=${limit}${after ? `&after=${after}` : ''}`,
      storeId,
    );
    expect(res.status, res.text).toBe(200);
    const body = sitemapItemListSchema.parse(res.json);
    pages.push(body.items);
    after = body.next_cursor;
    expect(pages.length).toBeLessThanOrEqual(20);
  } while (after !== null);
  return pages;
}

describe('GET /sitemap-items', () => {
  it('lists every visible product and service of the store, sold out too, and nothing else', async () => {
    const res = await get('/sitemap-items');
    expect(res.status).toBe(200);
    const body = sitemapItemListSchema.parse(res.json);
    expect([...body.items].sort(bySlug)).toEqual([...shown].sort(bySlug));
    expect(body.next_cursor).toBeNull();
    expect(res.json.items[0]).toEqual({ kind: expect.any(String), slug: expect.any(String) });
    expect(res.headers.get('vary')).toContain('X-Store-Id');
  });

  it('lists only the other store’s items to the other store', async () => {
    const { items } = sitemapItemListSchema.parse((await get('/sitemap-items', other.id)).json);
    expect(items.map((item) => item.slug).sort()).toEqual([
      'bone-da-outra',
      'luva-da-outra',
      'vaso-da-outra',
    ]);
  });

  it.each([1, 2, 4, 5, 6])(
    'walks the whole list %i at a time, in one stable order, without repeats or gaps',
    async (limit) => {
      const everything = sitemapItemListSchema.parse((await get('/sitemap-items')).json).items;
      const pages = await walk(store.id, limit);
      expect(pages).toHaveLength(Math.ceil(shown.length / limit));
      for (const page of pages) expect(page.length).toBeLessThanOrEqual(limit);
      expect(pages.flat()).toEqual(everything);
    },
  );

  it('goes on after a cursor whose item was hidden meanwhile', async () => {
    const shop = await createStore(db);
    for (const slug of ['aaa-item', 'bbb-item', 'ccc-item'])
      await createProduct(db, shop.id, { name: slug, slug });
    const first = sitemapItemListSchema.parse((await get('/sitemap-items?limit=1', shop.id)).json);
    expect(first.next_cursor).toBe(first.items[0]?.slug);
    await db
      .update(products)
      .set({ status: 'archived' })
      .where(and(eq(products.storeId, shop.id), eq(products.slug, first.next_cursor!)));
    const rest = await get(`/sitemap-items?after=${first.next_cursor}`, shop.id);
    const slugs = sitemapItemListSchema.parse(rest.json).items.map((item) => item.slug);
    expect(slugs).toHaveLength(2);
    expect(slugs).not.toContain(first.next_cursor);
  });

  it.each([
    ['a zero limit', 'limit=0'],
    ['a limit over the maximum', 'limit=5001'],
    ['a text limit', 'limit=muitos'],
    ['a fractional limit', 'limit=1.5'],
    ['an empty cursor', 'after='],
    ['an upper-case cursor', 'after=CAMISA'],
    ['a cursor with a slash', `after=${encodeURIComponent('../x')}`],
    ['a huge cursor', `after=${'a'.repeat(161)}`],
  ])('answers 400 { code, message } for %s', async (_, query) => {
    const res = await get(`/sitemap-items?${query}`);
    expect(res.status).toBe(400);
    expect(errorSchema.parse(res.json).code).toBe('validation_error');
  });
});
