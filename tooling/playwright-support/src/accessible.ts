import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * axe-core's source (some 550 KB) goes into a document once. AxeBuilder evaluates it on every
 * `analyze()`, and again in a blank page it opens to merge the frames' results: on CI's loaded
 * two cores one check measured 23 s, 10 s of it the first evaluation of the source. Our pages
 * have no frames, so the builder runs in legacy mode (`axe.run` in the page, no blank page) and
 * is handed a no-op for a source the page already holds.
 */
export async function injectAxeOnce(page: Page) {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(axe.source);
}

/**
 * Zero axe violations (WCAG 2.x A/AA and best practices) on what the page shows now, or only
 * in the part `include` selects (a new piece of a screen a test already checks whole: axe on a
 * large form takes seconds a 2-core CI machine does not have to spare).
 */
export async function expectAccessible(page: Page, options: { include?: string } = {}) {
  // Colours read mid-transition are not the page's. A toast fades in when it mounts and out when
  // its time is up, and either can begin while axe runs (seconds on CI): payments-story read a
  // toast's title at part opacity, 'color-contrast: div[data-title=""]'. Under reduced motion,
  // which the toasts and our own styles honour, a toast is either shown or gone; what is still
  // animating (the pending bar's infinite one aside) is let end first.
  const reduced = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  if (reduced) return checkSettled(page, options);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await checkSettled(page, options);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

async function checkSettled(page: Page, options: { include?: string }) {
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
  await injectAxeOnce(page);
  // Every rule still runs; only the violations come back with their elements (resultTypes):
  // the passes' element lists, thousands on a listing, were serialized out of the page and
  // parsed here on every check, to be thrown away.
  const builder = new AxeBuilder({ page, axeSource: ';' })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  if (options.include) builder.include(options.include);
  const results = await builder.analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(violations).toEqual([]);
}
