import type { Page } from '@playwright/test';
import {
  createCustomer,
  expect,
  expectAccessible,
  logIn,
  storeUrl,
  test,
} from './support/fixtures.ts';

/** Loads every picture on the page, lazy ones too, and returns those Chromium cannot draw. */
async function undrawableImages(page: Page) {
  return page.evaluate(() =>
    Promise.all(
      [...document.images].map(async (image) => {
        image.loading = 'eager';
        // decode() rejects when the file is not an image the browser can draw (malformed SVG).
        const drawn = await image.decode().then(
          () => image.naturalWidth > 0,
          () => false,
        );
        return drawn ? null : image.currentSrc || image.src;
      }),
    ).then((sources) => ({ count: sources.length, broken: sources.filter(Boolean) })),
  );
}

test('every picture of the home and of a category listing is drawn', async ({ page }) => {
  await page.goto(storeUrl('localhost'));
  const home = await undrawableImages(page);
  expect(home.count).toBeGreaterThan(10);
  expect(home.broken).toEqual([]);

  await page.getByRole('link', { name: 'Mesa e cozinha' }).click();
  await expect(page.getByRole('link', { name: /Caneca de Cerâmica Esmaltada/ })).toBeVisible();
  const listing = await undrawableImages(page);
  expect(listing.count).toBeGreaterThanOrEqual(7);
  expect(listing.broken).toEqual([]);
});

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the home banner is shown whole at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(storeUrl('localhost'));
    const hero = page.locator('.hero__image');
    await expect(hero).toBeVisible();
    const shown = await hero.evaluate(async (image: HTMLImageElement) => {
      await image.decode();
      const box = image.getBoundingClientRect();
      return {
        boxRatio: box.width / box.height,
        fileRatio: image.naturalWidth / image.naturalHeight,
        right: box.right,
        objectFit: getComputedStyle(image).objectFit,
      };
    });
    // The box has the file's proportions, so nothing of the art is cut off, and fits the page.
    expect(shown.boxRatio).toBeCloseTo(shown.fileRatio, 2);
    expect(shown.right).toBeLessThanOrEqual(viewport.width);
  });
}

test('a sold-out size is greyed and dashed, never struck through, and named "esgotado"', async ({
  page,
}) => {
  // The seed sells out every variation of this boot.
  await page.goto(storeUrl('localhost', '/produto/bota-chelsea'));
  const sizes = page.getByRole('group', { name: /Tamanho/ });
  const soldOut = sizes.getByRole('link', { name: '36, esgotado', exact: true });
  await expect(soldOut).toBeVisible();
  const look = await soldOut.evaluate((chip) => {
    const style = getComputedStyle(chip);
    return { line: style.textDecorationLine, border: style.borderTopStyle };
  });
  expect(look).toEqual({ line: 'none', border: 'dashed' });
  await expectAccessible(page);
});

test('closing the add-to-cart dialog with Escape gives focus back to the add button', async ({
  page,
}) => {
  const customer = await createCustomer();
  await page.goto(storeUrl('localhost', '/login'));
  await logIn(page, customer);
  await expect(page).toHaveURL(storeUrl('localhost', '/'));

  await page.goto(storeUrl('localhost', '/produto/regata-canelada'));
  const add = page.getByRole('button', { name: 'Adicionar ao carrinho' });
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'O item foi adicionado ao seu carrinho.' });
  await expect(dialog.getByRole('button', { name: 'Continuar comprando' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
});
