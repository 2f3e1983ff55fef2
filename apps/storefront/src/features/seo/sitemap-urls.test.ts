import { createApiClient } from '@vitrine/api-client/client';
import { afterAll, describe, expect, it } from 'vitest';
import { startLoopbackApi } from '../../testing/loopback-api.ts';
import { sitemapFile } from './sitemap-files.ts';
import { storeUrls } from './sitemap-urls.ts';
import type { SitemapUrl } from './sitemap-xml.ts';

const api = await startLoopbackApi();
afterAll(() => api.close());
const client = createApiClient({ apiBase: api.url, storeId: () => 'loja-1' });

// Three pages of items, chained by cursor, as GET /sitemap-items answers.
const PAGES: Record<
  string,
  { items: { kind: string; slug: string }[]; next_cursor: string | null }
> = {
  '': {
    items: [
      { kind: 'product', slug: 'caneca' },
      { kind: 'service', slug: 'montagem' },
    ],
    next_cursor: 'montagem',
  },
  montagem: { items: [{ kind: 'product', slug: 'vaso' }], next_cursor: 'vaso' },
  vaso: { items: [{ kind: 'service', slug: 'xadrez-de-toalha' }], next_cursor: null },
};
api.answer(({ path }) => {
  const url = new URL(path, api.url);
  const page = url.pathname === '/sitemap-items' && PAGES[url.searchParams.get('after') ?? ''];
  return page ? { status: 200, body: page } : { status: 404, body: { code: 'x', message: '' } };
});

const fixed = {
  pages: [{ slug: 'sobre', title: 'Sobre', updated_at: '2026-01-02T03:04:05.000Z' }],
  categories: [
    { _id: crypto.randomUUID(), kind: 'service' as const, slug: 'reparos', name: 'Reparos' },
    { _id: crypto.randomUUID(), kind: 'product' as const, slug: 'camisas', name: 'Camisas' },
  ],
  departments: [
    {
      _id: crypto.randomUUID(),
      slug: 'roupas',
      name: 'Roupas',
      children: [{ _id: crypto.randomUUID(), slug: 'camisas', name: 'Camisas' }],
    },
  ],
};

async function all(urls: AsyncIterable<SitemapUrl>) {
  const list: SitemapUrl[] = [];
  for await (const url of urls) list.push(url);
  return list;
}

describe('storeUrls', () => {
  it('lists the fixed pages, then every item, following the cursor to the last page', async () => {
    api.requests.length = 0;
    expect(await all(storeUrls(client, 'https://loja.test', fixed))).toEqual([
      { loc: 'https://loja.test/' },
      { loc: 'https://loja.test/slider' },
      { loc: 'https://loja.test/paginas/sobre', lastmod: '2026-01-02T03:04:05.000Z' },
      { loc: 'https://loja.test/servicos/reparos' },
      { loc: 'https://loja.test/categoria/roupas' },
      { loc: 'https://loja.test/categoria/camisas' },
      { loc: 'https://loja.test/produto/caneca' },
      { loc: 'https://loja.test/servico/montagem' },
      { loc: 'https://loja.test/produto/vaso' },
      { loc: 'https://loja.test/servico/xadrez-de-toalha' },
    ]);
    expect(api.requests.map((request) => request.path)).toEqual([
      '/sitemap-items?limit=5000',
      '/sitemap-items?after=montagem&limit=5000',
      '/sitemap-items?after=vaso&limit=5000',
    ]);
    expect(api.requests[0]?.headers['x-store-id']).toBe('loja-1');
  });

  it('asks the API for no more items than the file being written needs', async () => {
    api.requests.length = 0;
    const file = await sitemapFile(storeUrls(client, 'https://loja.test', fixed), 1, 7);
    expect(file.at(-1)).toEqual({ loc: 'https://loja.test/produto/caneca' });
    expect(api.requests).toHaveLength(1);
  });
});
