import type { APIRequestContext, Browser } from '@playwright/test';
import { createCustomer, expect, logIn, storeUrl, test } from './support/fixtures.ts';

// What a shared cache in front of the storefront (nginx, a CDN) may keep (server/cache-policy.ts,
// README "Caching"): the public pages, one copy for every shopper; the customer's, never.

const PUBLIC = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+/;
const PRODUCT = '/produto/camiseta-basica-de-algodao';

test('each kind of route says who may keep it', async ({ page, request }) => {
  const get = (path: string) => request.get(storeUrl('localhost', path), { maxRedirects: 0 });

  for (const path of [
    '/',
    PRODUCT,
    '/servico/barra-de-calca',
    '/servicos/ajustes-e-costura',
    '/pesquisar/camiseta',
    '/paginas/sobre-nos',
    '/slider',
    '/robots.txt',
    '/sitemap.xml',
    // React Router's client navigation: the same loaders as the page, the same rule.
    '/_.data',
    `${PRODUCT}.data`,
  ]) {
    const response = await get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toMatch(PUBLIC);
    expect(response.headers()['vary'], path).toBe('Host, Accept-Encoding');
    expect(response.headers()['etag'], path).toMatch(/^W\/"[0-9a-f]+"$/);
    expect(response.headers()['set-cookie'], path).toBeUndefined();
  }

  for (const path of [
    '/login',
    '/login/cadastro',
    '/login.data',
    '/minha-conta/meus-pedidos',
    '/minha-conta.data',
    '/finalizar-compra/carrinho',
    '/_api/cart',
  ]) {
    const response = await get(path);
    expect(response.headers()['cache-control'], path).toBe('private, no-store');
    expect(response.headers()['etag'], path).toBeUndefined();
  }

  // Errors and redirects: no copy kept (a 404 becomes a page once the product is published).
  const missing = await get('/produto/nao-existe');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-store');
  // A host no store answers on (only the browser resolves *.localhost): the redirect and
  // the store-not-found page.
  const landing = (await page.goto(storeUrl('nada.localhost')))!;
  expect(landing.url()).toBe(storeUrl('nada.localhost', '/loja-nao-encontrada'));
  expect(landing.status()).toBe(404);
  expect(await landing.headerValue('cache-control')).toBe('no-store');
  const redirect = (await landing.request().redirectedFrom()?.response())!;
  expect(redirect.status()).toBe(302);
  expect(await redirect.headerValue('cache-control')).toBe('no-store');

  // Hashed assets: a year, immutable.
  const home = await (await get('/')).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(home)?.[0];
  expect(asset).toBeTruthy();
  const script = await get(asset!);
  expect(script.status()).toBe(200);
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('a page revalidates with its ETag: 304 while unchanged', async ({ request }) => {
  for (const path of [PRODUCT, `${PRODUCT}.data`, '/paginas/sobre-nos']) {
    const first = await request.get(storeUrl('localhost', path));
    const tag = first.headers()['etag']!;
    const again = await request.get(storeUrl('localhost', path), {
      headers: { 'if-none-match': tag },
    });
    expect(again.status(), path).toBe(304);
    expect(again.headers()['etag'], path).toBe(tag);
    expect(again.headers()['cache-control'], path).toMatch(PUBLIC);
    const stale = await request.get(storeUrl('localhost', path), {
      headers: { 'if-none-match': 'W/"0000"' },
    });
    expect(stale.status(), path).toBe(200);
  }
});

test("a client navigation's data request is cacheable like its page", async ({ page }) => {
  await page.goto(storeUrl('localhost'));
  await page.waitForLoadState('networkidle');
  const data = page.waitForResponse((response) => /\/produto\/[^/]+\.data/.test(response.url()));
  await page.getByRole('link', { name: 'Camiseta Básica de Algodão' }).first().click();
  const response = await data;
  expect(response.status()).toBe(200);
  expect(await response.headerValue('cache-control')).toMatch(PUBLIC);
  await expect(page).toHaveURL(storeUrl('localhost', PRODUCT));
});

/** The two texts around their first difference (both whole when equal): a readable failure. */
function whereTheyDiffer(a: string, b: string): [string, string] {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at += 1;
  if (at === a.length && a.length === b.length) return [a, b];
  return [a.slice(Math.max(0, at - 200), at + 200), b.slice(Math.max(0, at - 200), at + 200)];
}

/** A browser of the customer's own, logged in through the login page; its request context. */
async function loggedIn(browser: Browser): Promise<APIRequestContext> {
  const customer = await createCustomer();
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': customer.ip },
  });
  const page = await context.newPage();
  await page.goto(storeUrl('localhost', '/login'));
  await logIn(page, customer);
  await expect(page.getByText('Olá, Cliente')).toBeVisible();
  return context.request;
}

test('two logged-in shoppers and a guest get the same bytes of each public page', async ({
  browser,
  request,
}) => {
  const [ana, bia] = [await loggedIn(browser), await loggedIn(browser)];
  for (const path of ['/', PRODUCT, '/paginas/sobre-nos', `${PRODUCT}.data`]) {
    const url = storeUrl('localhost', path);
    const [guest, first, second] = await Promise.all(
      [request, ana, bia].map(async (client) => {
        const response = await client.get(url);
        // Each render has a nonce of its own (README "Content-Security-Policy"): the bytes
        // compared are the page's with it left out, as its ETag is taken.
        const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '');
        const body = await response.text();
        return {
          body: nonce ? body.replaceAll(nonce[1]!, '') : body,
          etag: response.headers()['etag'],
        };
      }),
    );
    for (const shopper of [first!, second!]) {
      const [theirs, guests] = whereTheyDiffer(shopper.body, guest!.body);
      expect(theirs, `${path}: a logged-in shopper got other bytes`).toBe(guests);
    }
    expect(new Set([guest!.etag, first!.etag, second!.etag]).size, path).toBe(1);
    expect(first!.body).not.toContain('Olá, Cliente');
  }
});
