import { expect, type Page } from '@playwright/test';

/** What both apps' pages are sent with (@vitrine/server/content-security-policy). */
const NONCE_POLICY = /script-src 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'/;

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
    if (/content security policy/i.test(message.text())) reports.push(message.text());
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
