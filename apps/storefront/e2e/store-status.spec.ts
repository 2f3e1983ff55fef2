import type { Page } from '@playwright/test';
import { expectFits } from '@vitrine/playwright-support/fits';
import {
  ownerToken,
  PLATFORM_DOMAIN,
  signUpStore as signUpDraft,
} from '@vitrine/playwright-support/sign-up';
import { request as httpRequest } from 'node:http';
import { expect, expectAccessible, test } from './support/fixtures.ts';

// A store opened by sign-up after the storefront started (POST /platform/stores): its host
// answers at once with "Em breve" in place of every page, never kept by a shared cache nor
// indexed; the cart refuses it; and its seller previews the real store through the office's
// one-time link.

const at = (host: string, path = '/') => `http://${host}:${process.env.E2E_WEB_PORT}${path}`;

/** A store as anyone opens it (a draft), with its owner's session token. */
async function signUpStore() {
  const store = await signUpDraft(process.env.E2E_API_URL!);
  return { ...store, ownerToken: await ownerToken(process.env.E2E_API_URL!, store) };
}

/** The office's "Ver prévia da loja": the API's one-time link, as a path on the store's host. */
async function previewLink(store: { id: string; ownerToken: string }) {
  const response = await fetch(`${process.env.E2E_API_URL}/store-preview/grants`, {
    method: 'POST',
    headers: { 'x-store-id': store.id, authorization: `Bearer ${store.ownerToken}` },
  });
  if (response.status !== 201) throw new Error(`grant: ${await response.text()}`);
  // Its host is the store's; its port is STOREFRONT_URL's (pnpm start's), not this run's.
  return new URL(((await response.json()) as { url: string }).url).pathname;
}

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

/**
 * A request to the storefront for a store's host, as a browser sends it (this machine's
 * resolver knows nothing of *.localhost, Chromium does): the host in its header, no redirect
 * followed.
 */
function ask(host: string, path: string, init: { method?: string; json?: unknown } = {}) {
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  const port = Number(process.env.E2E_WEB_PORT);
  return new Promise<Answer>((resolve, reject) => {
    const sent = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? 'GET',
        headers: {
          host: `${host}:${port}`,
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', origin: `http://${host}:${port}` }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

function expectPrivateAndUnindexed(headers: Record<string, unknown> | undefined) {
  expect(headers?.['cache-control']).toBe('private, no-store');
  expect(headers?.['x-robots-tag']).toBe('noindex');
}

async function expectComingSoon(page: Page, store: { name: string }) {
  await expect(page.getByRole('heading', { level: 1, name: 'Em breve' })).toBeVisible();
  await expect(page.getByText(store.name, { exact: true })).toBeVisible();
  await expect(page.getByText(`${store.name} está se preparando para abrir.`)).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await expect(page.getByRole('link')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
}

test('a store created after the storefront started answers on its host with "Em breve", at 360 px, for every page, never kept nor indexed', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  // The storefront is asked for the host before any store has it.
  await page.goto(at(`atelie-${tag}.${PLATFORM_DOMAIN}`));
  await expect(page).toHaveURL(/\/loja-nao-encontrada$/);

  const store = await signUpStore();
  await page.setViewportSize({ width: 360, height: 640 });
  const home = await page.goto(at(store.host));
  expect(home?.status()).toBe(200);
  expectPrivateAndUnindexed(home?.headers());
  await expectComingSoon(page, store);
  await expect(page).toHaveTitle(`Em breve · ${store.name}`);
  await expectAccessible(page);
  await expectFits(page, test.info(), 'em-breve', 360);

  // Every catalog, search, cart, checkout and sign-in page is that page, from the server (no
  // redirect), and none is kept.
  for (const path of [
    '/produto/vaso-de-barro',
    '/pesquisar/vaso',
    '/categoria/casa',
    '/slider',
    '/finalizar-compra/carrinho',
    '/finalizar-compra/pagar',
    '/minha-conta/meus-pedidos',
    '/login/cadastro',
    '/nao-existe',
  ]) {
    const answer = await ask(store.host, path);
    expect(answer.status, path).toBe(200);
    expectPrivateAndUnindexed(answer.headers);
    expect(answer.body, path).toContain('<h1>Em breve</h1>');
  }
  const search = await page.goto(at(store.host, '/pesquisar/vaso'));
  expect(search?.url()).toBe(at(store.host, '/pesquisar/vaso'));
  await expectComingSoon(page, store);
  // Nothing to index yet, said to crawlers only while it lasts: not kept by a shared cache.
  const robots = await ask(store.host, '/robots.txt');
  expect(robots.status).toBe(200);
  expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
  expect(robots.headers['cache-control']).toBe('private, no-store');

  // The cart refuses it too, before asking anyone to log in (API: 409 store_not_open).
  const add = await ask(store.host, '/_api/cart', {
    method: 'POST',
    json: { qnt: 1, code: 'X', variation: 'X', store_id: store.id },
  });
  expect(add.status).toBe(409);
  expect(JSON.parse(add.body)).toMatchObject({
    code: 'store_not_open',
    statusCode: 302,
    error: 'Esta loja ainda não abriu: por enquanto não recebe pedidos.',
  });
});

test('the seller previews the real store through the one-time link, under the preview bar; shoppers still see "Em breve"', async ({
  page,
  browser,
}) => {
  const store = await signUpStore();
  const link = await previewLink(store);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(at(store.host, link));
  await expect(page).toHaveURL(at(store.host));
  await page.waitForLoadState('networkidle');
  const bar = page.getByRole('complementary', { name: 'Prévia da loja' });
  await expect(bar).toContainText('Prévia — sua loja ainda não está aberta');
  // The real store: its header with the search, no "Em breve".
  await expect(page.getByRole('heading', { name: 'Em breve' })).toHaveCount(0);
  await expect(page.getByRole('searchbox').first()).toBeAttached();
  await expectAccessible(page);
  await expectFits(page, test.info(), 'previa', 360);
  // A search by the header, in the page (a client navigation): the real results, the bar kept.
  await page.getByRole('searchbox').last().fill('vaso');
  await page.getByRole('searchbox').last().press('Enter');
  await expect(page).toHaveURL(at(store.host, '/pesquisar/vaso'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('vaso');
  await expect(bar).toBeVisible();
  const search = await page.goto(at(store.host, '/pesquisar/vaso'));
  expectPrivateAndUnindexed(search?.headers());
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Em breve');
  await expect(bar).toBeVisible();
  // React hydrated the page around the bar the server put in: no mismatch.
  expect(errors).toEqual([]);
  // The preview's cookie is HttpOnly: no script of the page reads it.
  expect(await page.evaluate(() => document.cookie)).not.toContain('store_preview');
  // The page's own reads of the catalog (through this host's API proxy) see it too: the proxy
  // carries the cookie's preview token to the API, which shows a store not open to it alone.
  const searchFrom = (from: Page) =>
    from.evaluate(async () => (await fetch('/_api/search?q=vaso')).status);
  expect(await searchFrom(page)).toBe(200);

  // A shopper, in a browser of their own: "Em breve".
  const shopper = await browser.newPage();
  await shopper.goto(at(store.host, '/pesquisar/vaso'));
  await expectComingSoon(shopper, store);
  expect(await searchFrom(shopper)).toBe(409);
  // The same link again, or one store's link on another's host: used up, refused, nothing set.
  for (const [host, path] of [
    [store.host, link],
    [(await signUpStore()).host, await previewLink(store)],
  ] as const) {
    const refused = await shopper.goto(at(host, path));
    expect(refused?.status()).toBe(403);
    await expect(shopper.getByRole('heading', { name: 'Prévia indisponível' })).toBeVisible();
  }
  await shopper.goto(at(store.host));
  await expectComingSoon(shopper, store);
  await shopper.close();
});
