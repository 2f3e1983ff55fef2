import type { Page } from '@playwright/test';
import { watchPolicy, type PolicyWatch } from '@vitrine/playwright-support/content-security-policy';
import {
  addAddress,
  fillCart,
  loggedInShopper,
  orderCodeIn,
  placeOrder,
} from './support/checkout.ts';
import { expect, storeUrl, test } from './support/fixtures.ts';

// Every page is sent with a Content-Security-Policy (entry.server.tsx, README
// "Content-Security-Policy"): these load each route in Chromium and collect what the browser
// reports, the `securitypolicyviolation` events and its console's CSP errors, expecting none,
// and that the page's scripts ran (hydrated) under the policy.

const PRODUCT = '/produto/camiseta-basica-de-algodao';
const DINNER_SET = { code: 'AUR-0043', variation: 'AUR-0043-01', qnt: 1 };

/** Opens `url` and checks: the policy came with it, the scripts ran, nothing was refused. */
function visit(page: Page, watch: PolicyWatch, url: string) {
  // React Router's client booted: its module scripts were allowed to run.
  return watch.visit(url, () =>
    expect
      .poll(() => page.evaluate(() => '__reactRouterRouteModules' in window), { message: url })
      .toBe(true),
  );
}

test('the public pages, sign-in and the store-not-found page run under the policy, refusing nothing', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const watch = await watchPolicy(page);
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
    await visit(page, watch, storeUrl('localhost', path));
  }
  await visit(page, watch, storeUrl('ipe.localhost', '/'));
  await visit(page, watch, storeUrl('nada.localhost', '/'));
});

test('the cart, the pay page, the pix, boleto and card screens and the account area refuse nothing', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const watch = await watchPolicy(page);
  const shopper = await loggedInShopper(page);
  await fillCart(page, shopper.storeId, [DINNER_SET]);
  await addAddress(page);
  await visit(page, watch, storeUrl('localhost', '/finalizar-compra/carrinho'));
  await visit(page, watch, storeUrl('localhost', '/finalizar-compra/pagar'));

  // The card is typed and paid on the page: its scripts tokenise it under the policy.
  await page.getByLabel('Número do cartão').pressSequentially('4111111111111111');
  await page.getByLabel('Nome impresso no cartão').fill('CLIENTE TESTE');
  await page.getByLabel('Validade (MM/AA)').pressSequentially('1230');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(page).toHaveURL(/\/finalizar-compra\/card\/[A-Z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento aprovado!' })).toBeVisible();
  expect(await watch.take()).toEqual([]);
  const cardOrder = orderCodeIn(page);
  await visit(page, watch, storeUrl('localhost', `/finalizar-compra/card/${cardOrder}`));

  await fillCart(page, shopper.storeId, [DINNER_SET]);
  const pix = await placeOrder(page, 'pix');
  await visit(page, watch, storeUrl('localhost', `/finalizar-compra/pix/${pix.code}`));
  await fillCart(page, shopper.storeId, [DINNER_SET]);
  const boleto = await placeOrder(page, 'boleto');
  await visit(page, watch, storeUrl('localhost', `/finalizar-compra/boleto/${boleto.code}`));

  for (const path of [
    '/minha-conta',
    '/minha-conta/meus-dados',
    '/minha-conta/meus-enderecos',
    '/minha-conta/meus-pedidos',
    `/minha-conta/meus-pedidos/${cardOrder}`,
    `/minha-conta/meus-pedidos/${pix.code}`,
    `/minha-conta/meus-pedidos/${boleto.code}`,
    '/minha-conta/minha-senha',
    '/minha-conta/dispositivos-conectados',
  ]) {
    await visit(page, watch, storeUrl('localhost', path));
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
