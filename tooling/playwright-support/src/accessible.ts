import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Zero axe violations (WCAG 2.x A/AA and best practices) on what the page shows now, or only
 * in the part `include` selects (a new piece of a screen a test already checks whole: axe on a
 * large form takes seconds a 2-core CI machine does not have to spare).
 */
export async function expectAccessible(page: Page, options: { include?: string } = {}) {
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
  const builder = new AxeBuilder({ page });
  if (options.include) builder.include(options.include);
  const results = await builder.analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(violations).toEqual([]);
}
