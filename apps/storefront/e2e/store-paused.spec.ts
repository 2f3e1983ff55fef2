import type { Page } from '@playwright/test';
import { expectFits } from '@vitrine/playwright-support/fits';
import { expect, expectAccessible, storeUrl, test } from './support/fixtures.ts';

// A store paused by its owner (the office's "Pausar loja": POST /store/pause): every catalog,
// cart and checkout page says "Loja em pausa" in the seller's words, at 360 px, never kept nor
// indexed; its content pages and the shoppers' account still answer; the cart refuses; and
// reopened, the store is back at once (the e2e storefront keeps no store cache). Casa Ipê is
// paused for the test and reopened after it, whatever happened.

const IPE_OWNER = { email: 'camila.teixeira@casa-ipe.exemplo.com.br', password: 'Vendedor@123' };
const MESSAGE = 'Férias coletivas: voltamos dia 10/01.';

async function ipeOwner() {
  const store = (await fetch(`${process.env.E2E_API_URL}/stores/by-host?host=ipe.localhost`).then(
    (response) => response.json(),
  )) as { data: { _id: string } };
  const storeId = store.data._id;
  const login = await fetch(`${process.env.E2E_API_URL}/sellers/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-store-id': storeId },
    body: JSON.stringify(IPE_OWNER),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const move = async (path: string, body?: unknown) => {
    const response = await fetch(`${process.env.E2E_API_URL}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-store-id': storeId,
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify(body ?? {}),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  };
  return { storeId, move };
}

/** The store's robots.txt, asked from its page (only the browser resolves *.localhost). */
const robotsOf = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/robots.txt', { cache: 'no-store' });
    return { body: await response.text(), cacheControl: response.headers.get('cache-control') };
  });

test('a paused store says "Loja em pausa" in the seller’s words on every page it does not answer, at 360 px; reopened, it is back', async ({
  page,
}) => {
  const owner = await ipeOwner();
  await owner.move('/store/pause', { message: MESSAGE });
  try {
    await page.setViewportSize({ width: 360, height: 640 });
    const home = await page.goto(storeUrl('ipe.localhost'));
    expect(home?.status()).toBe(200);
    expect(home?.headers()['cache-control']).toBe('private, no-store');
    expect(home?.headers()['x-robots-tag']).toBe('noindex');
    await expect(page.getByRole('heading', { level: 1, name: 'Loja em pausa' })).toBeVisible();
    await expect(page.getByText(MESSAGE)).toBeVisible();
    await expect(page).toHaveTitle('Loja em pausa · Casa Ipê');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    // Who sells, in the footer (Decreto 7.962/2013 art. 2), and the way to the shopper's orders.
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('CNPJ');
    await expect(page.getByRole('link', { name: 'Veja seus pedidos' })).toHaveAttribute(
      'href',
      '/minha-conta/meus-pedidos',
    );
    await expectAccessible(page);
    await expectFits(page, test.info(), 'loja-em-pausa', 360);
    // Nothing for crawlers while paused, and no shared copy of that to outlive the pause.
    const robots = await robotsOf(page);
    expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
    expect(robots.cacheControl).toBe('private, no-store');

    for (const path of [
      '/produto/vaso-de-ceramica',
      '/pesquisar/vaso',
      '/finalizar-compra/carrinho',
    ]) {
      const answer = await page.goto(storeUrl('ipe.localhost', path));
      expect(answer?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Loja em pausa' })).toBeVisible();
    }

    // A content page still answers, in the store's layout; its header's link home, followed in
    // the page, lands on the status page (a new document, the server's).
    const pageLink = footer.getByRole('link').first();
    await page.goto(storeUrl('ipe.localhost', (await pageLink.getAttribute('href')) ?? '/'));
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Loja em pausa');
    await page.getByRole('link', { name: /página inicial/ }).click();
    await expect(page).toHaveURL(storeUrl('ipe.localhost'));
    await expect(page.getByRole('heading', { level: 1, name: 'Loja em pausa' })).toBeVisible();

    // The cart refuses it (API: 409 store_not_open), the shopper told why: from the page, as
    // its add-to-cart button would ask.
    const add = await page.evaluate(async (storeId) => {
      const response = await fetch('/_api/cart', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ qnt: 1, code: 'X', variation: 'X', store_id: storeId }),
      });
      return { status: response.status, body: (await response.json()) as { error?: string } };
    }, owner.storeId);
    expect(add.status).toBe(409);
    expect(add.body.error).toBe(
      'Esta loja está em pausa e não recebe pedidos agora. Volte em breve.',
    );
  } finally {
    await owner.move('/store/reopen');
  }
  await page.goto(storeUrl('ipe.localhost'));
  await expect(page.getByRole('heading', { name: 'Loja em pausa' })).toHaveCount(0);
  await expect(page.getByRole('searchbox').first()).toBeAttached();
  const robots = await robotsOf(page);
  expect(robots.body).toContain('Allow: /\n');
  expect(robots.cacheControl).toMatch(/^public/);
});
