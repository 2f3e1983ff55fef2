import type { Browser, Page } from '@playwright/test';
import {
  createCustomer,
  expect,
  expectAccessible,
  logIn,
  storeUrl,
  test,
} from './support/fixtures.ts';

// Favourites against the real API and the built storefront: the hearts of the shelf and of
// the product page (their state after hydration, for a logged shopper only), a visitor sent to
// /login and back, Minha conta → Favoritos at 360 px; and the public pages' bytes, the same
// with and without a session that has favourites.

const SHELF = '/categoria/camisetas';
const PRODUCT = '/produto/camiseta-basica-de-algodao';

/** A browser of the shopper's own at 360 px (its address: the API's per-IP sign-in limits). */
async function phoneOf(browser: Browser, ip: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    extraHTTPHeaders: { 'x-forwarded-for': ip },
  });
  return context.newPage();
}

test('a shopper hearts one product on the shelf and one on its page, sees both in Favoritos, removes one — at 360 px', async ({
  browser,
}) => {
  const customer = await createCustomer();
  const page = await phoneOf(browser, customer.ip);

  // A visitor's heart: the same button, which leads to /login and back; the product is added.
  await page.goto(storeUrl('localhost', SHELF));
  await page.waitForLoadState('networkidle');
  // A card of another product than PRODUCT (the shelf's order among equals is by id).
  const otherCards = page
    .locator('.product-card')
    .filter({ hasNot: page.locator(`a[href="${PRODUCT}"]`) });
  const firstCard = otherCards.first();
  const shelfName = (await firstCard.locator('.product-card__name').textContent())!.trim();
  const shelfHeart = firstCard.getByRole('button', { name: 'Adicionar aos favoritos' });
  await expect(shelfHeart).toHaveAttribute('aria-pressed', 'false');
  await expectAccessible(page);
  await shelfHeart.click();
  await expect(page).toHaveURL(storeUrl('localhost', `/login?voltar=${encodeURIComponent(SHELF)}`));
  await page.waitForLoadState('networkidle');
  await logIn(page, customer);
  await expect(page).toHaveURL(storeUrl('localhost', SHELF));
  const pressed = page
    .locator('.product-card')
    .filter({ has: page.getByRole('heading', { name: shelfName, exact: true }) })
    .getByRole('button', { name: 'Remover dos favoritos' });
  await expect(pressed).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);

  // The product page's heart, by keyboard.
  await page.goto(storeUrl('localhost', PRODUCT));
  await page.waitForLoadState('networkidle');
  const productName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  const pageHeart = page
    .locator('.item__buy')
    .getByRole('button', { name: 'Adicionar aos favoritos' });
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
  // Pressable once the hearts' chunk is here (networkidle may come before it, under load).
  await expect(pageHeart).toBeEnabled();
  await pageHeart.focus();
  await page.keyboard.press('Space');
  const pagePressed = page
    .locator('.item__buy')
    .getByRole('button', { name: 'Remover dos favoritos' });
  await expect(pagePressed).toHaveAttribute('aria-pressed', 'true');
  await expect(pagePressed).toBeFocused();
  await expectAccessible(page);

  // Both in Favoritos, with their prices now.
  await page.goto(storeUrl('localhost', '/minha-conta'));
  await page
    .getByRole('navigation', { name: 'Seções da minha conta' })
    .getByRole('link', { name: 'Favoritos' })
    .click();
  await expect(page).toHaveURL(storeUrl('localhost', '/minha-conta/favoritos'));
  await expect(page.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();
  const list = page.locator('.favourites__list > li');
  await expect(list).toHaveCount(2);
  for (const name of [shelfName, productName]) {
    const item = list.filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(item).toContainText(/R\$\s?\d{1,3}(\.\d{3})*,\d{2}/);
  }
  await expectAccessible(page);
  // Nothing sticks out sideways at 360 px.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // One removed: the list shrinks and the focus goes to the heading.
  await page.getByRole('button', { name: `Remover ${productName} dos favoritos` }).click();
  await expect(page.getByRole('link', { name: productName, exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeFocused();
  await expectAccessible(page);

  // Its heart is off again on its page; the other stays on.
  await page.goto(storeUrl('localhost', PRODUCT));
  await expect(
    page.locator('.item__buy').getByRole('button', { name: 'Adicionar aos favoritos' }),
  ).toHaveAttribute('aria-pressed', 'false');
  await page.context().close();
});

test('the shelf and the product page are the same bytes with and without a session that has favourites', async ({
  browser,
  request,
}) => {
  const customer = await createCustomer();
  const page = await phoneOf(browser, customer.ip);
  await page.goto(storeUrl('localhost', '/login'));
  await logIn(page, customer);
  await expect(page.getByText('Olá, Cliente')).toBeVisible();
  await page.goto(storeUrl('localhost', PRODUCT));
  // The hearts' chunk comes after hydration: until then the heart is aria-disabled, and the
  // click waits for it.
  await page.locator('.item__buy button[data-favourite]').click();
  await expect(page.locator('.item__buy button[data-favourite]')).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  for (const path of [SHELF, PRODUCT, `${PRODUCT}.data`]) {
    const url = storeUrl('localhost', path);
    const [guest, shopper] = await Promise.all(
      [request, page.context().request].map(async (client) => {
        const response = await client.get(url);
        // Each render has a nonce of its own (README "Content-Security-Policy"): compared
        // without it, as the ETag is taken.
        const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '');
        const body = await response.text();
        return {
          body: nonce ? body.replaceAll(nonce[1]!, '') : body,
          etag: response.headers()['etag'],
        };
      }),
    );
    expect(
      shopper!.body === guest!.body,
      `${path}: a shopper with favourites got other bytes`,
    ).toBe(true);
    expect(shopper!.etag, path).toBe(guest!.etag);
    expect(shopper!.body, path).not.toContain('Remover dos favoritos');
    expect(shopper!.body, path).not.toContain('aria-pressed="true"');
    // Not pressable until the page's script is (a press would do nothing): said so.
    if (!path.endsWith('.data')) {
      expect(shopper!.body, path).toMatch(/<button[^>]*data-favourite[^>]*aria-disabled="true"/);
    }
  }
  await page.context().close();
});

test('Preferências: the price-drop e-mails switch on by keyboard, with their explanation, and stay on; an unknown unsubscribe link says so without a login', async ({
  browser,
}) => {
  const customer = await createCustomer();
  const page = await phoneOf(browser, customer.ip);
  await page.goto(storeUrl('localhost', '/login?voltar=%2Fminha-conta%2Fpreferencias'));
  await logIn(page, customer);
  await expect(page).toHaveURL(storeUrl('localhost', '/minha-conta/preferencias'));
  const toggle = page.getByRole('switch', { name: 'Avisar quando um favorito baixar de preço' });
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toHaveAccessibleDescription(/baixar\. Posso desligar quando quiser/);
  await expectAccessible(page);
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Avisos de preço ligados.')).toBeVisible();
  await expect(toggle).toBeChecked();
  await expect(toggle).toBeFocused();
  await expect(page.getByText(/^Ligado desde \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await page.reload();
  await expect(toggle).toBeChecked();
  await expectAccessible(page);

  // A link no e-mail ever carried: the page says so, and asks no login.
  const visitor = await phoneOf(browser, customer.ip);
  await visitor.goto(
    storeUrl('localhost', '/minha-conta/avisos-de-preco/cancelar/nao-existe-0123456789'),
  );
  await expect(visitor).toHaveURL(/\/avisos-de-preco\/cancelar\//);
  await expect(visitor.getByRole('status')).toContainText('Este link de cancelamento não é válido');
  await expectAccessible(visitor);
  await visitor.context().close();
  await page.context().close();
});
