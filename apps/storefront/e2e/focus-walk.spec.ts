import type { Locator, Page } from '@playwright/test';
import type { Product } from '@vitrine/contract/catalog';
import { formatBRL } from '@vitrine/domain/money';
import {
  desktopScreenshot,
  expectFits,
  intersect,
  NARROW_WIDTHS,
} from '@vitrine/playwright-support/fits';
import {
  expectFocusWalkAtWidths,
  FOCUS_WIDTHS,
  fromMain,
  resizeTo,
  walkDialog,
  type WalkOptions,
} from '@vitrine/playwright-support/focus-walk';
import { addAddress, fillCart, loggedInShopper, ordersOfEachKind } from './support/checkout.ts';
import { expect, expectAccessible, storeUrl, test } from './support/fixtures.ts';
import { createPasswordPath, emailsTo, signUpOnApi } from './support/outbox.ts';

// Every screen of the store and every dialog, loaded once each:
// - by keyboard alone at 1280 and 390 px: focus is never covered, always shown, and moves in
//   the order of the screen (@vitrine/playwright-support/focus-walk); every violation of every
//   screen is listed before the test fails. The header is the same on every page: it is walked
//   with the home (a visitor's) and the account (a shopper's); every other screen from its
//   main region to the end of its footer;
// - then at 360 and 768 px: nothing sticks out sideways (spec: every screen works at 360 px),
//   with the screen's own checks at each width.
// Each width is reached by resizing the page: a screen costs one page load for all four.

async function open(page: Page, url: string, ready: Locator = page.locator('h1').first()) {
  await resizeTo(page, FOCUS_WIDTHS[0]);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await expect(ready).toBeVisible();
}

/**
 * The open screen by Tab at FOCUS_WIDTHS, then measured at NARROW_WIDTHS from its top with
 * nothing focused, as it is first seen (and `atWidth`, the screen's own checks, at each).
 */
async function walkAndFit(
  page: Page,
  label: string,
  walk: WalkOptions = {},
  atWidth: (width: number) => Promise<void> = async () => {},
) {
  await expectFocusWalkAtWidths(page, label, walk);
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.scrollTo(0, 0);
  });
  for (const width of NARROW_WIDTHS) {
    await expectFits(page, test.info(), label, width);
    await atWidth(width);
  }
  await desktopScreenshot(page, test.info(), label);
}

test('every public screen and the login dialog, by Tab at 1280 and 390 px, and at 360 and 768 px', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // A pending account's create-password link: the form itself, not the expired-link screen.
  const pending = `pendente.foco.${Date.now()}@example.com`;
  await signUpOnApi(pending);
  const createPassword = createPasswordPath((await emailsTo(pending))[0]);

  await open(page, storeUrl('localhost', '/'));
  await walkAndFit(page, '/');
  for (const path of [
    '/produto/conjunto-de-panelas-antiaderentes-5-pecas',
    '/servico/barra-de-calca',
    '/servicos/ajustes-e-costura',
    '/categoria/camisetas',
    '/pesquisar/camiseta',
    '/pesquisar/xyzwq-nada',
    '/paginas/trocas-e-devolucoes',
    '/avise-me/AUR-0011-03',
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
    await walkAndFit(page, path, fromMain(page));
  }

  await open(page, storeUrl('nada.localhost', '/'));
  await walkAndFit(page, 'a host no store has');

  // The full-screen slider has no h1 of its own to wait for.
  await open(page, storeUrl('localhost', '/slider'), page.locator('main, body').first());
  await walkAndFit(page, '/slider');

  // The header's login modal, opened by keyboard as a keyboard user opens it, over the page it
  // opens on.
  await open(page, storeUrl('localhost', '/produto/camiseta-basica-de-algodao'));
  await walkAndFit(page, '/produto/camiseta-basica-de-algodao', fromMain(page));
  const entrar = page.getByRole('banner').getByRole('link', { name: 'Entrar' });
  const login = page.getByRole('dialog', { name: 'Entrar na sua conta' });
  const openLogin = async () => {
    await entrar.focus();
    await page.keyboard.press('Enter');
  };
  await resizeTo(page, FOCUS_WIDTHS[0]);
  await walkDialog(page, 'login dialog', login, openLogin);
  await resizeTo(page, NARROW_WIDTHS[0]);
  await openLogin();
  await expect(login).toBeVisible();
  for (const width of NARROW_WIDTHS) await expectFits(page, test.info(), 'login modal', width);
});

/**
 * Where a figure's own text is drawn: its text nodes, not its box (a grid cell too narrow for
 * its figure draws the figure past the cell, over its neighbour, while the cell's box fits).
 */
function inkOf(figure: Locator) {
  return figure.evaluate((element) => {
    const range = document.createRange();
    const boxes = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
      .map((node) => {
        range.selectNodeContents(node);
        return range.getBoundingClientRect();
      });
    const left = Math.min(...boxes.map((box) => box.left));
    const top = Math.min(...boxes.map((box) => box.top));
    const right = Math.max(...boxes.map((box) => box.right));
    const bottom = Math.max(...boxes.map((box) => box.bottom));
    return { x: left, y: top, width: right - left, height: bottom - top };
  });
}

/** A variation of the R$ 499,90 pan set with stock for `quantity` (the seed's stock varies). */
async function pansFor(quantity: number, storeId: string) {
  const response = await fetch(
    `${process.env.E2E_API_URL}/products/conjunto-de-panelas-antiaderentes-5-pecas`,
    { headers: { 'x-store-id': storeId } },
  );
  const product = (await response.json()) as Product;
  const variation = product.variations.find(
    (each) => each.in_stock && (each.stock_left === null || each.stock_left >= quantity),
  );
  if (!variation) throw new Error('no pan set variation with stock');
  return {
    product,
    variation,
    line: { code: product.code, variation: variation.code, qnt: quantity },
  };
}

test('the cart, the checkout, the account area and their dialogs, by Tab at 1280 and 390 px, and at 360 and 768 px', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const shopper = await loggedInShopper(page);
  const jeans = { code: 'AUR-0011', variation: 'AUR-0011-03', qnt: 1 };
  // One order of each kind, for its result screen and the order list.
  const { pix, boleto, card } = await ordersOfEachKind(page, shopper.storeId, [jeans]);
  // Beside the jeans, a line of R$ 1.000 or more: its total is the widest figure the cart shows.
  const pans = await pansFor(3, shopper.storeId);
  await fillCart(page, shopper.storeId, [jeans, pans.line]);
  await addAddress(page);

  // The account area on a phone: the screen itself starts on the first screenful, not below
  // the sections menu (six full-width rows put it at the bottom of a 360 × 640 screen, or
  // under it): its heading ends in the top three quarters, the rest of the first screen is
  // the screen's own content.
  const headingOnTop = (path: string, heading: string) => async (width: number) => {
    const box = await page.getByRole('heading', { level: 1, name: heading }).boundingBox();
    const screen = page.viewportSize()!;
    expect(box, `${path}: its heading at ${width} px`).not.toBeNull();
    expect(
      box!.y + box!.height,
      `${path}: where its heading ends on a ${width} × ${screen.height} screen`,
    ).toBeLessThanOrEqual((screen.height * 3) / 4);
  };

  await open(page, storeUrl('localhost', '/minha-conta'));
  await walkAndFit(page, '/minha-conta', {}, headingOnTop('/minha-conta', 'Minha conta'));

  const line = page.getByRole('article', { name: pans.product.name });
  const lineTotal = line.getByText(formatBRL(pans.variation.price * 3));
  const more = line.getByRole('button', { name: `Aumentar a quantidade de ${pans.product.name}` });
  await open(page, storeUrl('localhost', '/finalizar-compra/carrinho'));
  await walkAndFit(page, '/finalizar-compra/carrinho', fromMain(page), async (width) => {
    const [total, plus] = [await inkOf(lineTotal), await more.boundingBox()];
    expect(total && plus, `the line total and "+" are on screen at ${width} px`).toBeTruthy();
    expect(intersect(total!, plus!), `the line total overlaps "+" at ${width} px`).toBe(false);
  });
  await resizeTo(page, NARROW_WIDTHS[0]);
  await expectAccessible(page);

  for (const path of [
    '/finalizar-compra/pagar',
    `/finalizar-compra/pix/${pix.code}`,
    `/finalizar-compra/boleto/${boleto.code}`,
    `/finalizar-compra/card/${card.code}`,
  ]) {
    await open(page, storeUrl('localhost', path));
    await walkAndFit(page, path, fromMain(page));
  }

  for (const [path, heading] of [
    ['/minha-conta/meus-dados', 'Meus dados'],
    ['/minha-conta/meus-enderecos', 'Meus endereços'],
    ['/minha-conta/meus-pedidos', 'Meus pedidos'],
    [`/minha-conta/meus-pedidos/${pix.code}`, `Pedido ${pix.code}`],
    [`/minha-conta/meus-pedidos/${card.code}`, `Pedido ${card.code}`],
    ['/minha-conta/minha-senha', 'Minha senha'],
    ['/minha-conta/dispositivos-conectados', 'Dispositivos conectados'],
    ['/minha-conta/favoritos', 'Favoritos'],
    ['/minha-conta/preferencias', 'Preferências'],
  ] as const) {
    await open(page, storeUrl('localhost', path));
    await walkAndFit(page, path, fromMain(page), headingOnTop(path, heading));
    if (path === '/minha-conta/meus-pedidos') {
      await resizeTo(page, NARROW_WIDTHS[0]);
      await expectAccessible(page);
    }
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
