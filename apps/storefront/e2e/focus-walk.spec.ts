import type { Locator, Page } from '@playwright/test';
import {
  expectFocusWalkAtWidths,
  FOCUS_WIDTHS,
  fromMain,
  resizeTo,
  walkDialog,
} from '@vitrine/playwright-support/focus-walk';
import { addAddress, fillCart, loggedInShopper, ordersOfEachKind } from './support/checkout.ts';
import { expect, storeUrl, test } from './support/fixtures.ts';
import { createPasswordPath, emailsTo, signUpOnApi } from './support/outbox.ts';

// By keyboard alone, on every screen of the store and in every dialog, at 1280 and 390 px:
// focus is never covered, always shown, and moves in the order of the screen
// (@vitrine/playwright-support/focus-walk). Each page is loaded once and walked at each width
// by resizing; every violation of every screen is listed before the test fails. The header
// is the same on every page: it is walked with the home (a visitor's) and the account (a
// shopper's); every other screen from its main region to the end of its footer.

async function open(page: Page, url: string, ready: Locator = page.locator('h1').first()) {
  await resizeTo(page, FOCUS_WIDTHS[0]);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await expect(ready).toBeVisible();
}

test('every public screen and the login dialog, by Tab at 1280 and 390 px', async ({ page }) => {
  test.setTimeout(180_000);
  const pending = `pendente.foco.${Date.now()}@example.com`;
  await signUpOnApi(pending);
  const createPassword = createPasswordPath((await emailsTo(pending))[0]);

  await open(page, storeUrl('localhost', '/'));
  await expectFocusWalkAtWidths(page, '/');
  for (const path of [
    '/produto/conjunto-de-panelas-antiaderentes-5-pecas',
    '/servico/barra-de-calca',
    '/servicos/ajustes-e-costura',
    '/categoria/camisetas',
    '/pesquisar/camiseta',
    '/pesquisar/xyzwq-nada',
    '/paginas/trocas-e-devolucoes',
    '/login',
    '/login/cadastro',
    '/login/conta-criada',
    '/login/aguardar-conta',
    '/login/recuperar-acesso',
    createPassword,
    '/login/criar-senha/nao-existe-123',
    '/nada-por-aqui',
  ]) {
    await open(page, storeUrl('localhost', path));
    await expectFocusWalkAtWidths(page, path, fromMain(page));
  }

  await open(page, storeUrl('nada.localhost', '/'));
  await expectFocusWalkAtWidths(page, 'a host no store has');

  await open(page, storeUrl('localhost', '/slider'), page.locator('main, body').first());
  await expectFocusWalkAtWidths(page, '/slider');

  // The header's login modal, opened by keyboard as a keyboard user opens it.
  await open(page, storeUrl('localhost', '/produto/camiseta-basica-de-algodao'));
  const entrar = page.getByRole('banner').getByRole('link', { name: 'Entrar' });
  await walkDialog(
    page,
    'login dialog',
    page.getByRole('dialog', { name: 'Entrar na sua conta' }),
    async () => {
      await entrar.focus();
      await page.keyboard.press('Enter');
    },
  );
});

test('the cart, the checkout, the account area and their dialogs, by Tab at 1280 and 390 px', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const shopper = await loggedInShopper(page);
  const jeans = { code: 'AUR-0011', variation: 'AUR-0011-03', qnt: 1 };
  const { pix, boleto, card } = await ordersOfEachKind(page, shopper.storeId, [jeans]);
  await fillCart(page, shopper.storeId, [jeans]);
  await addAddress(page);

  await open(page, storeUrl('localhost', '/minha-conta'));
  await expectFocusWalkAtWidths(page, '/minha-conta');
  for (const path of [
    '/finalizar-compra/carrinho',
    '/finalizar-compra/pagar',
    `/finalizar-compra/pix/${pix.code}`,
    `/finalizar-compra/boleto/${boleto.code}`,
    `/finalizar-compra/card/${card.code}`,
    '/minha-conta/meus-dados',
    '/minha-conta/meus-enderecos',
    '/minha-conta/meus-pedidos',
    `/minha-conta/meus-pedidos/${pix.code}`,
    '/minha-conta/minha-senha',
    '/minha-conta/dispositivos-conectados',
  ]) {
    await open(page, storeUrl('localhost', path));
    await expectFocusWalkAtWidths(page, path, fromMain(page));
  }

  // Removing an address asks first.
  await open(page, storeUrl('localhost', '/minha-conta/meus-enderecos'));
  const remove = page.getByRole('button', { name: /^Remover / }).first();
  await walkDialog(page, 'remove address dialog', page.getByRole('alertdialog'), async () => {
    await remove.focus();
    await page.keyboard.press('Enter');
  });

  // What adding to the cart answers.
  await open(page, storeUrl('localhost', '/produto/camiseta-basica-de-algodao'));
  const add = page.getByRole('button', { name: 'Adicionar ao carrinho' });
  await walkDialog(
    page,
    'added to cart dialog',
    page.getByRole('alertdialog', { name: 'O item foi adicionado ao seu carrinho.' }),
    async () => {
      await add.focus();
      await page.keyboard.press('Enter');
    },
  );
});
