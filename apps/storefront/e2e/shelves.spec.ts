import { expect, expectAccessible, storeUrl, test } from './support/fixtures.ts';

// A shopper finds products by the store's own shelves: the department menu, a category page
// and its facets (with and without JavaScript), then a product; and an old product link
// still leads to it.
test('menu → category → facet → product, with and without JavaScript; a former slug is a 301', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(storeUrl('localhost'));
  const menu = page.getByRole('navigation', { name: 'Departamentos' });
  await menu.getByText('Roupas', { exact: true }).click();
  await menu.getByRole('link', { name: 'Camisetas' }).click();
  await expect(page).toHaveURL(/\/categoria\/camisetas$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Camisetas5 produtos encontrados');
  await expect(page.getByRole('navigation', { name: 'Você está em' })).toContainText(
    'InícioRoupasCamisetas',
  );
  // A category is not a text search: "Camisa Jeans Clara" is in Camisas, not here.
  await expect(page.getByRole('link', { name: 'Camisa Jeans Clara' })).toHaveCount(0);
  await expectAccessible(page);

  // With JavaScript a tick filters at once, says the new count, and keeps focus on the box.
  const black = page.getByRole('checkbox', { name: /^Preto \(3\)$/ });
  await black.check();
  await expect(page).toHaveURL(/\/categoria\/camisetas\?cor=Preto$/);
  await expect(page.getByRole('status').filter({ hasText: 'produtos encontrados' })).toHaveText(
    '3 produtos encontrados',
  );
  await expect(black).toBeFocused();
  await expect(page.getByRole('link', { name: 'Camiseta Listrada Marinheira' })).toHaveCount(0);

  // The same without JavaScript, and on a phone: the form's button reloads the page.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 800 },
  });
  const noJs = await plain.newPage();
  await noJs.goto(storeUrl('localhost'));
  const phoneMenu = noJs.getByRole('navigation', { name: 'Departamentos' });
  await phoneMenu.getByText('Departamentos', { exact: true }).click();
  await phoneMenu.getByText('Roupas', { exact: true }).click();
  await phoneMenu.getByRole('link', { name: 'Camisetas' }).click();
  await expect(noJs).toHaveURL(/\/categoria\/camisetas$/);
  // On a phone the filters wait behind "Filtrar" (the first product comes first by keyboard).
  await expect(noJs.getByRole('checkbox', { name: /^Vermelho \(\d+\)$/ })).toBeHidden();
  await noJs.getByText('Filtrar', { exact: true }).click();
  await noJs.getByRole('checkbox', { name: /^Vermelho \(\d+\)$/ }).check();
  await noJs.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(noJs).toHaveURL(/\/categoria\/camisetas\?cor=Vermelho$/);
  await expect(noJs.getByRole('heading', { level: 1 })).toHaveText('Camisetas1 produto encontrado');
  await noJs.getByRole('link', { name: 'Camiseta Listrada Marinheira' }).click();
  await expect(noJs.getByRole('heading', { level: 1 })).toHaveText('Camiseta Listrada Marinheira');
  await plain.close();

  // Back with JavaScript, on a phone: the menu behind "Departamentos", then a product.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('navigation', { name: 'Departamentos' }).getByText('Departamentos').click();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Camiseta Básica de Algodão' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Camiseta Básica de Algodão');

  // Server-rendered, cached like search, with its breadcrumbs for search engines; listed in
  // the sitemap.
  const listing = await request.get(storeUrl('localhost', '/categoria/roupas'));
  expect(listing.headers()['cache-control']).toContain('s-maxage=60');
  expect(await listing.text()).toContain('"@type":"BreadcrumbList"');
  const sitemap = await (await request.get(storeUrl('localhost', '/sitemap.xml'))).text();
  expect(sitemap).toContain('/categoria/camisetas</loc>');

  // The product's former slug answers 301 to its page.
  const moved = await request.get(storeUrl('localhost', '/produto/camiseta-basica'), {
    maxRedirects: 0,
  });
  expect(moved.status()).toBe(301);
  expect(moved.headers()['location']).toBe('/produto/camiseta-basica-de-algodao');
});
