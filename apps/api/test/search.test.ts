import { searchResultSchema } from '@vitrine/contract/catalog';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories } from '../src/db/schema/index.ts';
import { createCategory, createProduct, createStore } from './fixtures/catalog.ts';
import { call, createTestApp } from './harness.ts';

const { app, db } = await createTestApp();
const store = await createStore(db);
const other = await createStore(db);
const shirts = await createCategory(db, store.id, { name: 'Vestuário' });
const day = (n: number) => new Date(Date.UTC(2025, 0, n));

const cotton = await createProduct(db, store.id, {
  name: 'Kit 2 Camisas de Algodão',
  description: 'Tecido leve e macio.',
  categoryId: shirts.id,
  createdAt: day(1),
  variations: [{ priceCents: 15990 }],
});
const linen = await createProduct(db, store.id, {
  name: 'Camisa de Linho',
  description: 'Mistura de linho e algodão orgânico.',
  createdAt: day(3),
  variations: [{ priceCents: 8990 }, { priceCents: 9990 }],
});
const mug = await createProduct(db, store.id, {
  name: 'Caneca Esmaltada',
  brand: 'Ipê Utilidades',
  createdAt: day(2),
  variations: [{ priceCents: 4500 }],
});
const assembly = await createProduct(db, store.id, {
  name: 'Montagem de Móveis',
  kind: 'service',
  description: 'Montamos camisas? Não: móveis de algodão não existem.',
  variations: [{ priceCents: 12000, stock: null }],
});
await createProduct(db, store.id, { name: 'Camisa Fora de Linha', status: 'archived' });
await createProduct(db, other.id, { name: 'Camisa de Algodão da Outra Loja' });

async function search(query: string, storeId = store.id) {
  const res = await call(app, 'GET', `/search?${query}`, { storeId });
  expect(res.status).toBe(200);
  return searchResultSchema.parse(res.json);
}
const names = (result: { items: { name: string }[] }) => result.items.map((item) => item.name);

describe('GET /search', () => {
  it('answers a search nothing matches with no items and every count a number', async () => {
    // Parsing the answer fails on a count sent as text (numeric from PostgreSQL).
    const result = await search('q=xyzwq-nada');
    expect(result.total).toBe(0);
    expect(result.items).toEqual([]);
    expect(result.facets.in_stock).toEqual({ count: 0, selected: false });
  });

  it.each([
    ['camisa algodao', 'accents'],
    ['CAMISAS ALGODÃO', 'case and plural'],
    ['camisa algodões', 'plural with accent'],
  ])('finds "Camisas de Algodão" for %j (%s)', async (q) => {
    expect(names(await search(`q=${encodeURIComponent(q)}&kind=product`))).toContain(cotton.name);
  });

  it('ranks a match in the name above one in the description', async () => {
    const result = await search('q=algodao&kind=product');
    expect(names(result)).toEqual([cotton.name, linen.name]);
    expect(result.fuzzy).toBe(false);
    expect(result.items.map((item) => item.in_stock)).toEqual([true, true]);
  });

  it('searches brand and category too', async () => {
    expect(names(await search('q=utilidades'))).toEqual([mug.name]);
    expect(names(await search('q=vestuario'))).toEqual([cotton.name]);
  });

  it('follows a renamed category', async () => {
    const category = await createCategory(db, store.id, { name: 'Cozinha' });
    const pan = await createProduct(db, store.id, { name: 'Frigideira', categoryId: category.id });
    await db.update(categories).set({ name: 'Panelas' }).where(eq(categories.id, category.id));
    expect(names(await search('q=panelas'))).toEqual([pan.name]);
    expect(names(await search('q=cozinha'))).toEqual([]);
  });

  it.each([
    ['price_asc', ['Camisa de Linho', 'Montagem de Móveis', 'Kit 2 Camisas de Algodão']],
    ['price_desc', ['Kit 2 Camisas de Algodão', 'Montagem de Móveis', 'Camisa de Linho']],
  ])('sorts by %s on the lowest price', async (sort, expected) => {
    expect(names(await search(`q=algodao&sort=${sort}`))).toEqual(expected);
  });

  it('sorts by newest', async () => {
    expect(names(await search('q=camisa&sort=newest&kind=product'))).toEqual([
      linen.name,
      cotton.name,
    ]);
  });

  it('filters by kind', async () => {
    expect(names(await search('q=algodao&kind=service'))).toEqual([assembly.name]);
  });

  it('pages the results with stable totals', async () => {
    const first = await search('q=algodao&per_page=2&sort=price_asc');
    const second = await search('q=algodao&per_page=2&page=2&sort=price_asc');
    const beyond = await search('q=algodao&per_page=2&page=9');
    expect([first.total, first.total_pages, second.total, beyond.total]).toEqual([3, 2, 3, 3]);
    expect([...names(first), ...names(second)]).toEqual(
      names(await search('q=algodao&sort=price_asc')),
    );
    expect(beyond.items).toEqual([]);
  });

  it('falls back to near spellings when no word matches', async () => {
    const result = await search('q=caneka');
    expect(names(result)).toEqual([mug.name]);
    expect(result.fuzzy).toBe(true);
  });

  it('answers an empty page for nonsense and for stop words only', async () => {
    for (const q of ['xyzzyqwv', 'de']) {
      const result = await search(`q=${q}`);
      expect([result.items, result.total, result.fuzzy]).toEqual([[], 0, false]);
    }
  });

  it('treats search syntax as text, never as an error', async () => {
    for (const q of ['"camisa', 'camisa -linho', "algodão' OR 1=1 --", 'a & | ! (', '\\', '%_']) {
      await search(`q=${encodeURIComponent(q)}`);
    }
    expect(names(await search(`q=${encodeURIComponent('camisa -linho')}&kind=product`))).toEqual([
      cotton.name,
    ]);
  });

  it('never shows another store’s products', async () => {
    expect(names(await search('q=camisa algodao'))).not.toContain(
      'Camisa de Algodão da Outra Loja',
    );
    expect(names(await search('q=camisa algodao', other.id))).toEqual([
      'Camisa de Algodão da Outra Loja',
    ]);
  });
});
