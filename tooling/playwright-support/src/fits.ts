import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * The widths every screen must fit (spec: works at 360 px): the narrowest phone and a tablet. A
 * layout that fits both fits the phones between (390 px, where the focus walk goes by Tab, is
 * not measured again: each width costs every screen's measure on CI's two cores).
 */
export const NARROW_WIDTHS = [360, 768] as const;

/** Each width's screen height: a small Android phone, a tablet upright. */
const HEIGHTS: Record<number, number> = { 360: 640, 768: 1024 };

/**
 * What sticks out sideways on the page as it is drawn now: the document wider than the
 * viewport, each visible element reaching past its left or right edge, and each box whose
 * content scrolls sideways (what is past its edge is hidden until someone guesses to scroll)
 * unless it matches one of `scrollers`, the ones a screen means to have (with a visible cue).
 * An element inside an ancestor that clips or scrolls sideways is that ancestor's business
 * (the ancestor is measured itself), and so is a visually hidden one (clipped to nothing for
 * screen readers). Only the outermost element of a protruding subtree is named.
 */
export function overflowOf(page: Page, scrollers: string[] = []): Promise<string[]> {
  return page.evaluate((allowed) => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) {
      problems.push(`the page is ${scrollWidth} px wide in a ${width} px viewport`);
    }
    const clips = (style: CSSStyleDeclaration) =>
      style.overflowX !== 'visible' ||
      style.clipPath.startsWith('inset') ||
      style.clip.startsWith('rect');
    const clippedByAncestor = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (clips(getComputedStyle(up))) return true;
      }
      return false;
    };
    const out = new Set<Element>();
    const describe = (element: Element) =>
      element.tagName.toLowerCase() +
      (element.id ? `#${element.id}` : '') +
      [...element.classList].map((name) => `.${name}`).join('') +
      ` "${(element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) continue;
      const scrolls = ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
      if (
        scrolls &&
        element.scrollWidth > element.clientWidth + 1 &&
        !allowed.some((selector) => element.matches(selector)) &&
        !clippedByAncestor(element)
      ) {
        problems.push(
          `${describe(element)} scrolls sideways: ${element.clientWidth} of ${element.scrollWidth} px shown`,
        );
      }
      if (box.left >= -0.5 && box.right <= width + 0.5) continue;
      const style = getComputedStyle(element);
      if (style.visibility !== 'visible' || Number(style.opacity) === 0 || clips(style)) {
        // A clipped element is drawn inside its own box only if it fits; the scroller itself
        // must still fit the page.
        if (!(style.overflowX === 'auto' || style.overflowX === 'scroll')) continue;
      }
      if (clippedByAncestor(element)) continue;
      out.add(element);
    }
    for (const element of out) {
      if (element.parentElement && out.has(element.parentElement)) continue;
      const box = element.getBoundingClientRect();
      problems.push(
        `${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px of ${width}`,
      );
    }
    return problems;
  }, scrollers);
}

/**
 * Nothing sticks out sideways at `width` (the page as it is loaded now, resized). On a
 * failure the screenshot is attached to the test's report, so the person reading it sees
 * what a shopper would have seen. With SCREENSHOTS=1, every width is kept for review.
 */
export async function expectFits(
  page: Page,
  testInfo: TestInfo,
  label: string,
  width: number,
  scrollers: string[] = [],
) {
  await page.setViewportSize({ width, height: HEIGHTS[width] ?? 900 });
  // What a script lays out on resize (media queries read in React) comes a frame later.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const problems = await overflowOf(page, scrollers);
  const name = `${label.replace(/[^a-z0-9]+/gi, '-')}-${width}.png`;
  if (problems.length > 0 || process.env.SCREENSHOTS === '1') {
    await page.screenshot({ path: testInfo.outputPath(name), fullPage: true });
  }
  expect(problems, `${label} at ${width} px`).toEqual([]);
}

/** Two boxes overlap (both must be on screen). */
export function intersect(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * With SCREENSHOTS=1, the page as a desktop shows it (1366 px), for a person to compare: the
 * narrow screens' fixes must leave it as it was.
 */
export async function desktopScreenshot(page: Page, testInfo: TestInfo, label: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  await page.setViewportSize({ width: 1366, height: 900 });
  const name = `${label.replace(/[^a-z0-9]+/gi, '-')}-1366.png`;
  await page.screenshot({ path: testInfo.outputPath(name), fullPage: true });
}
