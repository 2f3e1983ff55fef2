import type { Locator, Page } from '@playwright/test';
import { desktopScreenshot, expectFits, NARROW_WIDTHS } from '@vitrine/playwright-support/fits';
import { expect, expectAccessible, officeUrl, SELLERS, test } from './support/fixtures.ts';
import { logInSeller, paidSale } from './support/shop.ts';

// Every screen of the seller office at 360 and 768 px: nothing sticks out sideways (spec:
// every screen works at 360 px). Each page is loaded once and measured at each width by
// resizing.

/**
 * Loads `path` at the narrowest width, waits for its heading, then measures every width (and
 * runs the screen's own checks at each).
 */
async function fitsAtEveryWidth(
  page: Page,
  path: string,
  atWidth: (width: number) => Promise<void> = async () => {},
  scrollers: string[] = [],
) {
  await page.setViewportSize({ width: NARROW_WIDTHS[0], height: 640 });
  await page.goto(officeUrl('localhost', path));
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const width of NARROW_WIDTHS) {
    await expectFits(page, test.info(), path, width, scrollers);
    await atWidth(width);
  }
  await desktopScreenshot(page, test.info(), path);
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

test('the login screens fit 360 and 768 px', async ({ page }) => {
  for (const path of [
    '/vendedor/login',
    '/vendedor/login/recuperar-acesso',
    '/vendedor/login/criar-senha/nao-existe-123',
  ]) {
    await fitsAtEveryWidth(page, path);
  }
});

test('the home, the sales and the account screens fit 360 and 768 px, logged in', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A sale of this run: the newest in "Últimas vendas", with the actions of a paid one.
  const sale = await paidSale();
  await logInSeller(page, SELLERS.aurora);

  // "Últimas vendas": every sale's status and total are on screen, not behind a sideways
  // scroll the seller has to guess at.
  const latest = page.getByRole('region', { name: 'Últimas vendas' });
  await fitsAtEveryWidth(page, '/vendedor', async (width) => {
    const rows = latest.getByRole('row').filter({ has: page.getByRole('link') });
    expect(await rows.count()).toBeGreaterThan(0);
    for (const row of await rows.all()) {
      const cells = row.getByRole('cell');
      await expectWhole(cells.nth(2), width); // Situação
      await expectWhole(cells.nth(3), width); // Total
    }
  });
  await expect(latest.getByRole('link', { name: `Venda ${sale.code}` })).toBeVisible();
  await page.setViewportSize({ width: 360, height: 640 });
  await expectAccessible(page);

  // The sales list: each sale's total, payment and fulfilment too, and the sort buttons.
  const sales = page.getByRole('table', { name: /Vendas da loja/ });
  await fitsAtEveryWidth(page, '/vendedor/minha-conta/minhas-vendas', async (width) => {
    const rows = sales.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    for (const row of await rows.all()) {
      const cells = row.getByRole('cell');
      for (const column of [2, 4, 5]) await expectWhole(cells.nth(column), width);
    }
    await expectWhole(sales.getByRole('button', { name: /^Data/ }), width);
    await expectWhole(sales.getByRole('button', { name: /^Total/ }), width);
  });
  await sales.getByRole('button', { name: /^Total/ }).click();
  await expect(sales.getByRole('columnheader', { name: /^Total/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expectAccessible(page);

  // The sale's items: a table of five columns that scrolls sideways in its box on a phone,
  // with a shadow at the edge that has more (sales.css).
  await fitsAtEveryWidth(page, `/vendedor/minha-conta/minhas-vendas/${sale.code}`, undefined, [
    '.sales-table__scroll:has(> .sale-items)',
  ]);
  const items = page.locator('.sales-table__scroll:has(> .sale-items)');
  await page.setViewportSize({ width: 360, height: 640 });
  const cue = () => items.evaluate((element) => getComputedStyle(element).backgroundImage);
  expect(await cue()).toContain('radial-gradient');
  await expectAccessible(page);

  for (const path of [
    '/vendedor/minha-conta/minhas-vendas?status=a_enviar&sort=maior_valor',
    '/vendedor/minha-conta/meus-dados',
    '/vendedor/minha-conta/minha-senha',
  ]) {
    await fitsAtEveryWidth(page, path);
  }
});
