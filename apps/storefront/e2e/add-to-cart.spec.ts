import {
  createCustomer,
  expect,
  expectAccessible,
  logIn,
  storeUrl,
  test,
} from './support/fixtures.ts';

const PRODUCT = 'Camiseta Básica de Algodão';

test('a guest picks a variation, adds it and goes to /login with it kept; logging in adds it', async ({
  page,
}) => {
  await page.goto(storeUrl('localhost'));
  await page.getByRole('link', { name: PRODUCT }).first().click();
  await expect(page).toHaveURL(/\/produto\/camiseta-basica-de-algodao$/);
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await expectAccessible(page);

  // The choice lives in the URL.
  await page.getByRole('group', { name: /Cor/ }).getByRole('link', { name: 'Preto' }).click();
  await expect(page).toHaveURL(/\?variacao=/);
  await expect(page.getByRole('group', { name: /Cor/ })).toContainText('Cor: Preto');
  const variation = new URL(page.url()).searchParams.get('variacao');

  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`Entre para adicionar ${PRODUCT}`) }),
  ).toBeVisible();
  const pending = await page.evaluate(() => localStorage.getItem('vitrine:pending-product'));
  expect(JSON.parse(pending ?? '{}')).toMatchObject({ qnt: 1, variation });
  await expectAccessible(page);

  await logIn(page, await createCustomer());
  const dialog = page.getByRole('alertdialog', { name: 'O item foi adicionado ao seu carrinho.' });
  await expect(dialog).toContainText('O que você deseja fazer agora?');
  await expect(dialog.getByRole('button', { name: 'Ir para o carrinho' })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Continuar comprando' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/produto/camiseta-basica-de-algodao\\?variacao=${variation}`),
  );
  await expect(page.getByRole('link', { name: 'Carrinho 1 item no carrinho' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('vitrine:pending-product'))).toBeNull();
});

test('asking for more than the stock says how many units there are (302)', async ({ page }) => {
  const customer = await createCustomer();
  await page.goto(storeUrl('localhost', '/login'));
  await logIn(page, customer);
  await expect(page).toHaveURL(storeUrl('localhost', '/'));

  // The seed leaves this product's first variation with 3 units.
  await page.goto(storeUrl('localhost', '/produto/camiseta-basica-de-algodao'));
  await expect(page.getByText('Restam 3 unidades')).toBeVisible();
  await page.getByLabel('Quantidade').fill('5');
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();

  const dialog = page.getByRole('alertdialog', { name: 'Erro ao adicionar o produto.' });
  await expect(dialog).toContainText('Só temos 3 unidades deste item.');
  await expect(dialog.getByRole('button', { name: 'Continuar comprando' })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Ir para o carrinho' }).click();
  await expect(page).toHaveURL(/\/finalizar-compra\/carrinho$/);
});
