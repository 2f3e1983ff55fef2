import { loggedInShopper } from './support/checkout.ts';
import { expect, expectAccessible, storeUrl, test } from './support/fixtures.ts';

// The header's account menu: the account area (orders, tracking codes, addresses) reachable
// from any page, by keyboard, on a phone.

const PRODUCT = '/produto/camiseta-basica-de-algodao';

test('on a phone, the account menu opens by keyboard, closes on Escape and leads to the orders', async ({
  page,
}) => {
  test.slow(); // axe with the menu open, two navigations, on a shared machine
  await page.setViewportSize({ width: 390, height: 844 });
  await loggedInShopper(page);
  await page.goto(storeUrl('localhost', PRODUCT));
  const trigger = page.getByRole('button', { name: 'Olá, Cliente' });
  await expect(trigger).toBeVisible();
  // The name itself is on screen, whole ("Olá," is read, not shown, at this width).
  const name = trigger.locator('.site-header__greeting');
  expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

  // The public page is still the same HTML for everyone: the name comes after hydration.
  const html = await (await page.request.get(storeUrl('localhost', PRODUCT))).text();
  expect(html).not.toContain('Olá, Cliente');

  // The store's name stays whole beside the menu (it used to be squeezed into a narrow column).
  const brand = page.locator('.site-header__brand');
  const fits = await brand.evaluate((element) => ({
    whole: element.scrollWidth <= element.clientWidth,
    oneLine: element.getBoundingClientRect().height <= 48,
    fontSize: parseFloat(getComputedStyle(element).fontSize),
  }));
  expect(fits).toEqual({ whole: true, oneLine: true, fontSize: 20 });

  // Tab to it from the top of the page, as a keyboard user does.
  for (
    let presses = 0;
    presses < 12 && !(await trigger.evaluate((b) => b === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Minha conta',
    'Meus pedidos',
    'Meus endereços',
    'Sair',
  ]);
  await expect(menu.getByRole('menuitem', { name: 'Minha conta' })).toBeFocused();
  const box = await menu.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await page.screenshot({ path: test.info().outputPath('account-menu-390.png') });
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: 'Minha conta' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Meus pedidos' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(storeUrl('localhost', '/minha-conta/meus-pedidos'));
  await expect(page.getByRole('heading', { level: 1, name: 'Meus pedidos' })).toBeVisible();
});

test('"Sair" in the account menu ends the session', async ({ page }) => {
  await loggedInShopper(page);
  await page.goto(storeUrl('localhost', '/'));
  await page.getByRole('button', { name: 'Olá, Cliente' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(storeUrl('localhost', '/login'));
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  const again = await page.goto(storeUrl('localhost', '/minha-conta'));
  expect(new URL(again?.url() ?? '').pathname).toBe('/login');
});
