import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Zero axe violations (WCAG 2.x A/AA and best practices) on what the page shows now. */
export async function expectAccessible(page: Page) {
  // Colours read mid-transition (a toast fading in) are not the page's: let finite animations
  // end first (the pending bar's infinite one is left alone).
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 5_000 },
  );
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(violations).toEqual([]);
}
