import { expect, test, type BrowserContext } from '@playwright/test';
import { watchContextPolicy } from './content-security-policy.ts';

// The watch both apps' e2e fixtures put on every test, on pages made for it: what a policy
// refuses is reported, from every page of the context and after each navigation; what it
// allows is not.

const POLICY = "default-src 'self'; script-src 'nonce-abc123abc123abc123abc123' 'strict-dynamic'";

/** Serves `body` at http://csp.test/<name> with the policy above. */
async function serve(context: BrowserContext, pages: Record<string, string>) {
  await context.route('http://csp.test/**', (route) => {
    const name = new URL(route.request().url()).pathname.slice(1);
    return route.fulfill({
      contentType: 'text/html',
      headers: { 'content-security-policy': POLICY },
      body: `<!doctype html><html lang="pt-BR"><head><title>${name}</title></head><body>${pages[name] ?? ''}</body></html>`,
    });
  });
}

const ALLOWED = '<script nonce="abc123abc123abc123abc123">document.title = "ran";</script>';
const REFUSED = '<script>document.title = "ran";</script>';

test('a page whose scripts carry the nonce leaves nothing refused', async ({ context, page }) => {
  await serve(context, { good: ALLOWED });
  const watch = watchContextPolicy(context);
  await page.goto('http://csp.test/good');
  await expect(page).toHaveTitle('ran');
  expect(watch.refused()).toEqual([]);
});

test('an inline script without the nonce is reported, with the page it was on', async ({
  context,
  page,
}) => {
  await serve(context, { bad: REFUSED });
  const watch = watchContextPolicy(context);
  await page.goto('http://csp.test/bad');
  await expect(page).toHaveTitle('bad');
  await expect.poll(() => watch.refused().length).toBe(1);
  expect(watch.refused()[0]).toMatch(/^http:\/\/csp\.test\/bad: .*Content Security Policy/);
});

test('pages opened later and pages navigated to are watched too', async ({ context, page }) => {
  await serve(context, { good: ALLOWED, bad: REFUSED });
  const watch = watchContextPolicy(context);
  await page.goto('http://csp.test/good');
  await page.goto('http://csp.test/bad');
  const other = await context.newPage();
  await other.goto('http://csp.test/bad');
  await expect.poll(() => watch.refused().length).toBe(2);
});
