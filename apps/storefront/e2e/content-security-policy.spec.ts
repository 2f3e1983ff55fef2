import { NONCE_POLICY } from '@vitrine/playwright-support/content-security-policy';
import { expect, storeUrl, test } from './support/fixtures.ts';

// Every page is sent with a Content-Security-Policy (entry.server.tsx, README
// "Content-Security-Policy"). What the browser refuses under it is watched in every test of
// this suite, on every screen each one reaches (e2e/support/fixtures.ts, watchContextPolicy):
// the routes' pages, the cart, the pay page, a card typed and paid, the pix and boleto screens
// and the account area among them. These check what the server sends.

const PRODUCT = '/produto/camiseta-basica-de-algodao';

test('the public pages, sign-in and the store-not-found page are sent with the policy', async ({
  page,
  request,
}) => {
  for (const path of [
    '/',
    PRODUCT,
    '/servico/barra-de-calca',
    '/servicos/ajustes-e-costura',
    '/pesquisar/camiseta',
    '/paginas/sobre-nos',
    '/slider',
    '/login',
    '/login/cadastro',
    '/login/recuperar-acesso',
    '/nao-existe',
  ]) {
    const response = await request.get(storeUrl('localhost', path));
    expect(response.headers()['content-security-policy'], path).toMatch(NONCE_POLICY);
  }
  // Another store's host and a host no store has: names only the browser maps to this machine
  // (its host resolver rule), so the browser asks.
  for (const url of [storeUrl('ipe.localhost', '/'), storeUrl('nada.localhost', '/')]) {
    const response = await page.goto(url);
    expect(response?.headers()['content-security-policy'], url).toMatch(NONCE_POLICY);
  }
});

test('each page has a fresh nonce, and every script and module preload on it carries it', async ({
  request,
}) => {
  const seen = new Set<string>();
  for (const path of ['/', PRODUCT, '/login', '/', PRODUCT]) {
    const response = await request.get(storeUrl('localhost', path));
    const policy = response.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce, path).toBeTruthy();
    expect(seen.has(nonce!), `${path}: a nonce already used`).toBe(false);
    seen.add(nonce!);
    const html = await response.text();
    // The scripts a browser runs: not the JSON-LD data blocks (type="application/ld+json").
    const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter(
      (tag) => !/type="application\/(ld\+)?json"/.test(tag),
    );
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const tag of [...scripts, ...(html.match(/<link[^>]*rel="modulepreload"[^>]*>/g) ?? [])]) {
      expect(tag, path).toContain(`nonce="${nonce}"`);
    }
  }
});

test('a cached public page keeps its ETag across renders, and its 304 carries no policy', async ({
  request,
}) => {
  const url = storeUrl('localhost', PRODUCT);
  const first = await request.get(url);
  const second = await request.get(url);
  // Two renders, two nonces, one page: the same ETag.
  expect(first.headers()['content-security-policy']).not.toBe(
    second.headers()['content-security-policy'],
  );
  expect(second.headers()['etag']).toBe(first.headers()['etag']);
  // The client's copy keeps the policy of the render its scripts' nonce came from.
  const again = await request.get(url, {
    headers: { 'If-None-Match': first.headers()['etag']! },
  });
  expect(again.status()).toBe(304);
  expect(again.headers()['content-security-policy']).toBeUndefined();
});
