import type { Page } from '@playwright/test';
import { addSellerSession, expect, officeUrl, SELLERS, test } from './support/fixtures.ts';
import { paidSale } from './support/shop.ts';

// Every page of the office is sent with a Content-Security-Policy whose nonce its index.html's
// scripts carry (server/app.ts, README "Content-Security-Policy"). These load each route in
// Chromium and collect what the browser reports, the `securitypolicyviolation` events and its
// console's CSP errors, expecting none, once the screen has drawn (its scripts ran).

async function watchPolicy(page: Page) {
  const reports: string[] = [];
  // Playwright's init scripts are not the page's: the policy does not apply to them.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspReports: string[] }).__cspReports = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) reports.push(message.text());
  });
  return async function visit(path: string, heading: string | RegExp) {
    const response = await page.goto(officeUrl('localhost', path));
    expect(response?.headers()['content-security-policy'], path).toMatch(
      /script-src 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'/,
    );
    // The app drew the screen: its module scripts were allowed to run.
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await page.waitForLoadState('networkidle');
    const inPage = await page.evaluate(
      () => (window as unknown as { __cspReports?: string[] }).__cspReports ?? [],
    );
    expect([...reports.splice(0), ...inPage], path).toEqual([]);
  };
}

test('the login pages run under the policy, refusing nothing', async ({ page }) => {
  const visit = await watchPolicy(page);
  await visit('/vendedor/login', /entrar/i);
  await visit('/vendedor/login/recuperar-acesso', /recuperar/i);
});

test('the home, the sales, a sale and the account run under the policy, refusing nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const sale = await paidSale();
  await addSellerSession(page.context(), SELLERS.aurora);
  const visit = await watchPolicy(page);
  await visit('/vendedor', 'Resumo da loja');
  await visit('/vendedor/minha-conta/minhas-vendas', /vendas/i);
  await visit(`/vendedor/minha-conta/minhas-vendas/${sale.code}`, new RegExp(sale.code));
  await visit('/vendedor/minha-conta/meus-dados', /dados/i);
  await visit('/vendedor/minha-conta/minha-senha', /senha/i);
  await visit('/vendedor/nao-existe', /.+/);
});
