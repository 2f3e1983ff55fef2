import { productSchema, serviceListSchema, homeSchema } from '@vitrine/contract/catalog';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productVariations, products } from '../src/db/schema/index.ts';
import { createCategory, createProduct, createStore } from './fixtures/catalog.ts';
import { call, createTestApp } from './harness.ts';

const { app, db } = await createTestApp();
const store = await createStore(db);
const shirts = await createCategory(db, store.id, { name: 'Camisetas', slug: 'camisetas' });
const shirt = await createProduct(db, store.id, {
  name: 'Camiseta Listrada',
  slug: 'camiseta-listrada',
  categoryId: shirts.id,
  featured: true,
  variations: [
    { name: 'P', priceCents: 4990, stock: 0 },
    { name: 'M', priceCents: 5490, stock: 3, compareAtPriceCents: 6990 },
    { name: 'G', priceCents: 5990, stock: 40 },
  ],
});
const soldOut = await createProduct(db, store.id, {
  name: 'Boné Esgotado',
  variations: [{ priceCents: 3000, stock: 0 }],
});
const hidden = await createProduct(db, store.id, { name: 'Rascunho', status: 'draft' });
const install = await createCategory(db, store.id, {
  name: 'Instalação',
  kind: 'service',
  slug: 'instalacao',
});
const services = await Promise.all(
  ['Montagem de estante', 'Instalação de cortina', 'Furação de parede'].map((name) =>
    createProduct(db, store.id, {
      name,
      kind: 'service',
      categoryId: install.id,
      featured: true,
      variations: [{ priceCents: 8000, stock: null }],
    }),
  ),
);

const get = (path: string) => call(app, 'GET', path, { storeId: store.id });

describe('GET /products/{slug}', () => {
  it('answers the product with its variations in reais and their stock state', async () => {
    const res = await get('/products/camiseta-listrada');
    expect(res.status).toBe(200);
    const body = productSchema.parse(res.json);
    expect(body).toMatchObject({
      _id: shirt.id,
      name: 'Camiseta Listrada',
      price_min: 49.9,
      price_max: 59.9,
      in_stock: true,
    });
    expect(body.category).toMatchObject({ slug: 'camisetas', kind: 'product' });
    expect(
      body.variations.map((v) => [v.name, v.price, v.in_stock, v.stock_left, v.compare_at_price]),
    ).toEqual([
      ['P', 49.9, false, null, null],
      ['M', 54.9, true, 3, 69.9],
      ['G', 59.9, true, null, null],
    ]);
    expect(body.variations[1]?.code).toBe(shirt.variations[1]?.code);
  });

  it('says a product with no unit left is out of stock', async () => {
    const body = (await get(`/products/${soldOut.slug}`)).json;
    expect(body.in_stock).toBe(false);
  });

  it.each([
    ['an unknown slug', '/products/nao-existe'],
    ['an inactive product', `/products/${hidden.slug}`],
    ['a service asked as a product', `/products/${services[0]!.slug}`],
  ])('answers 404 for %s', async (_, path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ code: 'product_not_found', message: 'Produto não encontrado.' });
  });
});

describe('price range', () => {
  it('follows the variations as they are added, repriced and removed', async () => {
    const product = await createProduct(db, store.id, {
      name: 'Caneca',
      variations: [{ priceCents: 3000 }],
    });
    const read = async () =>
      (
        await db
          .select({ lo: products.priceMinCents, hi: products.priceMaxCents })
          .from(products)
          .where(eq(products.id, product.id))
      )[0];
    expect(await read()).toEqual({ lo: 3000, hi: 3000 });
    await db.insert(productVariations).values({
      storeId: store.id,
      productId: product.id,
      code: `${product.code}-2`,
      name: 'Grande',
      priceCents: 4500,
    });
    expect(await read()).toEqual({ lo: 3000, hi: 4500 });
    await db
      .update(productVariations)
      .set({ priceCents: 2500 })
      .where(eq(productVariations.code, `${product.code}-2`));
    expect(await read()).toEqual({ lo: 2500, hi: 3000 });
    await db.delete(productVariations).where(eq(productVariations.productId, product.id));
    expect(await read()).toEqual({ lo: null, hi: null });
  });
});

describe('GET /services/{slug}', () => {
  it('answers a service, never stock-controlled', async () => {
    const body = productSchema.parse((await get(`/services/${services[0]!.slug}`)).json);
    expect(body).toMatchObject({ kind: 'service', name: 'Montagem de estante', in_stock: true });
    expect(body.variations[0]).toMatchObject({ in_stock: true, stock_left: null, price: 80 });
  });

  it('does not answer a product', async () => {
    expect((await get('/services/camiseta-listrada')).json.code).toBe('service_not_found');
  });
});

describe('GET /service-categories/{slug}', () => {
  it('lists the category services by name, a page at a time', async () => {
    const first = serviceListSchema.parse(
      (await get('/service-categories/instalacao?per_page=2')).json,
    );
    expect(first.category.name).toBe('Instalação');
    expect(first.items.map((s) => s.name)).toEqual(['Furação de parede', 'Instalação de cortina']);
    expect(first).toMatchObject({ page: 1, per_page: 2, total: 3, total_pages: 2 });
    const second = (await get('/service-categories/instalacao?per_page=2&page=2')).json;
    expect(second.items.map((s: { name: string }) => s.name)).toEqual(['Montagem de estante']);
  });

  it('answers 404 for a product category', async () => {
    expect((await get('/service-categories/camisetas')).status).toBe(404);
  });
});

describe('GET /home', () => {
  it('answers featured products and services, newest products and the categories', async () => {
    const body = homeSchema.parse((await get('/home')).json);
    expect(body.featured_products.map((p) => p.name)).toEqual(['Camiseta Listrada']);
    expect(body.featured_services).toHaveLength(3);
    expect(body.new_arrivals.map((p) => p.name)).not.toContain('Rascunho');
    const stock = Object.fromEntries(body.new_arrivals.map((p) => [p.name, p.in_stock]));
    expect(stock).toMatchObject({ 'Camiseta Listrada': true, 'Boné Esgotado': false });
    expect(body.categories.map((c) => c.slug)).toEqual(['camisetas', 'instalacao']);
  });
});
