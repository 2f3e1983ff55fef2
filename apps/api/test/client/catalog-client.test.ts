import { QueryClient } from '@tanstack/query-core';
import { createApiClient } from '@vitrine/api-client/client';
import { ApiError } from '@vitrine/api-client/errors';
import { getCurrentStore } from '@vitrine/api-client/get-current-store';
import { getHome } from '@vitrine/api-client/get-home';
import { getPage } from '@vitrine/api-client/get-page';
import { getProduct, productQueryKey, productQueryOptions } from '@vitrine/api-client/get-product';
import { getService } from '@vitrine/api-client/get-service';
import { getStoreByHost } from '@vitrine/api-client/get-store-by-host';
import { listPages } from '@vitrine/api-client/list-pages';
import { listServices } from '@vitrine/api-client/list-services';
import { listSitemapItems } from '@vitrine/api-client/list-sitemap-items';
import { searchProducts } from '@vitrine/api-client/search-products';
import { describe, expect, it } from 'vitest';
import { createCategory, createPage, createProduct, createStore } from '../fixtures/catalog.ts';
import { createTestApp } from '../harness.ts';

// The typed client against the real app: ky's fetch is the app's own request(), no port.

const { app, db } = await createTestApp();
const store = await createStore(db, { hosts: ['loja.cliente.test'] });
const other = await createStore(db);
const category = await createCategory(db, store.id, {
  name: 'Reparos',
  kind: 'service',
  slug: 'reparos',
});
await createProduct(db, store.id, {
  name: 'Camisa de Algodão',
  slug: 'camisa-de-algodao',
  featured: true,
  variations: [{ name: 'M', priceCents: 12990, stock: 2 }],
});
await createProduct(db, store.id, {
  name: 'Conserto de Zíper',
  slug: 'conserto-de-ziper',
  kind: 'service',
  categoryId: category.id,
  variations: [{ priceCents: 2500, stock: null }],
});
const page = await createPage(db, store.id, {
  title: 'Sobre nós',
  slug: 'sobre-nos',
  html: '<p>Olá</p>',
});

const clientFor = (storeId?: string) =>
  createApiClient({
    apiBase: 'http://api.test',
    storeId: () => storeId,
    fetch: async (input, init) => app.request(input as Request, init),
  });
const client = clientFor(store.id);

describe('catalog endpoints of @vitrine/api-client', () => {
  it('resolves the store by host, and says notFound for an unknown one', async () => {
    const found = await getStoreByHost(clientFor(), 'Loja.Cliente.test:5173');
    expect(found.data?._id).toBe(store.id);
    expect((await getStoreByHost(clientFor(), 'nenhuma.test')).notFound).toBe(true);
    expect((await getCurrentStore(client))._id).toBe(store.id);
  });

  it('reads a product, a service, a service listing, the home and pages through the contract', async () => {
    const product = await getProduct(client, 'camisa-de-algodao');
    expect(product.variations[0]).toMatchObject({ price: 129.9, stock_left: 2 });
    expect((await getService(client, 'conserto-de-ziper')).kind).toBe('service');
    expect((await listServices(client, 'reparos', { per_page: 5 })).items).toHaveLength(1);
    expect((await getHome(client)).featured_products[0]?.slug).toBe('camisa-de-algodao');
    expect((await listPages(client)).items).toEqual([
      { slug: 'sobre-nos', title: 'Sobre nós', updated_at: page.updatedAt.toISOString() },
    ]);
    expect((await getPage(client, 'sobre-nos')).html).toBe('<p>Olá</p>');
  });

  it('searches with sort and paging parameters', async () => {
    const result = await searchProducts(client, {
      q: 'camisas algodao',
      sort: 'price_asc',
      page: 1,
    });
    expect(result.items.map((item) => item.name)).toEqual(['Camisa de Algodão']);
    expect(result.sort).toBe('price_asc');
  });

  it('lists the sitemap items a page at a time, and the next cursor until the last page', async () => {
    const first = await listSitemapItems(client, { limit: 1 });
    expect(first.items).toHaveLength(1);
    expect(first.next_cursor).toBe(first.items[0]?.slug);
    const rest = await listSitemapItems(client, { after: first.next_cursor!, limit: 1 });
    expect(rest.next_cursor).toBeNull();
    expect([...first.items, ...rest.items].sort((a, b) => a.slug.localeCompare(b.slug))).toEqual([
      { kind: 'product', slug: 'camisa-de-algodao' },
      { kind: 'service', slug: 'conserto-de-ziper' },
    ]);
    expect(await listSitemapItems(clientFor(other.id))).toEqual({ items: [], next_cursor: null });
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

  it('sends the store header, so another store’s client cannot read this catalog', async () => {
    const error = await getProduct(clientFor(other.id), 'camisa-de-algodao').catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 404 });
  });

  it('feeds TanStack Query with per-store keys', async () => {
    const queryClient = new QueryClient();
    const product = await queryClient.fetchQuery(productQueryOptions(client, 'camisa-de-algodao'));
    expect(product.name).toBe('Camisa de Algodão');
    expect(productQueryKey(client, 'camisa-de-algodao')).toEqual([
      'catalog',
      store.id,
      'product',
      'camisa-de-algodao',
    ]);
    expect(queryClient.getQueryData(productQueryKey(client, 'camisa-de-algodao'))).toEqual(product);
    expect(
      queryClient.getQueryData(productQueryKey(clientFor(other.id), 'camisa-de-algodao')),
    ).toBeUndefined();
  });
});
