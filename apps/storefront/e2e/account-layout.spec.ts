import { loggedInShopper } from './support/checkout.ts';
import { expect, expectAccessible, storeUrl, test } from './support/fixtures.ts';

// spec §2 /minha-conta/*: buyer login required; a menu of the account's sections, the
// shopper's name and "Sair".

test('the account area shows the shopper, the sections menu, and "Sair" ends the session', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loggedInShopper(page);
  const response = await page.goto(storeUrl('localhost', '/minha-conta'));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
  await expect(page.getByText('Olá, Cliente Teste')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Seções da minha conta' });
  for (const [name, path] of [
    ['Meus dados', '/minha-conta/meus-dados'],
    ['Meus endereços', '/minha-conta/meus-enderecos'],
    ['Meus pedidos', '/minha-conta/meus-pedidos'],
    ['Minha senha', '/minha-conta/minha-senha'],
    ['Dispositivos conectados', '/minha-conta/dispositivos-conectados'],
  ] as const) {
    await expect(menu.getByRole('link', { name })).toHaveAttribute('href', path);
  }
  // Mobile: the menu is a list above the screen.
  const heading = page.getByRole('heading', { level: 1, name: 'Minha conta' });
  const [phoneMenu, phoneHeading] = [await menu.boundingBox(), await heading.boundingBox()];
  expect(phoneMenu && phoneHeading && phoneMenu.y + phoneMenu.height <= phoneHeading.y).toBe(true);
  await page.screenshot({ path: test.info().outputPath('account-390.png'), fullPage: true });
  await expectAccessible(page);

  // Desktop: the menu sits beside the screen, not above it.
  await page.setViewportSize({ width: 1366, height: 900 });
  const menuBox = await menu.boundingBox();
  const headingBox = await heading.boundingBox();
  expect(menuBox && headingBox && menuBox.x + menuBox.width <= headingBox.x).toBe(true);
  await page.screenshot({ path: test.info().outputPath('account-1366.png') });
  await expectAccessible(page);

  // An unknown path of the account area is a 404.
  const unknown = await page.goto(storeUrl('localhost', '/minha-conta/nada'));
  expect(unknown?.status()).toBe(404);

  await page.goto(storeUrl('localhost', '/minha-conta'));
  await menu.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL((url) => url.pathname !== '/minha-conta');
  const again = await page.goto(storeUrl('localhost', '/minha-conta'));
  expect(new URL(again?.url() ?? '').pathname).toBe('/login');
});

test('a visitor is sent to log in first', async ({ page }) => {
  await page.goto(storeUrl('localhost', '/minha-conta'));
  await expect(page).toHaveURL(/\/login\?/);
});
