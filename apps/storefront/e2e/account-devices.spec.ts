import { chromium, devices, type Browser, type BrowserContextOptions } from '@playwright/test';
import { fullChromiumLaunchOptions } from '@vitrine/playwright-support/chromium';
import { logInAt } from './support/account.ts';
import { createCustomer, expect, expectAccessible, storeUrl, test } from './support/fixtures.ts';

// spec §2 /minha-conta/dispositivos-conectados: each session of the shopper, this one marked;
// a revoked one is refused at its next request and lands on /login.

const PATH = '/minha-conta/dispositivos-conectados';

// Real browsers' User-Agents, and how the API names them (apps/api/src/lib/client-info.ts).
const IPHONE_SAFARI = {
  ...devices['iPhone 13'],
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
};
const IPHONE_NAME = 'Celular · iOS 17.4';
const WINDOWS_CHROME = {
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};
const WINDOWS_NAME = 'Computador · Windows 10';

type Shopper = { email: string; password: string; ip: string };

/** A browser of the shopper's own (its own cookies), at the shopper's address. */
async function shopperBrowser(browser: Browser, shopper: Shopper, options: BrowserContextOptions) {
  const context = await browser.newContext({
    ...options,
    extraHTTPHeaders: { 'x-forwarded-for': shopper.ip },
  });
  return context.newPage();
}

/** '203.0.113.7' → '203.0.x.x', as the list shows an address (maskIp). */
const maskedIp = (ip: string) => `${ip.split('.').slice(0, 2).join('.')}.x.x`;

test('names each device and browser as the API reads the User-Agent the login came with', async ({
  browser,
}) => {
  test.slow(); // two browser sessions and an axe run on a shared machine
  const customer = await createCustomer();
  const phone = await shopperBrowser(browser, customer, IPHONE_SAFARI);
  await logInAt(phone, customer, '/minha-conta');
  const computer = await shopperBrowser(browser, customer, WINDOWS_CHROME);
  await logInAt(computer, customer, PATH);

  const items = computer.getByRole('listitem').filter({ has: computer.getByText('Último uso') });
  // createCustomer's first access (from the test's own client) is the third.
  await expect(items).toHaveCount(3);
  const current = items.filter({ hasText: 'Este dispositivo' });
  await expect(current).toContainText(WINDOWS_NAME);
  await expect(current.getByRole('definition').nth(0)).toHaveText('Chrome 124');
  await expect(current.getByRole('definition').nth(1)).toHaveText(maskedIp(customer.ip));
  const iphone = items.filter({ hasText: IPHONE_NAME });
  await expect(iphone).toHaveCount(1);
  await expect(iphone).not.toContainText('Este dispositivo');
  await expect(iphone.getByRole('definition').nth(0)).toHaveText('Mobile Safari 17');
  await expect(
    iphone.getByRole('button', { name: `Desconectar ${IPHONE_NAME}, Mobile Safari 17` }),
  ).toBeVisible();
  await expectAccessible(computer);
  await phone.context().close();
  await computer.context().close();
});

test('revoked from another device, an open private page goes to /login by itself', async () => {
  test.slow(); // two browser sessions on a shared machine
  // B's tab must come back to the front for real (focus, visibilitychange): the headless shell
  // the other tests run in gives every page focus at once, so this test runs the full browser.
  const browser = await chromium.launch(fullChromiumLaunchOptions);
  const customer = await createCustomer();
  const a = await shopperBrowser(browser, customer, WINDOWS_CHROME);
  await logInAt(a, customer, PATH);
  const b = await shopperBrowser(browser, customer, IPHONE_SAFARI);
  await logInAt(b, customer, '/minha-conta/meus-pedidos');
  // B's page stays open from here on: no reload, no click. It gets real focus and blur (not
  // Playwright's always-focused emulation), and the shopper moves to another tab of B's
  // browser, a public page showing the session too.
  const cdp = await b.context().newCDPSession(b);
  await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false });
  await b.evaluate(() => Object.assign(window, { samePage: true }));
  const otherTab = await b.context().newPage();
  await otherTab.goto(storeUrl('localhost', '/paginas/sobre-nos'));
  await expect(otherTab.getByText('Olá, Cliente')).toBeVisible();

  await a.reload();
  await a.getByRole('button', { name: `Desconectar ${IPHONE_NAME}, Mobile Safari 17` }).click();
  await expect(a.getByText('Dispositivo desconectado.')).toBeVisible();

  // Back on B's tab, the page asks its server, which finds the session revoked and clears the
  // cookies: the page goes to the login, remembering itself, and the other tab shows the
  // shopper logged out (spec §9 300 ms polling) — all within seconds, without a reload.
  await b.bringToFront();
  await expect(b).toHaveURL(storeUrl('localhost', '/login?voltar=%2Fminha-conta%2Fmeus-pedidos'), {
    timeout: 5_000,
  });
  expect(await b.evaluate(() => 'samePage' in window)).toBe(true);
  await expect(otherTab.getByRole('link', { name: 'Entrar' })).toBeVisible({ timeout: 5_000 });
  const cookies = await b.context().cookies(storeUrl('localhost'));
  expect(cookies.map((cookie) => cookie.name)).not.toContain('customer_access_token');
  expect(cookies.map((cookie) => cookie.name)).not.toContain('customer_session');

  // B's next navigation lands on the login too; A is still in.
  await b.goto(storeUrl('localhost', PATH));
  await expect(b).toHaveURL(storeUrl('localhost', `/login?voltar=${encodeURIComponent(PATH)}`));
  await a.reload();
  await expect(a).toHaveURL(storeUrl('localhost', PATH));
  await expect(a.getByRole('listitem').filter({ hasText: IPHONE_NAME })).toHaveCount(0);
  await browser.close();
});

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
  // The tablet's open page: its next call to the API is refused, and that answer logs it out.
  await tablet.evaluate(() => fetch('/_api/customers/me/devices'));
  await expect(tablet).toHaveURL(/\/login\?voltar=%2Fminha-conta$/, { timeout: 5_000 });
  await tablet.goto(storeUrl('localhost', '/minha-conta'));
  await expect(tablet).toHaveURL(/\/login\?/);

  // This device stays in.
  await page.reload();
  await expect(page).toHaveURL(storeUrl('localhost', PATH));
  await expectAccessible(page);
  await phoneContext.close();
  await tabletContext.close();
});
