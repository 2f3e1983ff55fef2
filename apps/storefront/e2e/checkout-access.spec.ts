import type { Page } from '@playwright/test';
import { fillCart, loggedInShopper, placeOrder } from './support/checkout.ts';
import {
  createCustomer,
  expect,
  expectAccessible,
  logIn,
  storeUrl,
  test,
} from './support/fixtures.ts';

// An order's payment screen shows its data to its own shopper only (spec §2 "buyer login
// required"): another shopper's code, or another store's, is a 404 that tells nothing of it.

const SCREENS = ['pix', 'boleto', 'card'] as const;

async function expectNotFound(page: Page, host: 'localhost' | 'ipe.localhost', code: string) {
  for (const screen of SCREENS) {
    const path = `/finalizar-compra/${screen}/${code}`;
    const response = await page.goto(storeUrl(host, path));
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText(code, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('img', { name: /QR code|Código de barras/ })).toHaveCount(0);
  }
  await expectAccessible(page);
}

test('another shopper’s order code answers 404, never the order', async ({ browser, page }) => {
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const shopper = await loggedInShopper(owner);
  await fillCart(owner, shopper.storeId, [{ code: 'AUR-0030', variation: 'AUR-0030-01', qnt: 1 }]);
  const order = await placeOrder(owner, 'pix');
  // Its owner sees it.
  await owner.goto(storeUrl('localhost', `/finalizar-compra/pix/${order.code}`));
  await expect(owner.getByText(order.code, { exact: true })).toBeVisible();

  await loggedInShopper(page);
  await expectNotFound(page, 'localhost', order.code);
  await ownerContext.close();

  // And a path of the checkout that is no screen at all is the same 404.
  const unknown = await page.goto(storeUrl('localhost', '/finalizar-compra/nada'));
  expect(unknown?.status()).toBe(404);
});

test('another store’s order code answers 404 there, even to a shopper of that store', async ({
  page,
}) => {
  const shopper = await loggedInShopper(page);
  await fillCart(page, shopper.storeId, [{ code: 'AUR-0030', variation: 'AUR-0030-02', qnt: 1 }]);
  const order = await placeOrder(page, 'boleto');
  await loggedInShopper(page, 'ipe.localhost');
  await expectNotFound(page, 'ipe.localhost', order.code);
});

test('a visitor is sent to log in first, and comes back to the pay page after', async ({
  page,
}) => {
  await page.goto(storeUrl('localhost', '/finalizar-compra/pix/ABCD1234'));
  await expect(page).toHaveURL(/\/login\?voltar=/);
  await page.goto(storeUrl('localhost', '/finalizar-compra/pagar'));
  await expect(page).toHaveURL(
    storeUrl('localhost', `/login?voltar=${encodeURIComponent('/finalizar-compra/pagar')}`),
  );
  await logIn(page, await createCustomer());
  await expect(page).toHaveURL(storeUrl('localhost', '/finalizar-compra/pagar'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Seu carrinho está vazio' }),
  ).toBeVisible();
  await expectAccessible(page);
});
