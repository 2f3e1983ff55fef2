import { expect, type BrowserContext, type Page } from '@playwright/test';

/** What both apps' pages are sent with (@vitrine/server/content-security-policy). */
export const NONCE_POLICY = /script-src 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'/;

/**
 * How Chromium's console words what the policy refused ("… because it violates the following
 * Content Security Policy directive …").
 */
const REFUSED = /content security policy/i;

/**
 * What the browser refuses under the pages' Content-Security-Policy, on every page of
 * `context` and every page each one navigates to, for the whole test: both apps' e2e fixtures
 * run each test under it (`refused()` must be empty at its end), so every screen any test
 * reaches, in every state a test leaves it, is checked, not only a list of routes.
 */
export function watchContextPolicy(context: BrowserContext) {
  const refused: string[] = [];
  const listen = (page: Page) =>
    page.on('console', (message) => {
      if (REFUSED.test(message.text())) refused.push(`${page.url()}: ${message.text()}`);
    });
  context.pages().forEach(listen);
  context.on('page', listen);
  return { refused: () => [...refused] };
}

/**
 * The watch above as both apps' e2e fixtures run it, around every test (`policyKept: policyKept`
 * in `test.extend`): the test fails if anything any of its pages opened was refused.
 */
export const policyKept: [
  ({ context }: { context: BrowserContext }, use: () => Promise<void>) => Promise<void>,
  { auto: true },
] = [
  async ({ context }, use) => {
    const watch = watchContextPolicy(context);
    await use();
    expect(watch.refused(), 'refused under the Content-Security-Policy').toEqual([]);
  },
  { auto: true },
];

/**
 * Starts collecting what Chromium reports against the page's Content-Security-Policy: its
 * `securitypolicyviolation` events and its console's CSP errors. `take()` returns (and clears)
 * them; `visit(url, scriptsRan)` opens a page and checks that the policy came with it, that its
 * scripts ran under it (`scriptsRan`: each app knows how its page shows that) and that nothing
 * was refused.
 */
export async function watchPolicy(page: Page) {
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
    if (REFUSED.test(message.text())) reports.push(message.text());
  });
  async function take(): Promise<string[]> {
    const inPage = await page.evaluate(
      () => (window as unknown as { __cspReports?: string[] }).__cspReports ?? [],
    );
    return [...reports.splice(0), ...inPage];
  }
  return {
    take,
    async visit(url: string, scriptsRan: () => Promise<void>) {
      const response = await page.goto(url);
      expect(response?.headers()['content-security-policy'], url).toMatch(NONCE_POLICY);
      await scriptsRan();
      await page.waitForLoadState('networkidle');
      expect(await take(), url).toEqual([]);
    },
  };
}

export type PolicyWatch = Awaited<ReturnType<typeof watchPolicy>>;
