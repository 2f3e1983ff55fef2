import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getCurrentStore } from '../src/endpoints/get-current-store.ts';
import { getFreightQuote } from '../src/endpoints/get-freight-quote.ts';
import { getHome } from '../src/endpoints/get-home.ts';
import { getPage } from '../src/endpoints/get-page.ts';
import { getProduct } from '../src/endpoints/get-product.ts';
import { getService } from '../src/endpoints/get-service.ts';
import { getStoreByHost } from '../src/endpoints/get-store-by-host.ts';
import { listPages } from '../src/endpoints/list-pages.ts';
import { listServices } from '../src/endpoints/list-services.ts';
import { listSitemapItems } from '../src/endpoints/list-sitemap-items.ts';
import { searchProducts } from '../src/endpoints/search-products.ts';
import { ApiError } from '../src/errors.ts';
import { productQueryOptions } from '../src/queries/get-product.ts';
import { productQueryKey } from '../src/query-keys.ts';
import { clientFor, DEMO, storeIdFor, type ApiClient } from './support/demo.ts';

// The typed client against the real API over HTTP, reading the demo catalogs it seeded
// (apps/api/src/seed): Loja Aurora sells clothes and home goods, Casa Ipê plants.

const aurora = await storeIdFor(DEMO.aurora.host);
const ipe = await storeIdFor(DEMO.ipe.host);
const client = clientFor(aurora);

/** Every sitemap item of a store, following next_cursor page by page. */
async function wholeSitemap(of: ApiClient, limit: number) {
  const pages = [];
  let after: string | undefined;
  do {
    const page = await listSitemapItems(of, { ...(after ? { after } : {}), limit });
    pages.push(page);
    after = page.next_cursor ?? undefined;
  } while (after);
  return pages;
}

describe('catalog endpoints of @vitrine/api-client', () => {
  it('resolves the store by host, and says notFound for an unknown one', async () => {
    const found = await getStoreByHost(clientFor(), 'Aurora.Localhost:5173');
    expect(found.data).toMatchObject({ _id: aurora, name: 'Loja Aurora' });
    expect((await getStoreByHost(clientFor(), DEMO.ipe.host)).data?.name).toBe('Casa Ipê');
    expect(ipe).not.toBe(aurora);
    expect((await getStoreByHost(clientFor(), 'nenhuma.test')).notFound).toBe(true);
    expect(await getCurrentStore(client)).toMatchObject({ _id: aurora, name: 'Loja Aurora' });
  });

  it('reads a product, a service, a service listing, the home and pages through the contract', async () => {
    // The seed's 'low' stock entry keeps 3 units of its first variation (seed/catalog-types.ts).
    const product = await getProduct(client, 'camiseta-basica-de-algodao');
    expect(product.name).toBe('Camiseta Básica de Algodão');
    expect(product.variations[0]).toMatchObject({ price: 59.9, in_stock: true, stock_left: 3 });
    expect(await getService(client, 'barra-de-calca')).toMatchObject({
      kind: 'service',
      name: 'Barra de Calça',
      price_min: 29.9,
    });
    const services = await listServices(client, 'ajustes-e-costura', { per_page: 2 });
    expect(services.items).toHaveLength(2);
    expect(services).toMatchObject({ total: 3, total_pages: 2, category: { kind: 'service' } });
    const home = await getHome(client);
    expect(home.featured_products.map((item) => item.slug)).toContain('camiseta-basica-de-algodao');
    expect(home.featured_services.every((item) => item.kind === 'service')).toBe(true);
    expect((await listPages(client)).items.map((page) => [page.slug, page.title])).toEqual([
      ['entrega', 'Entrega e frete'],
      ['politica-de-privacidade', 'Política de privacidade'],
      ['sobre-nos', 'Sobre nós'],
      ['trocas-e-devolucoes', 'Trocas e devoluções'],
    ]);
    expect((await getPage(client, 'sobre-nos')).html).toContain('<h2>Sobre a Loja Aurora</h2>');
  });

  it('searches with sort and paging parameters', async () => {
    const result = await searchProducts(client, {
      q: 'camisas algodao',
      sort: 'price_asc',
      page: 1,
    });
    expect(result.items.map((item) => item.name)).toEqual(['Kit 2 Camisas de Algodão']);
    expect(result.sort).toBe('price_asc');
    const shirts = await searchProducts(client, { q: 'camiseta', sort: 'price_asc', per_page: 2 });
    expect(shirts.items).toHaveLength(2);
    expect(shirts.total).toBeGreaterThan(2);
    const prices = shirts.items.map((item) => item.price_min ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const next = await searchProducts(client, {
      q: 'camiseta',
      sort: 'price_asc',
      per_page: 2,
      page: 2,
    });
    expect(next.page).toBe(2);
    expect(next.items[0]?.price_min).toBeGreaterThanOrEqual(prices[1]!);
  });

  it('lists the sitemap items a page at a time, and the next cursor until the last page', async () => {
    const [whole] = await wholeSitemap(client, 5000);
    expect(whole?.next_cursor).toBeNull();
    expect(whole?.items).toContainEqual({ kind: 'product', slug: 'camiseta-basica-de-algodao' });
    expect(whole?.items).toContainEqual({ kind: 'service', slug: 'barra-de-calca' });

    const pages = await wholeSitemap(client, 7);
    expect(pages.length).toBe(Math.ceil(whole!.items.length / 7));
    for (const page of pages.slice(0, -1)) {
      expect(page.items).toHaveLength(7);
      expect(page.next_cursor).toBe(page.items.at(-1)?.slug);
    }
    expect(pages.flatMap((page) => page.items)).toEqual(whole!.items);

    // The store header decides whose catalog it is: Casa Ipê lists its own, none of Aurora's.
    const ipeItems = (await listSitemapItems(clientFor(ipe))).items.map((item) => item.slug);
    expect(ipeItems.length).toBeGreaterThan(0);
    expect(ipeItems).not.toContain('camiseta-basica-de-algodao');
  });

  it('maps a bad sitemap cursor to ApiError with the validation code', async () => {
    const error = await listSitemapItems(client, { after: 'Não É Slug' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_error' });
  });

  it('maps a 404 to ApiError with the API’s code and pt-BR message', async () => {
    const error = await getProduct(client, 'nao-existe').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'product_not_found',
      message: 'Produto não encontrado.',
    });
  });

  it('quotes a product’s freight to a CEP, and maps an unknown CEP to cep_not_found', async () => {
    const product = await getProduct(client, 'camiseta-basica-de-algodao');
    const query = { code: product.code, variation: product.variations[0]!.code, qnt: 2 };
    const quote = await getFreightQuote(client, { ...query, cep: '01310-100' });
    expect(quote.options.map((option) => option.id)).toContain('tabela');
    expect(quote.options.at(-1)).toMatchObject({ kind: 'pickup', free: true });
    const failure = await getFreightQuote(client, { ...query, cep: '00000-000' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, code: 'cep_not_found' });
  });

  it('sends the store header, so another store’s client cannot read this catalog', async () => {
    const error = await getProduct(clientFor(ipe), 'camiseta-basica-de-algodao').catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 404 });
    // Both stores have a page at /paginas/sobre-nos: each client reads its own store's.
    expect((await getPage(clientFor(ipe), 'sobre-nos')).html).toContain('Sobre a Casa Ipê');
  });

  it('feeds TanStack Query with per-store keys', async () => {
    const queryClient = new QueryClient();
    const product = await queryClient.fetchQuery(
      productQueryOptions(client, 'camiseta-basica-de-algodao'),
    );
    expect(product.name).toBe('Camiseta Básica de Algodão');
    expect(productQueryKey(aurora, 'camiseta-basica-de-algodao')).toEqual([
      'catalog',
      aurora,
      'product',
      'camiseta-basica-de-algodao',
    ]);
    expect(queryClient.getQueryData(productQueryKey(aurora, 'camiseta-basica-de-algodao'))).toEqual(
      product,
    );
    expect(
      queryClient.getQueryData(productQueryKey(ipe, 'camiseta-basica-de-algodao')),
    ).toBeUndefined();
  });
});
