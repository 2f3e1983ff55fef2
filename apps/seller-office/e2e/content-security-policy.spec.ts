import type { Page } from '@playwright/test';
import { watchPolicy } from '@vitrine/playwright-support/content-security-policy';
import { expect, officeUrl, test } from './support/fixtures.ts';

// Every page of the office is sent with a Content-Security-Policy whose nonce its index.html's
// scripts carry (server/app.ts, README "Content-Security-Policy"). What the browser refuses
// under it is watched in every test of this suite, on every screen each one reaches
// (e2e/support/fixtures.ts, watchContextPolicy). This one loads the first screens a visitor
// sees and checks that the policy came with them and that their scripts ran under it.

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
