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

// Configurações → Identidade and Páginas, from the office to the shop window: Casa Ipê's seller
// is refused colours white text cannot be read on, saves readable ones and a tag manager
// container, uploads a logo and writes a page for the footer; the storefront paints with the
// colours and asks the shopper (LGPD) before the container loads: nothing goes to Google's host
// until "Aceitar cookies", a browser that accepted loads it at once, and "Recusar" from the
// footer's "Preferências de cookies" leaves the next page without it. The header shows the logo
// and the footer links the page, within the store's cache window.

const CONTAINER = 'GTM-VTE2E1';
/** A 240 × 64 PNG, the logo's upload. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAPAAAABACAYAAAAkn/rnAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAApUlEQVR42u3TQQ0AAAjEMDSgBbWYBR2X9FEDS1Y7fUCmEgEMDBgYMDAYGDAwYGDAwGBgwMCAgcHAgIEBAwMGBgMDBgYMDBgYDAwYGDAwGBgwMGBgwMBgYMDAgIEBA4OBAQMDBgYDAwYGDAwYGAwMGBgwMBhYBDAwYGDAwGBgwMCAgQEDg4EBAwMGBgMDBgYMDBgYDAwYGDAwYGAwMGBgwMBgYCDHA0dgSpHRkMHKAAAAAElFTkSuQmCC',
  'base64',
);
const PAGE_TITLE = 'Entregas em Minas';
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

test('the seller sets colours, a tag manager, a logo and a footer page; the shop shows them and asks before tracking', async ({
  page,
  context,
  browser,
}) => {
  // One story from the office to the shop window, through two cache windows.
  test.setTimeout(180_000);
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

    // The logo, through the catalog's image pipeline: saved as soon as it is sent.
    await page.getByLabel('Trocar o logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: LOGO_PNG,
    });
    await expect(page.getByText(/Logo salvo/)).toBeVisible();
    const officeLogo = page.getByRole('img', { name: `Logo atual de ${original.name}` });
    await expect(officeLogo).toHaveAttribute('width', '240');
    await expect(officeLogo).toHaveAttribute('src', /\/images\/[0-9a-f]{64}\.webp$/);

    // A content page for the footer: Configurações → Páginas → Nova página.
    await page
      .getByRole('navigation', { name: 'Configurações da loja' })
      .getByRole('link', { name: 'Páginas' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Páginas de conteúdo' }),
    ).toBeVisible();
    await expectAccessible(page);
    // The two saves' toasts stack (and slide) over the page until they expire: the layout is
    // checked once they are gone.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await expectFits(page, test.info(), 'páginas de conteúdo', 360);
    await page.getByRole('link', { name: 'Nova página' }).click();
    await page.getByLabel('Título').fill(PAGE_TITLE);
    await expect(page.getByLabel('Endereço na loja')).toHaveValue('entregas-em-minas');
    await page
      .getByRole('textbox', { name: 'Texto da página' })
      .fill('Entregamos em toda Minas Gerais.');
    await expect(page.getByRole('checkbox', { name: 'Mostrar no rodapé' })).toBeChecked();
    await expectFits(page, test.info(), 'nova página de conteúdo', 360);
    await expectAccessible(page);
    // By keyboard: from the last field to "Salvar página".
    await page.getByLabel('Posição no rodapé').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Salvar página' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Página "${PAGE_TITLE}" salva.`, { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: PAGE_TITLE })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });

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

    // The header's logo, named by the store, and the footer's link to the new page, once the
    // storefront's copy of the store and its pages is renewed (their cache window).
    const footerLink = shop.getByRole('contentinfo').getByRole('link', { name: PAGE_TITLE });
    const shopLogo = shop.getByRole('banner').getByRole('img', { name: original.name });
    await expect(async () => {
      await shop.goto(storeUrl('ipe.localhost', '/'));
      await expect(footerLink).toBeVisible({ timeout: 1_000 });
      await expect(shopLogo).toHaveAttribute('src', /\/images\/[0-9a-f]{64}\.webp$/, {
        timeout: 1_000,
      });
    }).toPass({ timeout: 90_000 });
    await expect(shopLogo).toHaveAttribute('width', '240');
    await expect(shopLogo).toHaveAttribute('height', '64');
    await footerLink.click();
    await expect(shop.getByRole('heading', { level: 1, name: PAGE_TITLE })).toBeVisible();
    await expect(shop.getByText('Entregamos em toda Minas Gerais.')).toBeVisible();
    await expectAccessible(shop);
    await shopper.close();
  } finally {
    await restoreIdentity(original);
  }
});
