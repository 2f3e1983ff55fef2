import { expect, expectAccessible, storeUrl, test } from './support/fixtures.ts';
import { VISIT_BEACON_PATH } from '../src/lib/visit-beacon.ts';

test('each store shows its own data', async ({ page }) => {
  await page.goto(storeUrl('localhost'));
  await expect(page).toHaveTitle(/Loja Aurora/);
  await expect(
    page.getByRole('link', { name: 'Camiseta Básica de Algodão' }).first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Produtos em destaque' })).toBeVisible();
  await expectAccessible(page);

  await page.goto(storeUrl('ipe.localhost'));
  await expect(page).toHaveTitle(/Casa Ipê/);
  await expect(page.getByRole('link', { name: 'Costela-de-Adão' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Camiseta Básica de Algodão' })).toHaveCount(0);

  // One store's product is not found on the other's host.
  const response = await page.goto(
    storeUrl('ipe.localhost', '/produto/camiseta-basica-de-algodao'),
  );
  expect(response?.status()).toBe(404);
});

test('the product page is rendered on the server, with JSON-LD, and not fetched again', async ({
  page,
  request,
}) => {
  const html = await (
    await request.get(storeUrl('localhost', '/produto/camiseta-basica-de-algodao'))
  ).text();
  expect(html).toContain('<h1 class="item__name">Camiseta Básica de Algodão</h1>');
  expect(html).toMatch(/R\$ \d+,\d\d/);
  expect(html).toContain('"@type":"Product"');
  expect(html).toContain('"priceCurrency":"BRL"');

  // Both ways to the API from the browser: {apiBase} (/_api/…) and the own-origin /api/…; the
  // visit beacon (an <img> the server's HTML carries, counting the view) is not a data fetch.
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (/^\/_?api\//.test(pathname) && pathname !== VISIT_BEACON_PATH) apiCalls.push(r.url());
  });
  await page.goto(storeUrl('localhost', '/produto/camiseta-basica-de-algodao'));
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Adicionar ao carrinho' })).toBeEnabled();
  expect(apiCalls).toEqual([]);
  await expect(page.locator('img.gallery__main')).toHaveAttribute('fetchpriority', 'high');
});

test('"Calcular frete" quotes two regions apart, and the next visit remembers the CEP', async ({
  page,
}) => {
  await page.goto(storeUrl('localhost', '/produto/camiseta-basica-de-algodao'));
  const cep = page.getByRole('textbox', { name: 'Calcular frete' });
  const own = page
    .getByRole('list', { name: 'Opções de frete' })
    .getByRole('listitem')
    .filter({ hasText: 'Entrega da loja' });
  await cep.fill('01310100');
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(own).toContainText('R$ 9,90');
  await expect(own).toContainText('chega em até 2 dias úteis');
  await expect(page.getByText('Retirar na loja')).toBeVisible();
  await expectAccessible(page);

  await cep.fill('69900000');
  await cep.press('Enter');
  await expect(own).toContainText('R$ 29,90');
  await expect(own).toContainText('chega em até 9 dias úteis');

  await page.reload();
  await expect(cep).toHaveValue('69900-000');
  await expect(own).toContainText('R$ 29,90');
  await cep.fill('00000000');
  await cep.press('Enter');
  await expect(cep).toHaveAccessibleDescription('CEP não encontrado.');
});

test('search understands accents and keeps sort and page in the URL', async ({ page }) => {
  await page.goto(storeUrl('localhost'));
  const search = page.getByRole('searchbox', { name: 'Buscar na loja' });
  await search.fill('camisa algodao');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/pesquisar\/camisa%20algodao$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Resultados para “camisa algodao”' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kit 2 Camisas de Algodão' })).toBeVisible();
  await expectAccessible(page);

  await page.goto(storeUrl('localhost', '/pesquisar/camiseta'));
  await page.getByLabel('Ordenar por').selectOption('menor-preco');
  await expect(page).toHaveURL(/\/pesquisar\/camiseta\?ordem=menor-preco$/);
  await expect(page.getByLabel('Ordenar por')).toHaveValue('menor-preco');

  await page.goto(storeUrl('localhost', '/pesquisar/xyzwq-nada'));
  await expect(page.getByText('Nenhum resultado para “xyzwq-nada”.')).toBeVisible();
  await expectAccessible(page);
});

test('services: the page and the category listing', async ({ page }) => {
  await page.goto(storeUrl('localhost', '/servico/barra-de-calca'));
  await expect(page.getByRole('heading', { level: 1, name: 'Barra de Calça' })).toBeVisible();
  await expect(page.locator('.freight'), 'a service is not shipped: no freight').toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('navigation', { name: 'Você está em' }).getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/\/servicos\//);
  await expect(page.getByRole('heading', { level: 1, name: /^Serviços de / })).toBeVisible();
  await expectAccessible(page);
});

test('pages hydrate without errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  for (const path of [
    '/',
    '/produto/camiseta-basica-de-algodao?variacao=AUR-0001-02',
    '/servicos/ajustes-e-costura',
    '/pesquisar/camisa?ordem=maior-preco',
    '/paginas/sobre-nos',
    '/slider',
    '/login',
  ]) {
    await page.goto(storeUrl('localhost', path));
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});
