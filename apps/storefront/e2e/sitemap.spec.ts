import { expect, storeUrl, test } from './support/fixtures.ts';

// The demo's Loja Aurora, through the built server and the real API (e2e/support).
const api = async <T>(path: string, storeId?: string): Promise<T> => {
  const response = await fetch(`${process.env.E2E_API_URL}${path}`, {
    headers: storeId ? { 'x-store-id': storeId } : {},
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

test('sitemap.xml lists every product and service, also those the home does not show', async ({
  request,
}) => {
  const response = await request.get(storeUrl('localhost', '/sitemap.xml'));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  const locs = locsOf(xml);
  expect(new Set(locs).size).toBe(locs.length);

  // Not featured and not among the newest: the sitemap that listed the home's items missed it.
  const { data: store } = await api<{ data: { _id: string } }>('/stores/by-host?host=localhost');
  const home = JSON.stringify(await api('/home', store._id));
  expect(home).toContain('"slug":"camiseta-basica-de-algodao"');
  expect(home).not.toContain('mocassim-de-camurca');
  expect(locs).toContain(storeUrl('localhost', '/produto/mocassim-de-camurca'));

  const { items, next_cursor } = await api<{
    items: { kind: string; slug: string }[];
    next_cursor: string | null;
  }>('/sitemap-items', store._id);
  expect(next_cursor).toBeNull();
  expect(items.length).toBeGreaterThanOrEqual(48);
  const itemLocs = locs.filter((loc) => /\/(produto|servico)\//.test(loc ?? ''));
  expect(itemLocs.sort()).toEqual(
    items
      .map((item) =>
        storeUrl('localhost', `/${item.kind === 'service' ? 'servico' : 'produto'}/${item.slug}`),
      )
      .sort(),
  );
  expect(locs).toEqual(
    expect.arrayContaining([
      storeUrl('localhost', '/'),
      storeUrl('localhost', '/slider'),
      storeUrl('localhost', '/servicos/montagem-e-instalacao'),
    ]),
  );
  // Content pages carry the date they last changed.
  expect(xml).toMatch(
    new RegExp(
      `<loc>${storeUrl('localhost', '/paginas/trocas-e-devolucoes')}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`,
    ),
  );
});

test('a store that fits one file has it as file 1 too, and no other file', async ({ request }) => {
  const whole = await (await request.get(storeUrl('localhost', '/sitemap.xml'))).text();
  const first = await request.get(storeUrl('localhost', '/sitemap.xml?pagina=1'));
  expect(first.status()).toBe(200);
  expect(await first.text()).toBe(whole);
  for (const file of ['2', '0', 'um', '1.5']) {
    const response = await request.get(storeUrl('localhost', `/sitemap.xml?pagina=${file}`));
    expect(response.status(), file).toBe(404);
  }
});
