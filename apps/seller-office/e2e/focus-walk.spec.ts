import type { Locator, Page } from '@playwright/test';
import {
  expectFocusWalkAtWidths,
  FOCUS_WIDTHS,
  fromMain,
  resizeTo,
  walkDialog,
} from '@vitrine/playwright-support/focus-walk';
import { expect, officeUrl, SELLERS, test } from './support/fixtures.ts';
import { couponOfItsOwn, logInSeller, paidSale, sellerToken } from './support/shop.ts';

// By keyboard alone, on every screen of the seller office and in every dialog, at 1280 and
// 390 px: focus is never covered, always shown, and moves in the order of the screen
// (@vitrine/playwright-support/focus-walk). Each page is loaded once and walked at each width
// by resizing; every violation of every screen is listed before the test fails. The header is
// the same on every screen behind the login: it is walked with the home, every other screen
// from its main region (its area's tabs included) on.

async function open(page: Page, path: string) {
  await resizeTo(page, FOCUS_WIDTHS[0]);
  await page.goto(officeUrl('localhost', path));
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Opens by keyboard what `trigger` opens, as a keyboard user does. */
const pressOn = (page: Page, trigger: Locator) => async () => {
  await trigger.focus();
  await page.keyboard.press('Enter');
};

/** The first item a list links to (`/novo` and `/nova` are the new-item forms). */
async function firstItemOf(page: Page, listPath: string) {
  const link = page.locator(
    `main a[href^="${listPath}/"]:not([href$="/novo"]):not([href$="/nova"])`,
  );
  const href = await link.first().getAttribute('href', { timeout: 5_000 });
  if (!href) throw new Error(`no item in ${listPath}`);
  return href;
}

test('the login screens, by Tab at 1280 and 390 px', async ({ page }) => {
  for (const path of [
    '/vendedor/login',
    '/vendedor/login/recuperar-acesso',
    '/vendedor/login/criar-senha/nao-existe-123',
  ]) {
    await open(page, path);
    await expectFocusWalkAtWidths(page, path);
  }
});

test('every screen of a store owner, by Tab at 1280 and 390 px', async ({ page }) => {
  test.setTimeout(300_000);
  const sale = await paidSale();
  await couponOfItsOwn(await sellerToken(SELLERS.aurora));
  await logInSeller(page, SELLERS.aurora);

  await open(page, '/vendedor');
  await expectFocusWalkAtWidths(page, '/vendedor');
  const lists = new Map<string, string>();
  for (const path of [
    '/vendedor/minha-conta/meus-dados',
    '/vendedor/minha-conta/minha-senha',
    '/vendedor/minha-conta/minhas-vendas',
    `/vendedor/minha-conta/minhas-vendas/${sale.code}`,
    // Searched: its first product (the pan set, two variations) opens a form of a few rows.
    '/vendedor/catalogo/produtos?q=Panelas',
    '/vendedor/catalogo/produtos/novo',
    '/vendedor/catalogo/servicos',
    '/vendedor/catalogo/servicos/novo',
    '/vendedor/catalogo/categorias',
    '/vendedor/catalogo/planilha',
    '/vendedor/configuracoes/pagamentos',
    '/vendedor/configuracoes/recebimento',
    '/vendedor/configuracoes/identidade',
    '/vendedor/configuracoes/dados-legais',
    '/vendedor/configuracoes/paginas',
    '/vendedor/configuracoes/paginas/nova',
    '/vendedor/configuracoes/banners',
    '/vendedor/configuracoes/banners/novo',
    '/vendedor/configuracoes/frete',
    '/vendedor/configuracoes/frete/tabela',
    '/vendedor/configuracoes/historico',
    '/vendedor/cupons',
    '/vendedor/cupons/novo',
    '/vendedor/equipe',
    '/vendedor/loja/encerrar',
    '/vendedor/nada-por-aqui',
  ]) {
    await open(page, path);
    await expectFocusWalkAtWidths(page, path, fromMain(page));
    const list = /^(.*\/(produtos|servicos|paginas|banners|cupons))(\?.*)?$/.exec(path)?.[1];
    if (list) lists.set(list, await firstItemOf(page, list));
  }
  // One item of each list, in its form.
  for (const item of lists.values()) {
    await open(page, item);
    await expectFocusWalkAtWidths(page, item, fromMain(page));
  }
});

test('every dialog of the office, by Tab at 1280 and 390 px', async ({ page }) => {
  test.setTimeout(180_000);
  const sale = await paidSale();
  await logInSeller(page, SELLERS.aurora);

  // A product's: its stock, and removing it.
  await open(page, '/vendedor/catalogo/produtos?q=Panelas');
  await open(page, await firstItemOf(page, '/vendedor/catalogo/produtos'));
  const stock = page.getByRole('button', { name: /^Ajustar estoque de / }).first();
  await walkDialog(
    page,
    'stock dialog',
    page.getByRole('dialog', { name: /^Estoque de / }),
    pressOn(page, stock),
  );
  const remove = page.getByRole('button', { name: 'Excluir', exact: true });
  await walkDialog(
    page,
    'remove product dialog',
    page.getByRole('alertdialog'),
    pressOn(page, remove),
  );

  // Leaving a form with changes asks first.
  await open(page, '/vendedor/catalogo/produtos/novo');
  await page.getByLabel('Nome', { exact: true }).fill('Rascunho');
  const leave = page.getByRole('alertdialog', { name: 'Sair sem salvar?' });
  await walkDialog(
    page,
    'unsaved changes dialog',
    leave,
    pressOn(page, page.getByRole('link', { name: 'Cupons' }).first()),
  );

  // A category, and a row of the freight table.
  await open(page, '/vendedor/catalogo/categorias');
  await walkDialog(
    page,
    'category dialog',
    page.getByRole('dialog'),
    pressOn(page, page.getByRole('button', { name: /^Editar / }).first()),
  );
  await walkDialog(
    page,
    'remove category dialog',
    page.getByRole('alertdialog'),
    pressOn(page, page.getByRole('button', { name: /^Excluir / }).first()),
  );
  await open(page, '/vendedor/configuracoes/frete/tabela');
  await walkDialog(
    page,
    'freight row dialog',
    page.getByRole('dialog'),
    pressOn(page, page.getByRole('button', { name: 'Adicionar faixa' })),
  );

  // A sale's moves: cancel, return, ship.
  await open(page, `/vendedor/minha-conta/minhas-vendas/${sale.code}`);
  await walkDialog(
    page,
    'cancel sale dialog',
    page.getByRole('dialog', { name: 'Cancelar venda' }),
    pressOn(page, page.getByRole('button', { name: 'Cancelar venda' })),
  );
  await walkDialog(
    page,
    'return items dialog',
    page.getByRole('dialog'),
    pressOn(page, page.getByRole('button', { name: 'Devolver itens' })),
  );
  await page.getByRole('button', { name: 'Marcar como em separação' }).click();
  const ship = page.getByRole('button', { name: 'Marcar como enviado' });
  await expect(ship).toBeVisible();
  await walkDialog(
    page,
    'ship dialog',
    page.getByRole('dialog', { name: 'Marcar como enviado' }),
    pressOn(page, ship),
  );
});
