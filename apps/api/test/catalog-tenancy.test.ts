import { describe, expect, it } from 'vitest';
import { createCategory, createPage, createProduct, createStore } from './fixtures/catalog.ts';
import { call, createTestApp } from './harness.ts';

// Tenant isolation (spec §6 store header): store A's header never reads store B's catalog,
// even by slug.

const { app, db } = await createTestApp();

async function storeWithCatalog(label: string) {
  const store = await createStore(db, { name: label });
  const services = await createCategory(db, store.id, {
    name: `Serviços ${label}`,
    kind: 'service',
    slug: `servicos-${label}`,
  });
  await createProduct(db, store.id, {
    name: `Camisa ${label}`,
    slug: `camisa-${label}`,
    featured: true,
  });
  await createProduct(db, store.id, {
    name: `Montagem ${label}`,
    slug: `montagem-${label}`,
    kind: 'service',
    categoryId: services.id,
    featured: true,
    variations: [{ priceCents: 5000, stock: null }],
  });
  await createPage(db, store.id, {
    title: `Sobre ${label}`,
    html: '<p>oi</p>',
    slug: `sobre-${label}`,
  });
  return store;
}

// Markers no UUID can contain (not hex): a store's ids never match the other's marker.
const a = await storeWithCatalog('kkk');
const b = await storeWithCatalog('zzz');
const pathsOf = (label: string) => [
  `/products/camisa-${label}`,
  `/services/montagem-${label}`,
  `/service-categories/servicos-${label}`,
  `/pages/sobre-${label}`,
];

describe('catalog tenant isolation', () => {
  it.each(pathsOf('zzz'))('answers 404 to store A asking for B’s %s', async (path) => {
    expect((await call(app, 'GET', path, { storeId: b.id })).status).toBe(200);
    expect((await call(app, 'GET', path, { storeId: a.id })).status).toBe(404);
  });

  it('lists only the asking store in home, pages, search and the sitemap listing', async () => {
    for (const [mine, own, theirs] of [
      [a, 'kkk', 'zzz'],
      [b, 'zzz', 'kkk'],
    ] as const) {
      const get = (path: string) => call(app, 'GET', path, { storeId: mine.id });
      expect((await get('/search?q=camisa')).json.items[0].name).toBe(`Camisa ${own}`);
      expect((await get('/home')).text).not.toContain(theirs);
      expect((await get('/pages')).text).not.toContain(theirs);
      const sitemap = (await get('/sitemap-items')).json;
      expect(sitemap.items.map((item: { slug: string }) => item.slug).sort()).toEqual([
        `camisa-${own}`,
        `montagem-${own}`,
      ]);
      for (const q of ['camisa', 'montagem', theirs]) {
        const { items } = (await get(`/search?q=${q}`)).json;
        expect(JSON.stringify(items)).not.toContain(theirs);
      }
    }
  });
});
