import { addDays, saoPauloDay } from '@vitrine/domain/dates';
import { formatBRL } from '@vitrine/domain/money';
import { expectFits } from '@vitrine/playwright-support/fits';
import { parse as parseCsv } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import {
  addSellerSession,
  expect,
  expectAccessible,
  officeUrl,
  SELLERS,
  sellerToken,
  storeIdOf,
  test,
} from './support/fixtures.ts';
import { KeyboardOnly } from './support/keyboard.ts';
import { bankPays, buysWithPix, newShopper, type Shopper } from './support/shop.ts';

// "Relatórios" at 360 px, by the keyboard, against the real API: a shopper who agreed to the
// store's e-mails leaves a cart, an hour passes for it (the demo's clock), the reminder goes
// out, the shopper buys and pays; the last 7 days' report shows one more cart recovered, its
// order's total as recovered revenue, on screen and in the CSV it downloads.

const PATH = '/vendedor/relatorios';

async function call(path: string, init: { token?: string; method?: string; body?: unknown }) {
  const response = await fetch(`${process.env.E2E_API_URL}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      'x-store-id': await storeIdOf('localhost'),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  expect(response.ok, `${path}: ${response.status} ${await response.clone().text()}`).toBe(true);
  return response.json() as Promise<Record<string, unknown>>;
}

const REMINDERS = {
  first_delay_minutes: 60,
  second_delay_minutes: 1440,
  third_delay_minutes: null,
  last_coupon_id: null,
};

/** The shopper agrees to the store's e-mails and leaves JEANS in the cart for an hour. */
async function leavesCartForAnHour(shopper: Shopper) {
  await call('/customers/me/marketing-emails', {
    token: shopper.token,
    method: 'PUT',
    body: { enabled: true, where: 'account' },
  });
  await call('/cart', {
    token: shopper.token,
    method: 'POST',
    body: { code: 'AUR-0011', variation: 'AUR-0011-03', qnt: 1, store_id: shopper.storeId },
  });
  return call('/dev/cart-reminders/elapse', {
    method: 'POST',
    body: { email: shopper.email, minutes: 60 },
  });
}

type Figures = { carts_recovered: number; recovered_revenue: number; carts_abandoned: number };

test('a cart recovered by a reminder shows as recovered in Relatórios and in its CSV — at 360 px, by keyboard', async ({
  page,
}, testInfo) => {
  test.slow(); // a purchase, a report's screen and its axe runs on a shared machine
  const token = await sellerToken(SELLERS.aurora);
  const today = saoPauloDay(new Date());
  const week = `from=${addDays(today, -6)}&to=${today}`;
  const reportOfWeek = async () =>
    ((await call(`/reports?${week}`, { token })) as { current: Figures }).current;
  const before = await reportOfWeek();

  await call('/settings/cart-reminders', {
    token,
    method: 'PUT',
    body: { enabled: true, ...REMINDERS },
  });
  let order: { code: string; total: number };
  try {
    const shopper = await newShopper();
    expect(await leavesCartForAnHour(shopper)).toEqual({ sent: 1 });
    order = await buysWithPix(shopper);
    await bankPays(shopper.storeId, order.code);
  } finally {
    await call('/settings/cart-reminders', {
      token,
      method: 'PUT',
      body: { enabled: false, ...REMINDERS, third_delay_minutes: 4320 },
    });
  }
  const after = await reportOfWeek();
  expect(after.carts_abandoned).toBe(before.carts_abandoned + 1);
  expect(after.carts_recovered).toBe(before.carts_recovered + 1);
  expect(after.recovered_revenue).toBeCloseTo(before.recovered_revenue + order.total, 2);

  await addSellerSession(page.context(), SELLERS.aurora);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(officeUrl('localhost', PATH));
  await expect(page.getByRole('heading', { level: 1, name: 'Relatórios' })).toBeVisible();
  await expectAccessible(page);
  await expectFits(page, testInfo, 'reports-30-days', 360);

  // The last 7 days, by the keyboard alone.
  const keyboard = new KeyboardOnly(page);
  const period = page.getByRole('combobox', { name: 'Período' });
  await keyboard.tabTo(period);
  await expect(period).toHaveValue('30_dias');
  await keyboard.press('ArrowUp');
  await expect(period).toHaveValue('7_dias');
  await keyboard.tabTo(page.getByRole('button', { name: 'Ver relatório' }));
  await keyboard.press('Enter');
  await expect(page).toHaveURL(/periodo=7_dias/);

  const recovered = page.getByRole('region', { name: 'Carrinhos recuperados' });
  await expect(recovered.locator('.reports-figure__value')).toHaveText(
    after.carts_recovered.toLocaleString('pt-BR'),
  );
  await expect(page.getByRole('region', { name: 'Receita recuperada' })).toContainText(
    formatBRL(after.recovered_revenue),
  );
  const carts = page.getByRole('table').filter({ hasText: 'Período atual' });
  const current = carts.getByRole('row').filter({ hasText: 'Período atual' }).getByRole('cell');
  await expect(current.nth(0)).toHaveText(after.carts_abandoned.toLocaleString('pt-BR'));
  await expect(current.nth(1)).toHaveText(after.carts_recovered.toLocaleString('pt-BR'));
  await expect(current.nth(2)).toHaveText(formatBRL(after.recovered_revenue));
  await expectAccessible(page);
  await expectFits(page, testInfo, 'reports-7-days', 360);

  // "Baixar CSV", by the keyboard: the same figures, as Excel in pt-BR reads them.
  await keyboard.tabTo(page.getByRole('button', { name: 'Baixar CSV' }), { back: true });
  const [download] = await Promise.all([page.waitForEvent('download'), keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe(`relatorio-${addDays(today, -6)}-a-${today}.csv`);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows: string[][] = parseCsv(bytes.toString('utf8').slice(1), {
    delimiter: ';',
    relax_column_count: true,
  });
  const row = (name: string) => rows.find((cells) => cells[0] === name)?.slice(1, 2);
  expect(row('Carrinhos recuperados')).toEqual([String(after.carts_recovered)]);
  expect(row('Receita recuperada')).toEqual([after.recovered_revenue.toFixed(2).replace('.', ',')]);
});
