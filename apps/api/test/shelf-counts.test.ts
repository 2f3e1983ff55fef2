import { categoryListingSchema, searchResultSchema } from '@vitrine/contract/catalog';
import { facetFiltersSchema, type FacetFilters } from '@vitrine/contract/shelf';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  products,
  searchWordCounts,
  searchWordPairs,
  searchWordRanks,
  searchWordTokenCounts,
  shelfCounts,
  shelfPairs,
  shelfTokenCounts,
} from '../src/db/schema/index.ts';
import { rowsOf } from '../src/db/rows.ts';
import { shelfCategories, subtree } from '../src/features/catalog/category-tree.ts';
import { countFacets } from '../src/features/catalog/facets.ts';
import { seedLargeCatalog } from '../src/seed/large-catalog.ts';
import { visible } from '../src/features/catalog/reads.ts';
import { createAddress, createCustomer, sessionFor } from './fixtures/accounts.ts';
import { createCategory } from './fixtures/catalog.ts';
import { csvFile, uploadCsv } from './fixtures/catalog-csv.ts';
import { placeOrder } from './fixtures/orders.ts';
import { storeWithSeller } from './fixtures/seller-store.ts';
import { call, createTestApp } from './harness.ts';

// Category pages count their facets from shelf_counts (migration 0012_shelf_counts), and with
// no filter from shelf_token_counts (0028); one-word searches read their page and counts from
// what is kept per word (0045_search_words). All are kept by triggers on products. Each write
// path a product goes through must leave them equal to counting the products themselves, and
// each page's facets what counting its products gives.

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

/** The store's kept pairs per category, and each category's token pairs counted from its products. */
async function keptAndCountedPairs() {
  const kept = await db
    .select({
      categoryId: shelfPairs.categoryId,
      token: shelfPairs.token,
      other: shelfPairs.other,
      products: shelfPairs.products,
    })
    .from(shelfPairs)
    .where(eq(shelfPairs.storeId, store.id));
  const counted = rowsOf(
    await db.execute(sql`with tokens as (select p.id, p.category_id, t.token from ${products} p
        cross join lateral unnest(p.shelf_tokens || array[
          'b:' || nullif(p.brand, ''),
          'p:' || public.shelf_price_range(p.shelf_price_cents),
          case when p.shelf_in_stock then 'e:' end]) as t(token)
        where p.store_id = ${store.id} and p.status = 'active' and p.kind = 'product'
          and p.category_id is not null and t.token is not null)
      select x.category_id as "categoryId", x.token, y.token as other, count(*)::int as products
        from tokens x join tokens y on y.id = x.id
       where x.token collate "C" < y.token collate "C" and left(x.token, 2) <> left(y.token, 2)
       group by 1, 2, 3`),
  );
  const line = (row: Record<string, unknown>) => Object.values(row).join('|');
  return { kept: kept.map(line).sort(), counted: counted.map(line).sort() };
}

/**
 * What is kept per word (ranks, signatures, tokens), and the same worked out from the store's
 * listed products now, each as sorted lines.
 */
async function keptAndCountedWords() {
  const line = (row: Record<string, unknown>) =>
    Object.values(row)
      .map((v) => (Array.isArray(v) ? v.join(',') : v instanceof Date ? v.toISOString() : v))
      .join('|');
  const lines = (rows: Record<string, unknown>[]) => rows.map(line).sort();
  const ranks = await db
    .select({
      product: searchWordRanks.productId,
      word: searchWordRanks.word,
      rank: searchWordRanks.rank,
      createdAt: searchWordRanks.createdAt,
    })
    .from(searchWordRanks)
    .where(eq(searchWordRanks.storeId, store.id));
  const signatures = await db
    .select({
      word: searchWordCounts.word,
      categoryId: searchWordCounts.categoryId,
      brand: searchWordCounts.brand,
      priceRange: searchWordCounts.priceRange,
      inStock: searchWordCounts.inStock,
      tokens: searchWordCounts.tokens,
      products: searchWordCounts.products,
    })
    .from(searchWordCounts)
    .where(eq(searchWordCounts.storeId, store.id));
  const tokens = await db
    .select({
      word: searchWordTokenCounts.word,
      token: searchWordTokenCounts.token,
      products: searchWordTokenCounts.products,
    })
    .from(searchWordTokenCounts)
    .where(eq(searchWordTokenCounts.storeId, store.id));
  const pairs = await db
    .select({
      word: searchWordPairs.word,
      token: searchWordPairs.token,
      other: searchWordPairs.other,
      products: searchWordPairs.products,
    })
    .from(searchWordPairs)
    .where(eq(searchWordPairs.storeId, store.id));
  // Each listed product's words, and its rank for each: the word alone as a tsquery (quoted by
  // quote_literal here, none of these words has a backslash).
  const listedWords = sql`select p.*, w.word from ${products} p
    cross join lateral unnest(tsvector_to_array(p.search_vector)) as w(word)
    where p.store_id = ${store.id} and p.status = 'active'`;
  const countedRanks = rowsOf(
    await db.execute(sql`select id as product, word,
      ts_rank(search_vector, quote_literal(word)::tsquery) as rank,
      created_at as "createdAt" from (${listedWords}) as l`),
  );
  const countedSignatures = rowsOf(
    await db.execute(sql`select word, category_id as "categoryId", brand,
      coalesce(public.shelf_price_range(shelf_price_cents), '') as "priceRange",
      shelf_in_stock as "inStock", shelf_tokens as tokens, count(*)::int as products
      from (${listedWords}) as l group by 1, 2, 3, 4, 5, 6`),
  );
  const countedTokens = rowsOf(
    await db.execute(sql`select word, t.token, count(*)::int as products
      from (${listedWords}) as l
      cross join lateral unnest(l.shelf_tokens || array[
        'c:' || l.category_id::text, 'b:' || nullif(l.brand, ''),
        'p:' || public.shelf_price_range(l.shelf_price_cents),
        case when l.shelf_in_stock then 'e:' end, '*:']) as t(token)
      where t.token is not null group by 1, 2`),
  );
  // Each pair of a product's tokens of different groups, in byte order, '*:' left out.
  const countedPairs = rowsOf(
    await db.execute(sql`with tokens as (select l.id, l.word, t.token from (${listedWords}) as l
        cross join lateral unnest(l.shelf_tokens || array[
          'c:' || l.category_id::text, 'b:' || nullif(l.brand, ''),
          'p:' || public.shelf_price_range(l.shelf_price_cents),
          case when l.shelf_in_stock then 'e:' end]) as t(token)
        where t.token is not null)
      select x.word, x.token, y.token as other, count(*)::int as products
        from tokens x join tokens y on y.id = x.id and y.word = x.word
       where x.token collate "C" < y.token collate "C" and left(x.token, 2) <> left(y.token, 2)
       group by 1, 2, 3`),
  );
  const createdAt = (rows: Record<string, unknown>[]) =>
    rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt as string).toISOString() }));
  return {
    kept: {
      ranks: lines(createdAt(ranks.map((r) => ({ ...r, rank: Number(r.rank) })))),
      signatures: lines(signatures),
      tokens: lines(tokens),
      pairs: lines(pairs),
    },
    counted: {
      ranks: lines(createdAt(countedRanks.map((r) => ({ ...r, rank: Number(r.rank) })))),
      signatures: lines(countedSignatures),
      tokens: lines(countedTokens),
      pairs: lines(countedPairs),
    },
  };
}

/** A page's query string: `first`, then each filter's values as the storefront sends them. */
function queryOf(filters: FacetFilters, first: Record<string, string> = {}) {
  const query = new URLSearchParams(first);
  for (const [name, value] of Object.entries(filters)) {
    for (const one of [value].flat()) query.append(name, String(one));
  }
  return query;
}

/** A search's page of facets, and the facets counted from its matches. */
async function searchAndCounted(q: string, filters: FacetFilters = {}) {
  const res = await as('GET', `/search?${queryOf(filters, { q })}`);
  expect(res.status, res.text).toBe(200);
  const page = searchResultSchema.parse(res.json);
  const base = and(
    visible(store.id),
    sql`${products.searchVector} @@ websearch_to_tsquery('portuguese', public.f_search_text(${q}))`,
  )!;
  const counted = await countFacets(
    db,
    base,
    facetFiltersSchema.parse(filters),
    await shelfCategories(db, store.id),
  );
  return { page, counted };
}

/** The page's facets, and the facets counted from the products as search counts them. */
async function pageAndCounted(slug: string, filters: FacetFilters = {}) {
  const res = await as('GET', `/categories/${slug}?${queryOf(filters)}`);
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
  const pairs = await keptAndCountedPairs();
  expect(pairs.kept).toEqual(pairs.counted);
  // With no filter a page reads the token counts (shelf_token_counts); filtered in one group
  // but category (one value, or several of a group a product has one of), the pairs
  // (shelf_pairs); otherwise the signatures.
  const pages: [string, FacetFilters][] = [
    ['roupas', {}],
    ['camisetas', {}],
    ['roupas', { color: 'Azul' }],
    ['roupas', { in_stock: 'true' }],
    ['roupas', { brand: ['Aurora', 'Passo', 'Terra'] }],
    ['roupas', { price: ['0-50', '500-'] }],
    ['roupas', { size: ['P', 'G'] }],
    ['roupas', { category: 'camisetas' }],
    ['roupas', { color: 'Azul', in_stock: 'true' }],
    ['roupas', { price: ['50-100', '100-200'], brand: 'Aurora' }],
    ['camisetas', { size: 'P', category: 'camisetas' }],
  ];
  for (const [slug, filters] of pages) {
    const { page, counted: facets } = await pageAndCounted(slug, filters);
    expect(page.facets).toEqual(facets.facets);
    expect(page.total).toBe(facets.listed);
  }
  const words = await keptAndCountedWords();
  expect(words.kept).toEqual(words.counted);
  // One-word searches read what is kept per word: with no filter its token counts, with one
  // its signatures.
  // Filtered in one group, by one value or by several of a group a product has one value of,
  // they read the kept pairs (search_word_pairs); otherwise the signatures.
  const searches: [string, FacetFilters][] = [
    ['camiseta', {}],
    ['camisetas', { color: 'Azul' }],
    ['camiseta', { in_stock: 'true' }],
    ['camiseta', { category: 'roupas' }],
    ['camiseta', { brand: ['Aurora', 'Passo', 'Terra'] }],
    ['básica', { price: ['0-50', '100-200'] }],
    ['camiseta', { size: ['P', 'G'] }],
    ['importada', { size: 'G', in_stock: 'true' }],
  ];
  for (const [q, filters] of searches) {
    const { page, counted: facets } = await searchAndCounted(q, filters);
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

describe('what is kept per word of the search documents (search_word_*)', () => {
  it('follows a rename, which changes the product’s words', async () => {
    const renamed = await as('PUT', `/catalog/products/${striped._id}`, {
      ...tee('Regata Listrada', { brand: 'Passo' }),
      variations: striped.variations,
    });
    expect(renamed.status, renamed.text).toBe(200);
    const search = async (q: string) =>
      searchResultSchema.parse((await as('GET', `/search?q=${q}`)).json);
    expect((await search('regatas')).items.map((item) => item.code)).toEqual([striped.code]);
    expect((await search('listrada')).total).toBe(1);
    await expectExact();
  });

  it('ranks each word by a query of that lexeme alone, whatever its characters', async () => {
    for (const word of ["d'agua", 'a\\b', 'algodao-egipcio', 'duas palavras']) {
      const [row] = rowsOf(
        await db.execute(sql`select numnode(public.search_word_query(${word})) as nodes,
          array_to_tsvector(array[${word}]::text[]) @@ public.search_word_query(${word}) as found`),
      );
      expect(row, word).toEqual({ nodes: 1, found: true });
    }
  });

  it('are left to one rebuild by a transaction that defers them, as the bulk seed does', async () => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('vitrine.search_words_deferred', 'on', true)`);
      await tx.update(products).set({ name: 'Bata Listrada' }).where(eq(products.id, striped._id));
    });
    const deferred = await keptAndCountedWords();
    expect(deferred.kept.ranks).not.toEqual(deferred.counted.ranks);
    await db.execute(sql`select public.search_words_rebuild(${store.id}::uuid)`);
    await expectExact();
    // The bulk seed: its batches defer, its end rebuilds.
    await seedLargeCatalog(db, {
      storeId: store.id,
      storeDir: mkdtempSync(join(tmpdir(), 'vitrine-shelf-counts-')),
      count: 60,
      palette: { from: '#000000', to: '#ffffff' },
    });
    expect((await as('GET', '/search?q=luminaria')).json.total).toBeGreaterThan(0);
    await expectExact();
  }, 60_000);
});
