import { expect, expectAccessible, storeUrl, test } from './support/fixtures.ts';

const PRODUCT = 'Camiseta Básica de Algodão';

test('a client navigation says the new page’s title and moves focus to its content', async ({
  page,
}) => {
  await page.goto(storeUrl('localhost'));
  const announcer = page.locator('#anuncio-de-navegacao');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  // A full page load is read by the screen reader itself: nothing to say.
  await expect(announcer).toHaveText('');

  await page.getByRole('link', { name: PRODUCT }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${PRODUCT} \\| Loja Aurora`));
  await expect(announcer).toHaveText(await page.title());
  await expect(page.getByRole('main')).toBeFocused();
  await expectAccessible(page);

  // Another order of the same results: the title is said again (unchanged), focus stays put.
  await page.goto(storeUrl('localhost', '/pesquisar/camiseta'));
  const sort = page.getByLabel('Ordenar por');
  await sort.focus();
  await sort.selectOption('menor-preco');
  await expect(page).toHaveURL(/\?ordem=menor-preco$/);
  await expect(announcer).toHaveText(await page.title());
  await expect(sort).toBeFocused();

  // A new search is a new page (another path) on the same screen: focus moves, the order resets.
  const search = page.getByRole('searchbox', { name: 'Buscar na loja' });
  await search.fill('camisa');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/pesquisar\/camisa$/);
  // The URL changes before the new title is set: read the title once it is the new page's.
  await expect(page).toHaveTitle(/^Resultados para “camisa”/);
  await expect(announcer).toHaveText(await page.title());
  await expect(page.getByRole('main')).toBeFocused();
  await expect(sort).toHaveValue('relevancia');
});

test('a slow navigation shows the progress bar and a busy main region until it ends', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(storeUrl('localhost'));
  const bar = page.locator('.nav-progress');
  const main = page.getByRole('main');
  await expect(bar).toHaveCount(0);

  // The next page's data (React Router's .data request) waits until the test lets it go.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.data'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.getByRole('link', { name: PRODUCT }).first().click();
  await expect(bar).toBeVisible();
  await expect(main).toHaveAttribute('aria-busy', 'true');
  // Under prefers-reduced-motion the bar stands still.
  expect(await bar.evaluate((element) => getComputedStyle(element, '::before').animationName)).toBe(
    'none',
  );
  await expectAccessible(page);

  release();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(main).not.toHaveAttribute('aria-busy');
});
