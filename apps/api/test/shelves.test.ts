import { categoryListingSchema, searchResultSchema } from '@vitrine/contract/catalog';
import { categoryTreeSchema, type Facets } from '@vitrine/contract/shelf';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productSlugRedirects, productVariations } from '../src/db/schema/index.ts';
import { createCategory, createProduct, createStore } from './fixtures/catalog.ts';
import { call, createTestApp } from './harness.ts';

const { app, db } = await createTestApp();
const store = await createStore(db);
const other = await createStore(db);

const clothes = await createCategory(db, store.id, { name: 'Roupas', slug: 'roupas' });
const tees = await createCategory(db, store.id, {
  name: 'Camisetas',
  slug: 'camisetas',
  parentId: clothes.id,
  position: 0,
});
const shirts = await createCategory(db, store.id, {
  name: 'Camisas',
  slug: 'camisas',
  parentId: clothes.id,
  position: 1,
});
const home = await createCategory(db, store.id, { name: 'Casa', slug: 'casa', position: 1 });
const table = await createCategory(db, store.id, {
  name: 'Mesa',
  slug: 'mesa',
  parentId: home.id,
});

const basic = await createProduct(db, store.id, {
  name: 'Camiseta Básica',
  brand: 'Aurora',
  categoryId: tees.id,
  variations: [
    { priceCents: 5990, stock: 5, options: { Cor: 'Branco', Tamanho: 'P' } },
    { priceCents: 5990, stock: 0, options: { Cor: 'Preto', Tamanho: 'M' } },
    // Not sold: its size (G) and its stock count nowhere.
    { priceCents: 3990, stock: 10, options: { Cor: 'Preto', Tamanho: 'G' }, sold: false },
  ],
});
const striped = await createProduct(db, store.id, {
  name: 'Camiseta Listrada',
  brand: 'Passo',
  categoryId: tees.id,
  variations: [{ priceCents: 7990, stock: 0, options: { Cor: 'Azul', Tamanho: 'P' } }],
});
const jeans = await createProduct(db, store.id, {
  name: 'Camisa Jeans',
  brand: 'Aurora',
  categoryId: shirts.id,
  variations: [
    {
      priceCents: 12990,
      stock: 3,
      compareAtPriceCents: 15990,
      options: { Cor: 'Azul', Tamanho: 'M' },
    },
  ],
});
for (const status of ['draft', 'archived'] as const) {
  await createProduct(db, store.id, {
    name: `Camiseta ${status}`,
    brand: 'Oculta',
    categoryId: tees.id,
    status,
    variations: [{ priceCents: 99990, options: { Cor: 'Verde', Tamanho: 'XG' } }],
  });
}
await createProduct(db, store.id, {
  name: 'Toalha rascunho',
  categoryId: table.id,
  status: 'draft',
});

// The other store has the same slugs and other products.
const otherClothes = await createCategory(db, other.id, { name: 'Roupas', slug: 'roupas' });
const otherTees = await createCategory(db, other.id, {
  name: 'Camisetas',
  slug: 'camisetas',
  parentId: otherClothes.id,
});
const otherTee = await createProduct(db, other.id, {
  name: 'Camiseta da Outra Loja',
  brand: 'Aurora',
  categoryId: otherTees.id,
  variations: [{ priceCents: 5000, options: { Cor: 'Azul', Tamanho: 'P' } }],
});

async function listing(slug: string, query = '', storeId = store.id) {
  const res = await call(app, 'GET', `/categories/${slug}${query ? `?${query}` : ''}`, {
    storeId,
  });
  expect(res.status).toBe(200);
  return categoryListingSchema.parse(res.json);
}
const names = (result: { items: { name: string }[] }) =>
  result.items.map((item) => item.name).sort();
/** A facet as `value: count`, selected ones marked with `*`. */
const counts = (facets: Facets, name: Exclude<keyof Facets, 'in_stock'>) =>
  Object.fromEntries(facets[name].map((v) => [`${v.value}${v.selected ? '*' : ''}`, v.count]));

describe('GET /categories', () => {
  it('lists departments with their categories in order, only where active products are', async () => {
    const res = await call(app, 'GET', '/categories', { storeId: store.id });
    expect(res.status).toBe(200);
    expect(categoryTreeSchema.parse(res.json).departments).toEqual([
      {
        _id: clothes.id,
        slug: 'roupas',
        name: 'Roupas',
        children: [
          { _id: tees.id, slug: 'camisetas', name: 'Camisetas' },
          { _id: shirts.id, slug: 'camisas', name: 'Camisas' },
        ],
      },
    ]);
  });
});

describe('GET /categories/{slug}', () => {
  it("lists a department's products from its categories, active ones only, with every facet counted", async () => {
    const result = await listing('roupas');
    expect(result.category).toEqual({ _id: clothes.id, slug: 'roupas', name: 'Roupas' });
    expect(result.department).toBeNull();
    expect(names(result)).toEqual(['Camisa Jeans', 'Camiseta Básica', 'Camiseta Listrada']);
    expect(result.total).toBe(3);
    expect(counts(result.facets, 'category')).toEqual({ camisetas: 2, camisas: 1 });
    expect(result.facets.size.map((v) => [v.value, v.count])).toEqual([
      ['P', 2],
      ['M', 2],
    ]);
    expect(counts(result.facets, 'color')).toEqual({ Azul: 2, Branco: 1, Preto: 1 });
    expect(counts(result.facets, 'brand')).toEqual({ Aurora: 2, Passo: 1 });
    expect(counts(result.facets, 'price')).toEqual({ '50-100': 2, '100-200': 1 });
    expect(result.facets.in_stock).toEqual({ count: 2, selected: false });
  });

  it('names the department of a category for the breadcrumbs and lists only its products', async () => {
    const result = await listing('camisetas');
    expect(result.department).toEqual({ _id: clothes.id, slug: 'roupas', name: 'Roupas' });
    expect(names(result)).toEqual(['Camiseta Básica', 'Camiseta Listrada']);
  });

  it("counts each facet under the others' filters, not its own", async () => {
    const result = await listing('roupas', 'color=Azul');
    expect(names(result)).toEqual(['Camisa Jeans', 'Camiseta Listrada']);
    expect(counts(result.facets, 'color')).toEqual({ 'Azul*': 2, Branco: 1, Preto: 1 });
    expect(counts(result.facets, 'size')).toEqual({ P: 1, M: 1 });
    expect(counts(result.facets, 'brand')).toEqual({ Aurora: 1, Passo: 1 });
    expect(counts(result.facets, 'category')).toEqual({ camisetas: 1, camisas: 1 });
    expect(result.facets.in_stock).toEqual({ count: 1, selected: false });
  });

  it('takes values of one facet as alternatives and facets together as narrowing', async () => {
    const either = await listing('roupas', 'color=Azul&color=Branco');
    expect(either.total).toBe(3);
    const both = await listing('roupas', 'color=Azul&in_stock=true');
    expect(names(both)).toEqual(['Camisa Jeans']);
    // Facets are of products: the Básica is in stock (in white), so its black counts too.
    expect(counts(both.facets, 'color')).toEqual({ 'Azul*': 1, Branco: 1, Preto: 1 });
    expect(both.facets.in_stock).toEqual({ count: 1, selected: true });
    const priced = await listing('roupas', 'price=100-200&brand=Aurora&category=camisas');
    expect(names(priced)).toEqual(['Camisa Jeans']);
    const none = await listing('roupas', 'brand=Oculta');
    expect(none.total).toBe(0);
    expect(counts(none.facets, 'brand')).toEqual({ Aurora: 2, Passo: 1, 'Oculta*': 0 });
  });

  it('follows the variations: a sale to zero or a variation no longer sold changes the counts', async () => {
    const [variation] = jeans.variations;
    await db
      .update(productVariations)
      .set({ stock: 0 })
      .where(eq(productVariations.id, variation!.id));
    expect((await listing('roupas')).facets.in_stock.count).toBe(1);
    await db
      .update(productVariations)
      .set({ sold: false })
      .where(eq(productVariations.id, variation!.id));
    const result = await listing('roupas');
    expect(counts(result.facets, 'color')).toEqual({ Azul: 1, Branco: 1, Preto: 1 });
    await db
      .update(productVariations)
      .set({ stock: 3, sold: true })
      .where(eq(productVariations.id, variation!.id));
    expect((await listing('roupas')).facets.in_stock.count).toBe(2);
  });

  it('serves each store its own category of the same slug', async () => {
    const result = await listing('roupas', '', other.id);
    expect(names(result)).toEqual([otherTee.name]);
    expect(counts(result.facets, 'category')).toEqual({ camisetas: 1 });
  });

  it('answers 404 for a category the store does not have, and 400 for a bad filter', async () => {
    const missing = await call(app, 'GET', '/categories/nao-existe', { storeId: store.id });
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ code: 'category_not_found' });
    const bad = await call(app, 'GET', '/categories/roupas?price=1-2', { storeId: store.id });
    expect(bad.status).toBe(400);
  });
});

describe('GET /search with facets', () => {
  it('counts the facets of the matches and filters them', async () => {
    const res = await call(app, 'GET', '/search?q=camiseta', { storeId: store.id });
    const result = searchResultSchema.parse(res.json);
    expect(names(result)).toEqual(['Camiseta Básica', 'Camiseta Listrada']);
    expect(counts(result.facets, 'category')).toEqual({ camisetas: 2 });
    expect(counts(result.facets, 'brand')).toEqual({ Aurora: 1, Passo: 1 });
    const filtered = searchResultSchema.parse(
      (await call(app, 'GET', '/search?q=camiseta&size=P&in_stock=true', { storeId: store.id }))
        .json,
    );
    expect(names(filtered)).toEqual(['Camiseta Básica']);
    expect(filtered.total).toBe(1);
  });
});

await db.insert(productSlugRedirects).values([
  { storeId: store.id, oldSlug: 'camiseta-antiga', productId: basic.id },
  { storeId: store.id, oldSlug: 'listrada-antiga', productId: striped.id },
  { storeId: other.id, oldSlug: 'da-outra-antiga', productId: otherTee.id },
]);

describe('GET /product-redirects/{slug}', () => {
  it("answers a former slug with the product's current one", async () => {
    const res = await call(app, 'GET', '/product-redirects/camiseta-antiga', { storeId: store.id });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ slug: basic.slug });
  });

  it("answers 404 for an unknown slug and for another store's", async () => {
    for (const slug of ['nunca-existiu', 'da-outra-antiga']) {
      const res = await call(app, 'GET', `/product-redirects/${slug}`, { storeId: store.id });
      expect(res.status).toBe(404);
    }
  });
});
