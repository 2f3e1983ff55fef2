import { parseMoney } from '@vitrine/domain/money';
import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  officeUrl,
  SELLERS,
  test,
  addSellerSession,
} from './support/fixtures.ts';
import { paidSale } from './support/shop.ts';

// spec §2 /vendedor, the seller's home, against the real API and database.

/** The demo seller's shared session (fixtures.ts: one login per run). */
async function logInAsSeller(page: Page) {
  await addSellerSession(page.context(), SELLERS.aurora);
}

const todayCard = (page: Page) => page.getByRole('region', { name: 'Hoje' });

/** Today's revenue as the home shows it, in cents. */
async function todaysRevenue(page: Page): Promise<number> {
  const figure = todayCard(page).getByRole('definition').first();
  await expect(figure).toHaveText(/^R\$ /);
  return Math.round(parseMoney((await figure.textContent()) ?? '') * 100);
}

async function awaitingCount(page: Page): Promise<number> {
  const link = page.getByRole('link', { name: /vendas? aguardando envio$/ });
  if ((await link.count()) === 0) return 0;
  return Number(/^\d+/.exec((await link.textContent()) ?? '')?.[0]);
}

test('a sale paid now raises today’s revenue by its total, and waits for shipping', async ({
  page,
}) => {
  await logInAsSeller(page);
  await page.goto(officeUrl('localhost', '/vendedor'));
  await expect(page.getByRole('heading', { level: 1, name: 'Resumo da loja' })).toBeVisible();
  await expect(page).toHaveTitle('Início · Painel do vendedor');
  const before = await todaysRevenue(page);
  const awaitingBefore = await awaitingCount(page);

  const sale = await paidSale();
  await page.reload();

  await expect.poll(() => todaysRevenue(page)).toBe(before + Math.round(sale.total * 100));
  expect(await awaitingCount(page)).toBe(awaitingBefore + 1);
  await expect(page.getByRole('link', { name: /vendas? aguardando envio$/ })).toHaveAttribute(
    'href',
    '/vendedor/minha-conta/minhas-vendas?status=a_enviar',
  );
  // The link lists exactly the sales the card counts.
  const awaiting = await awaitingCount(page);
  await page.getByRole('link', { name: /vendas? aguardando envio$/ }).click();
  await expect(page.getByLabel('Situação', { exact: true })).toHaveValue('a_enviar');
  await expect(page.getByRole('status').filter({ hasText: /vendas?$/ })).toHaveText(
    awaiting === 1 ? '1 venda' : `${awaiting} vendas`,
  );
  await page.goBack();
  const latest = page.getByRole('region', { name: 'Últimas vendas' });
  await expect(latest.getByRole('link', { name: `Venda ${sale.code}` })).toHaveAttribute(
    'href',
    `/vendedor/minha-conta/minhas-vendas/${sale.code}`,
  );
  await expect(latest.getByRole('link', { name: 'Ver todas as vendas' })).toBeVisible();
});

test('the daily chart draws, with its 30 days in a table for screen readers', async ({ page }) => {
  await logInAsSeller(page);
  await page.goto(officeUrl('localhost', '/vendedor'));

  const daily = page.getByRole('region', { name: 'Vendas nos últimos 30 dias' });
  const chart = daily.locator('.home-chart');
  await expect(chart.locator('canvas').first()).toBeVisible();
  await expect(chart).toHaveAttribute('aria-hidden', 'true');

  await daily.getByText('Ver dados em tabela').click();
  const table = daily.getByRole('table', { name: 'Vendas por dia nos últimos 30 dias' });
  await expect(table.locator('tbody tr')).toHaveCount(30);
  // The last row is today: the same revenue as today's card.
  const todayRow = table.locator('tbody tr').last();
  await expect(todayRow.locator('td').last()).toHaveText(
    (await todayCard(page).getByRole('definition').first().textContent()) ?? '',
  );
  await expectAccessible(page);
});

test('on a phone the home fits the screen: the chart shrinks, the table scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsSeller(page);
  await page.goto(officeUrl('localhost', '/vendedor'));
  const canvas = page.locator('.home-chart canvas').first();
  await expect(canvas).toBeVisible();

  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  expect((await canvas.boundingBox())?.width).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});

test('the chart library is not in the entry chunk: it arrives in a chunk of its own', async ({
  page,
}) => {
  await logInAsSeller(page);
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto(officeUrl('localhost', '/vendedor'));
  await expect(page.locator('.home-chart canvas').first()).toBeVisible();

  // uPlot's own class names survive minification: where they are is where the library is.
  const isUplot = (code: string) => code.includes('u-legend') && code.includes('u-over');
  const entry = await page.locator('script[type="module"][src]').getAttribute('src');
  const entryUrl = officeUrl('localhost', entry ?? '/');
  expect(isUplot(await (await page.request.get(entryUrl)).text())).toBe(false);
  const lazy = scripts.filter((url) => url !== entryUrl);
  const codes = await Promise.all(lazy.map(async (url) => (await page.request.get(url)).text()));
  expect(codes.filter(isUplot)).toHaveLength(1);
});
