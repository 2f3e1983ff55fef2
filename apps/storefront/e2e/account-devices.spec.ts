import { devices } from '@playwright/test';
import { logInAt } from './support/account.ts';
import { createCustomer, expect, expectAccessible, storeUrl, test } from './support/fixtures.ts';

// spec §2 /minha-conta/dispositivos-conectados: each session of the shopper, this one marked;
// a revoked one is refused at its next request and lands on /login.

const PATH = '/minha-conta/dispositivos-conectados';

test('revoke one device from another, then all the others: each revoked one lands on /login', async ({
  browser,
  page,
}) => {
  test.slow(); // three browser sessions and axe runs on a shared machine
  // createCustomer's first access leaves a session of its own (the oldest one); then the
  // tablet, then the phone log in, so the list (most recent use first) shows the phone first.
  const customer = await createCustomer();
  const tabletContext = await browser.newContext({ ...devices['iPad Mini'] });
  const tablet = await tabletContext.newPage();
  await logInAt(tablet, customer, '/minha-conta');
  const phoneContext = await browser.newContext({ ...devices['iPhone 13'] });
  const phone = await phoneContext.newPage();
  await logInAt(phone, customer, '/minha-conta');
  await logInAt(page, customer, PATH);

  await expect(
    page.getByRole('heading', { level: 1, name: 'Dispositivos conectados' }),
  ).toBeVisible();
  const items = page.getByRole('listitem').filter({ has: page.getByText('Último uso') });
  await expect(items).toHaveCount(4);
  // This device first, marked, with no revoke button of its own; the others can be revoked.
  await expect(items.first()).toContainText('Este dispositivo');
  await expect(items.first().getByRole('button')).toHaveCount(0);
  await expect(items.filter({ hasText: 'Este dispositivo' })).toHaveCount(1);
  await expect(items.nth(1).getByRole('button', { name: /^Desconectar / })).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: test.info().outputPath('devices-1366.png'), fullPage: true });
  await expectAccessible(page);

  await items
    .nth(1)
    .getByRole('button', { name: /^Desconectar / })
    .click();
  await expect(page.getByText('Dispositivo desconectado.')).toBeVisible();
  await expect(items).toHaveCount(3);
  await phone.goto(storeUrl('localhost', '/minha-conta'));
  await expect(phone).toHaveURL(/\/login\?/);

  // The tablet is still in, until all the others go.
  await tablet.goto(storeUrl('localhost', '/minha-conta'));
  await expect(tablet).toHaveURL(storeUrl('localhost', '/minha-conta'));
  await page.getByRole('button', { name: 'Desconectar todos os outros' }).click();
  await expect(page.getByText('2 dispositivos desconectados.')).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(page.getByText('Nenhum outro dispositivo está conectado.')).toBeVisible();
  await tablet.goto(storeUrl('localhost', '/minha-conta'));
  await expect(tablet).toHaveURL(/\/login\?/);

  // This device stays in.
  await page.reload();
  await expect(page).toHaveURL(storeUrl('localhost', PATH));
  await expectAccessible(page);
  await phoneContext.close();
  await tabletContext.close();
});
