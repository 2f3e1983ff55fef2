import type { Page } from '@playwright/test';
import { expectFits } from '@vitrine/playwright-support/fits';
import {
  addSellerSession,
  expect,
  expectAccessible,
  officeUrl,
  SELLERS,
  sellerToken,
  storeIdOf,
  storeUrl,
  test,
} from './support/fixtures.ts';

// Configurações → Identidade, from the office to the shop window: Casa Ipê's seller is refused
// colours white text cannot be read on, saves readable ones and a tag manager container; the
// storefront paints with them and asks the shopper (LGPD) before the container loads: nothing
// goes to Google's host until "Aceitar cookies", a browser that accepted loads it at once, and
// "Recusar" from the footer's "Preferências de cookies" leaves the next page without it.

const CONTAINER = 'GTM-VTE2E1';
const GTM = 'https://www.googletagmanager.com/**';

/** Every request the page makes to the tag manager's host, answered here (no network). */
async function watchTagManager(page: Page) {
  const requested: string[] = [];
  await page.route(GTM, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: 'window.gtmLoaded = true;' });
  });
  return requested;
}

async function restoreIdentity(identity: unknown) {
  const token = await sellerToken(SELLERS.ipe, 'ipe.localhost');
  const response = await fetch(`${process.env.E2E_API_URL}/settings/identity`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${token}`,
      'x-store-id': await storeIdOf('ipe.localhost'),
      'content-type': 'application/json',
    },
    body: JSON.stringify(identity),
  });
  expect(response.status).toBe(200);
}

test('the seller sets colours and a tag manager; the shop paints with them and asks before tracking', async ({
  page,
  context,
  browser,
}) => {
  await addSellerSession(context, SELLERS.ipe, 'ipe.localhost');
  await page.goto(officeUrl('ipe.localhost', '/vendedor'));
  await page
    .getByRole('navigation', { name: 'Painel' })
    .getByRole('link', { name: 'Configurações' })
    .click();
  await page
    .getByRole('navigation', { name: 'Configurações da loja' })
    .getByRole('link', { name: 'Identidade' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Identidade da loja' })).toBeVisible();
  const token = await sellerToken(SELLERS.ipe, 'ipe.localhost');
  const original = await fetch(`${process.env.E2E_API_URL}/settings/identity`, {
    headers: { authorization: `Bearer ${token}`, 'x-store-id': await storeIdOf('ipe.localhost') },
  }).then((response) => response.json());

  try {
    await expectAccessible(page);
    await expectFits(page, test.info(), 'identidade da loja', 360);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Amber under white text is 2,14:1: refused on the field, nothing sent.
    const primary = page.getByLabel('Cor principal');
    await primary.fill('#f59e0b');
    await page.getByRole('button', { name: 'Salvar identidade' }).click();
    await expect(primary).toHaveAccessibleDescription(
      /Contraste de 2,14:1 com o branco; o mínimo é 4,5:1/,
    );
    await expect(primary).toBeFocused();

    await primary.fill('#9a3412');
    await page.getByLabel('Código do contêiner').fill(CONTAINER.toLowerCase());
    await expect(page.getByText('Prévia')).toBeVisible();
    await page.getByRole('button', { name: 'Salvar identidade' }).click();
    await expect(page.getByText(/Identidade da loja salva/)).toBeVisible();
    await expect(page.getByLabel('Código do contêiner')).toHaveValue(CONTAINER);

    // The shop window, in a browser of its own (a shopper's).
    const shopper = await browser.newContext();
    const shop = await shopper.newPage();
    const requested = await watchTagManager(shop);
    await shop.goto(storeUrl('ipe.localhost', '/'));
    const banner = shop.getByRole('region', { name: 'Sua privacidade' });
    await expect(banner).toBeVisible();
    expect(
      await shop.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--vt-color-primary'),
      ),
    ).toBe('#9a3412');
    await expectAccessible(shop);
    expect(requested).toEqual([]);

    await banner.getByRole('button', { name: 'Aceitar cookies' }).click();
    await expect(banner).toBeHidden();
    await expect
      .poll(() => requested)
      .toEqual([`https://www.googletagmanager.com/gtm.js?id=${CONTAINER}`]);

    // Accepted once: the next page loads the container at once and does not ask again.
    await shop.reload();
    await expect.poll(() => requested.length).toBe(2);
    await expect(shop.getByRole('region', { name: 'Sua privacidade' })).toHaveCount(0);

    // Changing one's mind: "Recusar" from the footer, and the next page goes without it.
    await shop.getByRole('button', { name: 'Preferências de cookies' }).click();
    const reload = shop.waitForEvent('load');
    await shop
      .getByRole('region', { name: 'Sua privacidade' })
      .getByRole('button', { name: 'Recusar' })
      .click();
    await reload;
    await expect(shop.getByRole('button', { name: 'Preferências de cookies' })).toBeVisible();
    await shop.goto(storeUrl('ipe.localhost', '/'));
    await expect(shop.getByRole('button', { name: 'Preferências de cookies' })).toBeVisible();
    expect(requested).toHaveLength(2);
    await shopper.close();
  } finally {
    await restoreIdentity(original);
  }
});
