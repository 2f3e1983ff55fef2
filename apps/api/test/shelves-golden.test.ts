import type { Facets } from '@vitrine/contract/shelf';
import { describe, expect, it } from 'vitest';
import { createGoldenCatalog } from './fixtures/golden-catalog.ts';
import { call, createTestApp } from './harness.ts';

// What search and category pages answer over a fixed catalog (fixtures/golden-catalog.ts),
// held to a recorded file: the same products in the same order, the same totals, the same
// "near spellings" and the same facet counts, on PGlite and on PostgreSQL alike. Recorded
// before the uncached paths were made faster (apps/api/README.md "Beside the floor"): a
// faster path must answer the same.
// A change of results that is meant is recorded again with `vitest -u` and said in its commit.

const { app, db } = await createTestApp();
const golden = await createGoldenCatalog(db);

const QUERIES = [
  'camisa',
  'camisetas',
  'CAMISA ALGODAO',
  'algodões',
  'tenis',
  'tênis couro',
  'panelas antiaderentes',
  'toalha banho',
  'caneka',
  'camizeta',
  'sandalha',
  'linho organico',
  'ipê',
  'jatoba',
  'cozinha',
  'minas',
  'egípcio',
  'xyzwv',
  'de',
  '"camisa" -linho',
  'cam',
  'montagem',
  'móveis',
];
const SORTS = ['relevance', 'price_asc', 'price_desc', 'newest'];
const FILTERS = [
  'size=M',
  'color=Azul&color=Preto',
  'brand=Aurora',
  'price=50-100&price=200-500',
  'in_stock=true',
  'category=casa',
  'category=camisas&category=calcados',
  'size=G&color=Branco&in_stock=true&price=100-200',
];
const FILTERED_QUERIES = ['camisa', 'algodão', 'de couro', 'caneka', 'lisa'];

/** Each request of the recording: the page, its sorts, further pages, and the filters. */
function requests(): string[] {
  const paths: string[] = [];
  const q = (text: string) => `q=${encodeURIComponent(text)}`;
  for (const text of QUERIES) {
    for (const sort of SORTS) paths.push(`/search?${q(text)}&sort=${sort}&per_page=7`);
    for (const page of [2, 3]) paths.push(`/search?${q(text)}&per_page=7&page=${page}`);
  }
  for (const kind of ['product', 'service'])
    for (const text of ['algodão', 'calçados', 'toalha'])
      paths.push(`/search?${q(text)}&kind=${kind}&per_page=7`);
  for (const text of FILTERED_QUERIES)
    for (const filter of FILTERS) paths.push(`/search?${q(text)}&${filter}&per_page=7`);
  for (const slug of golden.categories) {
    for (const sort of SORTS) paths.push(`/categories/${slug}?sort=${sort}&per_page=7`);
    for (const page of [2, 4]) paths.push(`/categories/${slug}?per_page=7&page=${page}`);
    for (const filter of FILTERS) paths.push(`/categories/${slug}?${filter}&per_page=7`);
  }
  return paths;
}

type Listing = {
  items: { code: string; price_min: number | null; in_stock: boolean }[];
  total: number;
  total_pages: number;
  fuzzy?: boolean;
  facets: Facets;
};

/** One answer in a few lines: what a shopper sees of it. */
function summary(status: number, body: unknown) {
  if (status !== 200) return { status };
  const listing = body as Listing;
  const values = (group: keyof Omit<Facets, 'in_stock'>) =>
    listing.facets[group]
      .map(
        (v) =>
          `${v.value}${v.label === v.value ? '' : ` (${v.label})`}=${v.count}${v.selected ? '*' : ''}`,
      )
      .join(', ');
  return {
    total: `${listing.total} in ${listing.total_pages} page(s)${listing.fuzzy ? ', near spellings' : ''}`,
    items: listing.items
      .map((item) => `${item.code} ${item.price_min ?? '-'}${item.in_stock ? '' : ' esgotado'}`)
      .join(' | '),
    facets: [
      `category: ${values('category')}`,
      `size: ${values('size')}`,
      `color: ${values('color')}`,
      `brand: ${values('brand')}`,
      `price: ${values('price')}`,
      `in stock: ${listing.facets.in_stock.count}${listing.facets.in_stock.selected ? '*' : ''}`,
    ],
  };
}

describe('search and category pages over the fixed catalog', () => {
  it('answer as recorded', { timeout: 120_000 }, async () => {
    const answers: Record<string, unknown> = {};
    for (const path of requests()) {
      const res = await call(app, 'GET', path, { storeId: golden.storeId });
      answers[path] = summary(res.status, res.json);
    }
    await expect(`${JSON.stringify(answers, null, 1)}\n`).toMatchFileSnapshot(
      './golden/shelves.json',
    );
  });
});
