import { expect, expectAccessible, storeUrl, test } from './support/fixtures.ts';

test('a content page shows the store’s HTML without running its script', async ({ page }) => {
  const response = await page.goto(storeUrl('localhost', '/paginas/trocas-e-devolucoes'));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Trocas e devoluções' })).toBeVisible();
  // The stored HTML opens with the title again: shown once, as the page's h1.
  await expect(page.getByRole('heading', { name: 'Trocas e devoluções' })).toHaveCount(1);
  const body = page.locator('.content-page__body');
  await expect(body.locator('script')).toHaveCount(0);
  await expect(body.locator('[onerror], [onclick], [onload]')).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as { __vitrineXss?: boolean }).__vitrineXss),
  ).toBeUndefined();
  await expectAccessible(page);
});

test('the browser refetches a content page from the storefront, sanitised', async ({ request }) => {
  const response = await request.get(
    storeUrl('localhost', '/paginas/trocas-e-devolucoes/conteudo.json'),
  );
  expect(response.status()).toBe(200);
  const page = (await response.json()) as { title: string; html: string };
  expect(page.title).toBe('Trocas e devoluções');
  expect(page.html).toContain('7 dias corridos');
  expect(page.html).not.toMatch(/<script|onerror|<h2>Trocas e devoluções/);

  const missing = await request.get(storeUrl('localhost', '/paginas/nao-existe/conteudo.json'));
  expect(missing.status()).toBe(404);
});

test('the slider moves with the arrow keys and the buttons', async ({ page }) => {
  await page.goto(storeUrl('localhost', '/slider'));
  const slides = page.getByRole('group', { includeHidden: false });
  await expect(slides).toHaveAccessibleName(/^1 de \d+$/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Ir para o destaque 1' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(slides).toHaveAccessibleName(/^2 de \d+$/);
  await page.keyboard.press('ArrowLeft');
  await expect(slides).toHaveAccessibleName(/^1 de \d+$/);
  await page.getByRole('button', { name: 'Próximo destaque' }).click();
  await expect(slides).toHaveAccessibleName(/^2 de \d+$/);

  // A swipe to the left shows the next one.
  const box = await page.locator('.slider__viewport').boundingBox();
  if (!box) throw new Error('no slider viewport');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
  await page.mouse.up();
  await expect(slides).toHaveAccessibleName(/^3 de \d+$/);
  await expect(page).toHaveURL(/\/slider$/);
});

test('an unknown path is a 404 "Page Not Found" with the path', async ({ page }) => {
  const response = await page.goto(storeUrl('localhost', '/nao-existe/mesmo'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('/nao-existe/mesmo')).toBeVisible();
  await expectAccessible(page);

  const product = await page.goto(storeUrl('localhost', '/produto/produto-que-nao-existe'));
  expect(product?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});

test('an unknown host lands on the store-not-found page', async ({ page }) => {
  const response = await page.goto(storeUrl('nada.localhost', '/produto/qualquer'));
  await expect(page).toHaveURL(/\/loja-nao-encontrada$/);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Loja não encontrada' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  // A link to "/" on this host would lead straight back here.
  await expect(page.locator('a[href="/"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Voltar para a página inicial' })).toHaveCount(0);
  await expectAccessible(page);
});

// Through the browser: only Chromium maps *.localhost to this machine (playwright.config.ts).
test('robots.txt and sitemap.xml are each store’s own', async ({ page }) => {
  const robots = await (await page.goto(storeUrl('ipe.localhost', '/robots.txt')))?.text();
  expect(robots).toContain(`Sitemap: ${storeUrl('ipe.localhost', '/sitemap.xml')}`);
  const sitemap = await (await page.goto(storeUrl('ipe.localhost', '/sitemap.xml')))?.text();
  expect(sitemap).toContain(`<loc>${storeUrl('ipe.localhost', '/produto/costela-de-adao')}</loc>`);
  expect(sitemap).not.toContain('camiseta-basica-de-algodao');
  const none = await page.goto(storeUrl('nada.localhost', '/sitemap.xml'));
  expect(none?.status()).toBe(404);
});
