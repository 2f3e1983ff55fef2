import type { Locator, Page } from '@playwright/test';
import { desktopScreenshot, expectFits, NARROW_WIDTHS } from '@vitrine/playwright-support/fits';
import {
  expectFocusWalkAtWidths,
  FOCUS_WIDTHS,
  fromMain,
  resizeTo,
  walkDialog,
  type WalkOptions,
} from '@vitrine/playwright-support/focus-walk';
import { expect, expectAccessible, officeUrl, SELLERS, test } from './support/fixtures.ts';
import { couponOfItsOwn, logInSeller, paidSale, sellerToken } from './support/shop.ts';

// Every screen of the seller office and every dialog, loaded once each:
// - by keyboard alone at 1280 and 390 px: focus is never covered, always shown, and moves in
//   the order of the screen (@vitrine/playwright-support/focus-walk); every violation of every
//   screen is listed before the test fails. The header is the same on every screen behind the
//   login: it is walked with the home, every other screen from its main region (its area's
//   tabs included) on;
// - the login screens, the home, the sales and the account screens then at 360 and 768 px:
//   nothing sticks out sideways (spec: every screen works at 360 px), what a seller reads in a
//   table is shown whole.
// Each width is reached by resizing the page.

async function open(page: Page, path: string) {
  await resizeTo(page, FOCUS_WIDTHS[0]);
  await page.goto(officeUrl('localhost', path));
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** The screen's own checks at each narrow width, and the boxes that may scroll sideways. */
type Fit = { atWidth?: (width: number) => Promise<void>; scrollers?: string[] };

/**
 * The open screen by Tab at FOCUS_WIDTHS; with `fit`, then measured at NARROW_WIDTHS from its
 * top with nothing focused, as it is first seen.
 */
async function walkAndFit(page: Page, label: string, walk: WalkOptions = {}, fit?: Fit) {
  await expectFocusWalkAtWidths(page, label, walk);
  if (!fit) return;
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.scrollTo(0, 0);
  });
  for (const width of NARROW_WIDTHS) {
    await expectFits(page, test.info(), label, width, fit.scrollers);
    await fit.atWidth?.(width);
  }
  await desktopScreenshot(page, test.info(), label);
}

/** Drawn whole: inside the viewport and inside every box that clips it (no sideways scroll). */
async function expectWhole(target: Locator, width: number) {
  await expect(target).toBeVisible();
  const label = `${await target.innerText()} at ${width} px`;
  const cut = await target.evaluate((element) => {
    const { left, right } = element.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    if (left < -0.5 || right > width + 0.5) return `${left}–${right} px of a ${width} px screen`;
    for (let up = element.parentElement; up; up = up.parentElement) {
      if (getComputedStyle(up).overflowX === 'visible') continue;
      const clip = up.getBoundingClientRect();
      if (left < clip.left - 0.5 || right > clip.right + 0.5) {
        return `${left}–${right} px in ${up.className}'s ${clip.left}–${clip.right} px`;
      }
    }
    return null;
  });
  expect(cut, `${label}: shown whole`).toBeNull();
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

test('the login screens, by Tab at 1280 and 390 px, and at 360 and 768 px', async ({ page }) => {
  for (const path of [
    '/vendedor/login',
    '/vendedor/login/recuperar-acesso',
    '/vendedor/login/criar-senha/nao-existe-123',
  ]) {
    await open(page, path);
    await walkAndFit(page, path, {}, {});
  }
});

test('every screen of a store owner, by Tab at 1280 and 390 px; the home, the sales and the account at 360 and 768 px', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // A sale of this run: the newest in "Últimas vendas", with the actions of a paid one.
  const sale = await paidSale();
  await couponOfItsOwn(await sellerToken(SELLERS.aurora));
  await logInSeller(page, SELLERS.aurora);

  // "Últimas vendas": every sale's status and total are on screen, not behind a sideways
  // scroll the seller has to guess at.
  const latest = page.getByRole('region', { name: 'Últimas vendas' });
  await open(page, '/vendedor');
  await walkAndFit(
    page,
    '/vendedor',
    {},
    {
      atWidth: async (width) => {
        const rows = latest.getByRole('row').filter({ has: page.getByRole('link') });
        expect(await rows.count()).toBeGreaterThan(0);
        for (const row of await rows.all()) {
          const cells = row.getByRole('cell');
          await expectWhole(cells.nth(2), width); // Situação
          await expectWhole(cells.nth(3), width); // Total
        }
      },
    },
  );
  await expect(latest.getByRole('link', { name: `Venda ${sale.code}` })).toBeVisible();
  await resizeTo(page, NARROW_WIDTHS[0]);
  await expectAccessible(page);

  // The sales list: each sale's total, payment and fulfilment too, and the sort buttons.
  const sales = page.getByRole('table', { name: /Vendas da loja/ });
  const salesList = '/vendedor/minha-conta/minhas-vendas';
  await open(page, salesList);
  await walkAndFit(page, salesList, fromMain(page), {
    atWidth: async (width) => {
      const rows = sales.locator('tbody tr');
      expect(await rows.count()).toBeGreaterThan(0);
      for (const row of await rows.all()) {
        const cells = row.getByRole('cell');
        for (const column of [2, 4, 5]) await expectWhole(cells.nth(column), width);
      }
      await expectWhole(sales.getByRole('button', { name: /^Data/ }), width);
      await expectWhole(sales.getByRole('button', { name: /^Total/ }), width);
    },
  });
  await sales.getByRole('button', { name: /^Total/ }).click();
  await expect(sales.getByRole('columnheader', { name: /^Total/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expectAccessible(page);

  // The sale's items: a table of five columns that scrolls sideways in its box on a phone,
  // with a shadow at the edge that has more (sales.css).
  const salePath = `/vendedor/minha-conta/minhas-vendas/${sale.code}`;
  const items = page.locator('.sales-table__scroll:has(> .sale-items)');
  await open(page, salePath);
  await walkAndFit(page, salePath, fromMain(page), {
    scrollers: ['.sales-table__scroll:has(> .sale-items)'],
  });
  await resizeTo(page, NARROW_WIDTHS[0]);
  const cue = () => items.evaluate((element) => getComputedStyle(element).backgroundImage);
  expect(await cue()).toContain('radial-gradient');
  await expectAccessible(page);

  const lists = new Map<string, string>();
  const fitted = new Set([
    '/vendedor/minha-conta/minhas-vendas?status=a_enviar&sort=maior_valor',
    '/vendedor/minha-conta/meus-dados',
    '/vendedor/minha-conta/minha-senha',
  ]);
  for (const path of [
    ...fitted,
    // Searched: its first product (the pan set, two variations) opens a form of a few rows.
    '/vendedor/catalogo/produtos?q=Panelas',
    '/vendedor/catalogo/produtos/novo',
    '/vendedor/catalogo/servicos',
    '/vendedor/catalogo/servicos/novo',
    '/vendedor/catalogo/categorias',
    '/vendedor/catalogo/planilha',
    '/vendedor/catalogo/avaliacoes',
    '/vendedor/configuracoes/pagamentos',
    '/vendedor/configuracoes/recebimento',
    '/vendedor/configuracoes/identidade',
    '/vendedor/configuracoes/dados-legais',
    '/vendedor/configuracoes/notas-fiscais',
    '/vendedor/configuracoes/dominio',
    '/vendedor/configuracoes/paginas',
    '/vendedor/configuracoes/paginas/nova',
    '/vendedor/configuracoes/banners',
    '/vendedor/configuracoes/banners/novo',
    '/vendedor/configuracoes/frete',
    '/vendedor/configuracoes/frete/tabela',
    '/vendedor/configuracoes/whatsapp',
    '/vendedor/configuracoes/historico',
    '/vendedor/cupons',
    '/vendedor/cupons/novo',
    '/vendedor/avise-me',
    '/vendedor/relatorios',
    '/vendedor/equipe',
    '/vendedor/loja/encerrar',
    '/vendedor/nada-por-aqui',
  ]) {
    await open(page, path);
    await walkAndFit(page, path, fromMain(page), fitted.has(path) ? {} : undefined);
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
