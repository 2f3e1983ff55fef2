import type { Locator, Page } from '@playwright/test';
import type { Product } from '@vitrine/contract/catalog';
import { formatBRL } from '@vitrine/domain/money';
import {
  desktopScreenshot,
  expectFits,
  intersect,
  NARROW_WIDTHS,
} from '@vitrine/playwright-support/fits';
import { addAddress, fillCart, loggedInShopper, ordersOfEachKind } from './support/checkout.ts';
import { expect, expectAccessible, storeUrl, test } from './support/fixtures.ts';
import { createPasswordPath, emailsTo, signUpOnApi } from './support/outbox.ts';

// Every screen of the store at 360 and 768 px: nothing sticks out sideways (spec: every
// screen works at 360 px). Each page is loaded once and measured at each width by resizing,
// so the whole store costs a page load per route.

/**
 * Loads `path` at the narrowest width, waits for its heading, then measures every width (and
 * runs the screen's own checks at each).
 */
async function fitsAtEveryWidth(
  page: Page,
  path: string,
  atWidth: (width: number) => Promise<void> = async () => {},
) {
  await page.setViewportSize({ width: NARROW_WIDTHS[0], height: 640 });
  await page.goto(storeUrl('localhost', path));
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1').first()).toBeVisible();
  for (const width of NARROW_WIDTHS) {
    await expectFits(page, test.info(), path, width);
    await atWidth(width);
  }
  await desktopScreenshot(page, test.info(), path);
}

test('the public and sign-in screens fit 360 and 768 px', async ({ page }) => {
  test.setTimeout(180_000);
  // A pending account's create-password link: the form itself, not the expired-link screen.
  const pending = `pendente.largura.${Date.now()}@example.com`;
  await signUpOnApi(pending);
  const createPassword = createPasswordPath((await emailsTo(pending))[0]);

  for (const path of [
    '/',
    '/produto/conjunto-de-panelas-antiaderentes-5-pecas',
    '/servico/barra-de-calca',
    '/servicos/ajustes-e-costura',
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
    await fitsAtEveryWidth(page, path);
  }
  // The header's login modal, over the page it opens on.
  await fitsAtEveryWidth(page, '/produto/camiseta-basica-de-algodao');
  await page.setViewportSize({ width: NARROW_WIDTHS[0], height: 640 });
  await page.getByRole('banner').getByRole('link', { name: 'Entrar' }).click();
  await expect(page.getByRole('dialog', { name: 'Entrar na sua conta' })).toBeVisible();
  for (const width of NARROW_WIDTHS) await expectFits(page, test.info(), 'login modal', width);

  // A host no store has.
  await page.setViewportSize({ width: NARROW_WIDTHS[0], height: 640 });
  await page.goto(storeUrl('nada.localhost', '/'));
  await expect(page.locator('h1')).toBeVisible();
  for (const width of NARROW_WIDTHS) await expectFits(page, test.info(), 'no store', width);

  // The full-screen slider has no h1 of its own to wait for.
  await page.setViewportSize({ width: NARROW_WIDTHS[0], height: 640 });
  await page.goto(storeUrl('localhost', '/slider'));
  await page.waitForLoadState('networkidle');
  for (const width of NARROW_WIDTHS) await expectFits(page, test.info(), '/slider', width);
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

test('the cart, the checkout and the account area fit 360 and 768 px, logged in', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const shopper = await loggedInShopper(page);
  const jeans = { code: 'AUR-0011', variation: 'AUR-0011-03', qnt: 1 };

  // One order of each kind, for its result screen and the order list.
  const { pix, boleto, card } = await ordersOfEachKind(page, shopper.storeId, [jeans]);

  // A line of R$ 1.000 or more: its total is the widest figure the cart shows.
  const pans = await pansFor(3, shopper.storeId);
  await fillCart(page, shopper.storeId, [pans.line]);
  await addAddress(page);

  const line = page.getByRole('article', { name: pans.product.name });
  const lineTotal = line.getByText(formatBRL(pans.variation.price * 3));
  const more = line.getByRole('button', { name: `Aumentar a quantidade de ${pans.product.name}` });
  await fitsAtEveryWidth(page, '/finalizar-compra/carrinho', async (width) => {
    const [total, plus] = [await inkOf(lineTotal), await more.boundingBox()];
    expect(total && plus, `the line total and "+" are on screen at ${width} px`).toBeTruthy();
    expect(intersect(total!, plus!), `the line total overlaps "+" at ${width} px`).toBe(false);
  });
  await page.setViewportSize({ width: 360, height: 640 });
  await expectAccessible(page);

  for (const path of [
    '/finalizar-compra/pagar',
    `/finalizar-compra/pix/${pix.code}`,
    `/finalizar-compra/boleto/${boleto.code}`,
    `/finalizar-compra/card/${card.code}`,
  ]) {
    await fitsAtEveryWidth(page, path);
  }

  // The account area on a phone: the screen itself starts on the first screenful, not below
  // the sections menu (six full-width rows put it at the bottom of a 360 × 640 screen, or
  // under it): its heading ends in the top three quarters, the rest of the first screen is
  // the screen's own content.
  for (const [path, heading] of [
    ['/minha-conta', 'Minha conta'],
    ['/minha-conta/meus-dados', 'Meus dados'],
    ['/minha-conta/meus-enderecos', 'Meus endereços'],
    ['/minha-conta/meus-pedidos', 'Meus pedidos'],
    [`/minha-conta/meus-pedidos/${pix.code}`, `Pedido ${pix.code}`],
    [`/minha-conta/meus-pedidos/${card.code}`, `Pedido ${card.code}`],
    ['/minha-conta/minha-senha', 'Minha senha'],
    ['/minha-conta/dispositivos-conectados', 'Dispositivos conectados'],
  ] as const) {
    const title = page.getByRole('heading', { level: 1, name: heading });
    await fitsAtEveryWidth(page, path, async (width) => {
      const box = await title.boundingBox();
      const screen = page.viewportSize()!;
      expect(box, `${path}: its heading at ${width} px`).not.toBeNull();
      expect(
        box!.y + box!.height,
        `${path}: where its heading ends on a ${width} × ${screen.height} screen`,
      ).toBeLessThanOrEqual((screen.height * 3) / 4);
    });
  }
  await page.goto(storeUrl('localhost', '/minha-conta/meus-pedidos'));
  await page.setViewportSize({ width: 360, height: 640 });
  await expectAccessible(page);
});
