import {
  createStaticHandler,
  isRouteErrorResponse,
  type ServerBuild,
  type StaticHandlerContext,
  UNSAFE_withComponentProps as withComponentProps,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
} from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStorefrontServer } from '../../server/app.ts';
import * as entryServer from '../entry.server.tsx';
import { loader as addressesLoader } from '../features/account/routes/addresses.tsx';
import { loader as customerAreaLoader } from '../features/auth/routes/customer-area.tsx';
import * as productRoute from '../features/catalog/routes/product.tsx';
import * as robotsRoute from '../features/seo/routes/robots.ts';
import * as rootRoute from '../root.tsx';
import { aPaymentDefault, aProduct, aStore } from '../testing/builders.ts';
import { startLoopbackApi } from '../testing/loopback-api.ts';
import { STORE_ID } from '../testing/render-route.tsx';
import { storeForHost, storeIdForHost } from './store.server.ts';

// Pages as the server loads them: React Router's static handler (what the built server's
// request handler runs) on their real loaders, against a loopback API that records each call
// — a private page (the customer-area layout and the addresses page), and a product page of a
// store this process does not keep yet (the root layout and the product page) — and as the
// server answers them (server/app.ts over a build of the real modules): a suspended store's.
// One file: the loaders read API_URL once per module graph (lib/env.server.ts), which the files
// of a worker share.

const { loader: productLoader } = productRoute;
const { loader: rootLoader } = rootRoute;

/**
 * aurora.localhost's store; any other host serves the shell's store (suspended on suspensa.*),
 * but rascunho-suspenso.*: a draft, suspended.
 */
const aurora = aStore({ _id: STORE_ID });
const store = aStore({ name: 'Loja da Casca' });
const shellOf = (data: typeof store, suspended = false) => ({
  notFound: false,
  suspended,
  data,
  payment_default: aPaymentDefault(),
  banners: [],
  banners_until: null,
  pages: [{ slug: 'sobre', title: 'Sobre nós', updated_at: '2026-11-01T12:00:00.000Z' }],
  departments: [
    { _id: '8d0f4a52-8c1e-4a7e-9d7a-1f9a3c2b5e61', slug: 'cozinha', name: 'Cozinha', children: [] },
  ],
});
const product = aProduct({ slug: 'caneca-azul', name: 'Caneca azul' });

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi();
  // Read on the loaders' first call (lib/env.server.ts): this file's own module graph.
  process.env.API_URL = api.url;
  api.answer(async ({ path, url, headers }) => {
    if (url.pathname === '/stores/shell') {
      const host = url.searchParams.get('host');
      const shell = host?.startsWith('rascunho-suspenso.')
        ? shellOf(aStore({ name: 'Loja em Rascunho', status: 'draft' }), true)
        : shellOf(host === 'aurora.localhost' ? aurora : store, host?.startsWith('suspensa.'));
      const slug = url.searchParams.get('product');
      if (slug === null) return { status: 200, body: shell };
      // As the API: the host's store's product of that slug, null when none is shown.
      const carried = slug === product.slug && host !== 'sem-produto.loja.test' ? product : null;
      return { status: 200, body: { ...shell, product: carried } };
    }
    if (path === `/products/${product.slug}` && headers['x-store-id']) {
      return { status: 200, body: product };
    }
    // The product's published reviews: none yet.
    if (url.pathname === `/products/${product.slug}/reviews` && headers['x-store-id']) {
      const none = { items: [], page: 1, per_page: 10, total: 0, total_pages: 0, rating: null };
      return { status: 200, body: { ...none, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } } };
    }
    if (path === '/api/validate_user') {
      const account = { _id: 'c1', email: 'ana@example.com', first_name: 'Ana', last_name: 'Lima' };
      return { status: 200, body: { ...account, store_id: STORE_ID } };
    }
    if (path === '/auth_customers/address') return { status: 200, body: { items: [] } };
    return { status: 404, body: { code: 'not_found', message: '' } };
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});

/**
 * A loader as React Router's server runs it: with a copy of the document's Request of its own
 * (it strips its `index` and `_routes` parameters), never the one the other loaders get.
 */
const asServed =
  (loader: (args: never) => unknown) =>
  (args: { request: Request }): unknown =>
    loader({ ...args, request: new Request(args.request) } as never);

const handler = createStaticHandler([
  {
    id: 'customer-area',
    path: '/',
    loader: asServed(customerAreaLoader) as never,
    children: [
      {
        id: 'addresses',
        path: 'minha-conta/meus-enderecos',
        loader: asServed(addressesLoader) as never,
      },
    ],
  },
]);

async function load(cookie: string) {
  const request = new Request('http://aurora.localhost/minha-conta/meus-enderecos', {
    headers: { cookie },
  });
  return handler.query(request);
}

const validations = () => api.requests.filter((request) => request.path === '/api/validate_user');

describe('a private page load', () => {
  it('validates the session once for the layout’s loader and the page’s', async () => {
    const context = (await load('customer_access_token=tok_1')) as StaticHandlerContext;
    expect(context.errors).toBeNull();
    expect(context.loaderData['customer-area']).toMatchObject({ account: { first_name: 'Ana' } });
    expect(context.loaderData.addresses).toMatchObject({ recipient: 'Ana Lima' });
    expect(validations()).toHaveLength(1);
    // The page's data came with the customer's token.
    const addresses = api.requests.find((request) => request.path === '/auth_customers/address');
    expect(addresses?.headers.authorization).toBe('Bearer tok_1');
  });

  it('validates again on the next request', async () => {
    await load('customer_access_token=tok_1');
    await load('customer_access_token=tok_1');
    expect(validations()).toHaveLength(2);
  });

  it('sends a visitor without a session to /login, remembering the page', async () => {
    const answer = await load('');
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(isRouteErrorResponse(response)).toBe(false);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?voltar=%2Fminha-conta%2Fmeus-enderecos');
    expect(api.requests.some((request) => request.path === '/auth_customers/address')).toBe(false);
  });
});

const pageHandler = createStaticHandler([
  {
    id: 'root',
    path: '/',
    loader: asServed(rootLoader) as never,
    children: [{ id: 'product', path: 'produto/:slug', loader: asServed(productLoader) as never }],
  },
]);

const productPage = (host: string) =>
  pageHandler.query(
    new Request(`http://${host}/produto/${product.slug}`),
  ) as Promise<StaticHandlerContext>;
const paths = () => api.requests.map((request) => request.url.pathname);
/** The product page's reads after the store's: the product's (when not carried) and its reviews'. */
const afterTheStore = () => paths().slice(1).sort();
const reviewsPath = () => `/products/${product.slug}/reviews`;

const productReads = () =>
  api.requests.filter((request) => request.url.pathname.startsWith('/products/'));

describe('a product page of a store no cache holds', () => {
  it('asks the API for the store’s shell with the page’s product in it, then the reviews alone', async () => {
    const context = await productPage('casca.loja.test');
    expect(context.errors).toBeNull();
    // The store, its footer's pages and its menu: one answer for the root layout.
    expect(context.loaderData.root).toMatchObject({
      store: { data: { name: 'Loja da Casca' } },
      pages: shellOf(store).pages,
      departments: shellOf(store).departments,
    });
    expect(context.loaderData.product).toMatchObject({
      seo: { title: expect.stringContaining('Caneca azul') },
    });
    // The reviews need the store's id: once the shell is in (the product needs no read).
    expect(paths()).toEqual(['/stores/shell', reviewsPath()]);
    expect(context.loaderData.product).toMatchObject({
      reviews: expect.stringContaining('Este produto ainda não tem avaliações.'),
    });
    const [asked] = api.requests;
    expect(asked?.url.searchParams.get('host')).toBe('casca.loja.test');
    expect(asked?.url.searchParams.get('product')).toBe(product.slug);
  });

  it('reads the product by the store’s id when the shell carries none', async () => {
    // The API shows none with the shell (a slug no longer the product's, a store only its
    // seller previews): the page asks on its own, as with its store kept.
    const context = await productPage('sem-produto.loja.test');
    expect(context.errors).toBeNull();
    expect(paths()[0]).toBe('/stores/shell');
    expect(afterTheStore()).toEqual([`/products/${product.slug}`, reviewsPath()]);
    for (const read of productReads()) expect(read.headers['x-store-id']).toBe(store._id);
  });

  it('keeps the shell for the host’s next pages without the product in it', async () => {
    await productPage('casca-guardada.loja.test');
    api.requests.length = 0;
    const kept = await storeForHost('casca-guardada.loja.test');
    expect(paths()).toEqual([]);
    expect(kept.data?.name).toBe('Loja da Casca');
    expect(kept).not.toHaveProperty('product');
  });

  it('asks only for the product and its reviews once the shell is kept', async () => {
    await productPage('casca-quente.loja.test');
    api.requests.length = 0;
    const context = await productPage('casca-quente.loja.test');
    expect(context.errors).toBeNull();
    expect(paths().sort()).toEqual([`/products/${product.slug}`, reviewsPath()]);
  });
});

/** A route module as React Router's build gives it: its components given their props. */
const built = (route: { default?: unknown; ErrorBoundary?: unknown }) => ({
  ...route,
  ...(route.default ? { default: withComponentProps(route.default as never) } : {}),
  ...(route.ErrorBoundary
    ? { ErrorBoundary: withErrorBoundaryProps(route.ErrorBoundary as never) }
    : {}),
});

/**
 * The server as `pnpm start` runs it (server/app.ts: the cache rule, the headers, the session's
 * proxy) over a build of the real root layout, product page, robots.txt and server entry.
 */
function storefront() {
  const module = (id: string, parentId?: string) => ({
    id,
    parentId,
    module: `/assets/${id}.js`,
    css: id === 'root' ? ['/assets/root.css'] : [],
    hasLoader: true,
    hasAction: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: true,
  });
  const build = {
    entry: { module: entryServer },
    routes: {
      root: { id: 'root', path: '', module: built(rootRoute) },
      product: {
        id: 'product',
        parentId: 'root',
        path: 'produto/:slug',
        module: built(productRoute),
      },
      robots: { id: 'robots', parentId: 'root', path: 'robots.txt', module: robotsRoute },
    },
    assets: {
      entry: { module: '/assets/entry.client.js', imports: [] },
      routes: {
        root: module('root'),
        product: { ...module('product', 'root'), path: 'produto/:slug' },
        robots: { ...module('robots', 'root'), path: 'robots.txt' },
      },
      url: '/assets/manifest.js',
      version: 'teste',
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
  return createStorefrontServer({
    build,
    clientDir: 'public',
    apiUrl: api.url,
    storeIdFor: storeIdForHost,
    mode: 'production',
  });
}

describe('a suspended store’s page, as the server answers it', () => {
  const get = (url: string) => storefront().request(url, { redirect: 'manual' });

  it('is "Loja indisponível": 503, kept a second by a shared cache only, not indexed, the store’s name and no script', async () => {
    const response = await get(`http://suspensa.loja.test/produto/${product.slug}`);
    expect(response.status).toBe(503);
    // A second in nginx: its copy takes the place of the open store's page (cache-policy.ts).
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1');
    expect(response.headers.has('x-store-suspended')).toBe(false);
    expect(response.headers.get('retry-after')).toBe('3600');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<title>Loja indisponível · Loja da Casca</title>');
    expect(html).toContain('<h1>Loja indisponível</h1>');
    expect(html).toContain(
      'Esta loja está temporariamente indisponível. Tente novamente mais tarde.',
    );
    expect(html).toContain('Loja da Casca');
    expect(html).not.toContain('Caneca azul');
    expect(html).not.toContain('<script');
    // Nothing of the store was read besides its shell: the page's loader stopped at once.
    expect(paths()).toEqual(['/stores/shell']);
  });

  it('wins over a draft’s status and over its seller’s preview, which is not even checked', async () => {
    const response = await storefront().request(
      `http://rascunho-suspenso.loja.test/produto/${product.slug}`,
      { headers: { cookie: 'store_preview=prv_1' } },
    );
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain('<title>Loja indisponível · Loja em Rascunho</title>');
    expect(html).not.toContain('Em breve');
    expect(html).not.toContain('Prévia');
    expect(paths()).toEqual(['/stores/shell']);
  });

  it('sends a client navigation’s data to a document load of the page', async () => {
    const response = await get(`http://suspensa.loja.test/produto/${product.slug}.data`);
    // React Router's redirect of a `.data` request, to be followed by loading the document.
    expect(response.headers.get('x-remix-reload-document')).toBe('true');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain(`"redirect","/produto/${product.slug}"`);
    expect(productReads()).toEqual([]);
  });

  it('tells crawlers to come back later (robots.txt)', async () => {
    const response = await get('http://suspensa.loja.test/robots.txt');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('3600');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1');
  });

  it('leaves an open store’s page as it was: public, indexed, the product', async () => {
    const response = await get(`http://casca-aberta.loja.test/produto/${product.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=60/);
    expect(response.headers.has('retry-after')).toBe(false);
    expect(response.headers.has('x-robots-tag')).toBe(false);
    const html = await response.text();
    expect(html).toContain('Caneca azul');
    expect(html).not.toContain('Loja indisponível');
    expect(html).not.toContain('noindex');
  });
});
