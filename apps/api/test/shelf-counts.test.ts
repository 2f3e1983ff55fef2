import { categoryListingSchema } from '@vitrine/contract/catalog';
import { facetFiltersSchema, type FacetFilters } from '@vitrine/contract/shelf';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, shelfCounts, shelfTokenCounts } from '../src/db/schema/index.ts';
import { shelfCategories, subtree } from '../src/features/catalog/category-tree.ts';
import { countFacets } from '../src/features/catalog/facets.ts';
import { visible } from '../src/features/catalog/reads.ts';
import { createAddress, createCustomer, sessionFor } from './fixtures/accounts.ts';
import { createCategory } from './fixtures/catalog.ts';
import { csvFile, uploadCsv } from './fixtures/catalog-csv.ts';
import { placeOrder } from './fixtures/orders.ts';
import { storeWithSeller } from './fixtures/seller-store.ts';
import { call, createTestApp } from './harness.ts';

// Category pages count their facets from shelf_counts (migration 0012_shelf_counts), and with
// no filter from shelf_token_counts (0028), both kept by triggers on products. Each write path a product goes through must leave those counts equal
// to counting the products themselves, and the page's facets what counting them gives.

const { app, db } = await createTestApp();
const { store, token } = await storeWithSeller(db);
const auth = { storeId: store.id, token };
const as = (method: string, path: string, body?: unknown) =>
  call(app, method, path, { ...auth, body });

const clothes = await createCategory(db, store.id, { name: 'Roupas', slug: 'roupas' });
const clothing = (name: string, slug: string, position: number) =>
  createCategory(db, store.id, { name, slug, parentId: clothes.id, position });
const tees = await clothing('Camisetas', 'camisetas', 0);
const shirts = await clothing('Camisas', 'camisas', 1);

const tee = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  brand: 'Aurora',
  category_id: tees.id,
  status: 'active',
  options: [
    { name: 'Cor', values: ['Azul', 'Verde'] },
    { name: 'Tamanho', values: ['P'] },
  ],
  variations: ['Azul', 'Verde'].map((cor) => ({
    options: { Cor: cor, Tamanho: 'P' },
    price: 49.9,
    stock: 1,
    weight_grams: 200,
  })),
  ...overrides,
});

async function create(body: unknown) {
  const res = await as('POST', '/catalog/products', body);
  expect(res.status, res.text).toBe(201);
  return res.json;
}

/** The store's kept signatures, and the same grouping counted from its products now. */
async function keptAndCounted() {
  const key = (row: {
    categoryId: string | null;
    brand: string;
    priceRange: string;
    inStock: boolean;
    tokens: string[];
    products: number;
  }) =>
    `${row.categoryId}|${row.brand}|${row.priceRange}|${row.inStock}|${row.tokens.join(',')}=${row.products}`;
  const kept = await db.select().from(shelfCounts).where(eq(shelfCounts.storeId, store.id));
  const counted = await db
    .select({
      categoryId: products.categoryId,
      brand: products.brand,
      priceRange: sql<string>`coalesce(public.shelf_price_range(${products.shelfPriceCents}), '')`,
      inStock: products.shelfInStock,
      tokens: products.shelfTokens,
      products: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(products)
    .where(and(visible(store.id, 'product'), sql`${products.categoryId} is not null`))
    .groupBy(sql`1, 2, 3, 4, 5`);
  return { kept: kept.map(key).sort(), counted: counted.map(key).sort() };
}

/** The store's kept token counts, and each category's tokens counted from its products now. */
async function keptAndCountedTokens() {
  const kept = await db
    .select()
    .from(shelfTokenCounts)
    .where(eq(shelfTokenCounts.storeId, store.id));
  const counted = (await db.execute(sql`
    select p.category_id as "categoryId", t.token, count(*)::int as products
      from ${products} p
     cross join lateral unnest(p.shelf_tokens || array[
             'b:' || nullif(p.brand, ''),
             'p:' || public.shelf_price_range(p.shelf_price_cents),
             case when p.shelf_in_stock then 'e:' end,
             '*:']) as t(token)
     where p.store_id = ${store.id} and p.status = 'active' and p.kind = 'product'
       and p.category_id is not null and t.token is not null
     group by 1, 2`)) as unknown as {
    rows: { categoryId: string; token: string; products: number }[];
  };
  const key = (row: { categoryId: string; token: string; products: number }) =>
    `${row.categoryId}|${row.token}=${row.products}`;
  return { kept: kept.map(key).sort(), counted: counted.rows.map(key).sort() };
}

/** The page's facets, and the facets counted from the products as search counts them. */
async function pageAndCounted(slug: string, filters: FacetFilters = {}) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    for (const one of [value].flat()) query.append(name, String(one));
  }
  const res = await as('GET', `/categories/${slug}?${query}`);
  expect(res.status, res.text).toBe(200);
  const page = categoryListingSchema.parse(res.json);
  const found = subtree(await shelfCategories(db, store.id), slug)!;
  const parsed = facetFiltersSchema.parse(filters);
  const base = and(
    visible(store.id, 'product'),
    inArray(
      products.categoryId,
      found.members.map((m) => m.id),
    ),
  )!;
  const counted = await countFacets(db, base, parsed, found.members);
  return { page, counted };
}

/** Kept equals counted, and each page below answers what counting its products gives. */
async function expectExact() {
  const { kept, counted } = await keptAndCounted();
  expect(kept).toEqual(counted);
  const tokens = await keptAndCountedTokens();
  expect(tokens.kept).toEqual(tokens.counted);
  // With no filter a page reads the token counts (shelf_token_counts), with one the signatures.
  const pages: [string, FacetFilters][] = [
    ['roupas', {}],
    ['camisetas', {}],
    ['roupas', { color: 'Azul', in_stock: 'true' }],
    ['roupas', { price: ['50-100', '100-200'], brand: 'Aurora' }],
    ['camisetas', { size: 'P', category: 'camisetas' }],
  ];
  for (const [slug, filters] of pages) {
    const { page, counted: facets } = await pageAndCounted(slug, filters);
    expect(page.facets).toEqual(facets.facets);
    expect(page.total).toBe(facets.listed);
  }
}

const facetsOf = async (slug: string, query = '') =>
  categoryListingSchema.parse((await as('GET', `/categories/${slug}?${query}`)).json).facets;

const basic = await create(tee('Camiseta Básica'));
const striped = await create(tee('Camiseta Listrada', { brand: 'Passo' }));

describe('the facet counts kept per category (shelf_counts)', () => {
  it('start equal to counting the products', async () => {
    expect((await facetsOf('roupas')).in_stock.count).toBe(2);
    await expectExact();
  });

  it('follow a sale that leaves a product with no stock', async () => {
    const customer = await createCustomer(db, store.id);
    const buyer = await sessionFor(db, 'customer', customer);
    const address = await createAddress(db, store.id, customer.id);
    for (const variation of basic.variations) {
      await placeOrder(app, {
        storeId: store.id,
        token: buyer,
        code: basic.code,
        variation: variation.code,
        addressId: address.id,
      });
    }
    expect((await facetsOf('roupas')).in_stock.count).toBe(1);
    expect((await facetsOf('roupas', 'in_stock=true')).brand.map((b) => b.value)).toEqual([
      'Passo',
    ]);
    await expectExact();
  });

  it('follow a price change', async () => {
    const variations = striped.variations.map((v: object) => ({ ...v, price: 149.9 }));
    const res = await as('PUT', `/catalog/products/${striped._id}`, {
      ...tee('Camiseta Listrada', { brand: 'Passo' }),
      variations,
    });
    expect(res.status, res.text).toBe(200);
    const price = (await facetsOf('roupas')).price.map((p) => [p.value, p.count]);
    expect(price).toEqual([
      ['0-50', 1],
      ['100-200', 1],
    ]);
    await expectExact();
  });

  it('follow a product moved to another category, archived, published again and deleted', async () => {
    const moved = await as('PUT', `/catalog/products/${basic._id}`, {
      ...tee('Camiseta Básica', { category_id: shirts.id }),
      variations: basic.variations,
    });
    expect(moved.status, moved.text).toBe(200);
    expect((await facetsOf('roupas')).category.map((c) => [c.value, c.count])).toEqual([
      ['camisetas', 1],
      ['camisas', 1],
    ]);
    await expectExact();
    const archived = await as('POST', `/catalog/products/${striped._id}/status`, {
      status: 'archived',
    });
    expect(archived.status, archived.text).toBe(200);
    expect((await facetsOf('roupas')).category.map((c) => c.value)).toEqual(['camisas']);
    await expectExact();
    await as('POST', `/catalog/products/${striped._id}/status`, { status: 'active' });
    await expectExact();
    const draft = await create(tee('Camiseta Rascunho', { status: 'draft' }));
    expect((await as('DELETE', `/catalog/products/${draft._id}`)).status).toBe(204);
    await expectExact();
    // The category menu lists only categories with active products: it reads these rows too.
    const menu = (await as('GET', '/categories')).json;
    expect(menu.departments[0].children.map((c: { slug: string }) => c.slug)).toEqual([
      'camisetas',
      'camisas',
    ]);
  });

  it('follow an import that creates and updates products', async () => {
    const header = [
      'Tipo',
      'Código do produto',
      'Nome',
      'Status',
      'Categoria',
      'Marca',
      'Opção: Cor',
      'Opção: Tamanho',
      'SKU',
      'Preço',
      'Estoque',
    ];
    const row = (code: string, name: string, cor: string, sku: string, price: string) => [
      'produto',
      code,
      name,
      'ativo',
      'Camisetas',
      'Terra',
      cor,
      'G',
      sku,
      price,
      '4',
    ];
    const file = csvFile(header, [
      row('IMP-1', 'Camiseta Importada', 'Preto', 'IMP-1-PR', '89,90'),
      row('IMP-1', 'Camiseta Importada', 'Branco', 'IMP-1-BR', '89,90'),
      row('IMP-2', 'Camiseta Importada Dois', 'Preto', 'IMP-2-PR', '559,90'),
    ]);
    const importFile = async (bytes: Uint8Array) => {
      const checked = await uploadCsv(app, auth, bytes);
      expect(checked.status, JSON.stringify(checked.json)).toBe(202);
      const applied = await as('POST', `/catalog/imports/${checked.json._id}/apply`);
      expect(applied.status, applied.text).toBe(202);
      expect((await as('GET', `/catalog/imports/${checked.json._id}`)).json.status).toBe('applied');
    };
    await importFile(file);
    const facets = await facetsOf('roupas');
    expect(facets.brand.map((b) => [b.value, b.count])).toContainEqual(['Terra', 2]);
    expect(facets.size.map((s) => [s.value, s.count])).toContainEqual(['G', 2]);
    expect(facets.price.map((p) => [p.value, p.count])).toContainEqual(['500-', 1]);
    await expectExact();
    // The same products again, one of them cheaper: an update by the import.
    await importFile(
      csvFile(header, [row('IMP-2', 'Camiseta Importada Dois', 'Preto', 'IMP-2-PR', '59,90')]),
    );
    const cheaper = await facetsOf('roupas');
    expect(cheaper.price.map((p) => p.value)).not.toContain('500-');
    await expectExact();
  });
});
