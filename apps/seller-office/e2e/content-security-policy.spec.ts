import type { Page } from '@playwright/test';
import { watchPolicy } from '@vitrine/playwright-support/content-security-policy';
import { addSellerSession, expect, officeUrl, SELLERS, test } from './support/fixtures.ts';
import { paidSale } from './support/shop.ts';

// Every page of the office is sent with a Content-Security-Policy whose nonce its index.html's
// scripts carry (server/app.ts, README "Content-Security-Policy"). These load each route in
// Chromium and collect what the browser reports, the `securitypolicyviolation` events and its
// console's CSP errors, expecting none, once the screen has drawn (its scripts ran).

/** Collects the CSP reports of `page`; each `visit` opens a path and checks nothing was refused. */
async function watchOfficePolicy(page: Page) {
  const watch = await watchPolicy(page);
  return (path: string, heading: string | RegExp) =>
    watch.visit(officeUrl('localhost', path), async () => {
      // The app drew the screen: its module scripts were allowed to run.
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    });
}

test('the login pages run under the policy, refusing nothing', async ({ page }) => {
  const visit = await watchOfficePolicy(page);
  await visit('/vendedor/login', /entrar/i);
  await visit('/vendedor/login/recuperar-acesso', /recuperar/i);
});

test('the home, the sales, a sale and the account run under the policy, refusing nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const sale = await paidSale();
  await addSellerSession(page.context(), SELLERS.aurora);
  const visit = await watchOfficePolicy(page);
  await visit('/vendedor', 'Resumo da loja');
  await visit('/vendedor/minha-conta/minhas-vendas', /vendas/i);
  await visit(`/vendedor/minha-conta/minhas-vendas/${sale.code}`, new RegExp(sale.code));
  await visit('/vendedor/minha-conta/meus-dados', /dados/i);
  await visit('/vendedor/minha-conta/minha-senha', /senha/i);
  await visit('/vendedor/nao-existe', /.+/);
});
