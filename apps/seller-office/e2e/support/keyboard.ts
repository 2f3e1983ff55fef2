import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// A seller who works by keyboard alone: Tab and Shift+Tab to reach things, Enter to act,
// typing into what has the focus. Every place Tab stops on the way is checked as a sighted
// keyboard user meets it: something has the focus (not <body>), and it is in sight whole, not
// under a bar stuck to the window (WCAG 2.4.11). How the focus ring looks is the focus walk's
// measure (@vitrine/playwright-support/focus-walk), run on the screens themselves.

type FocusStop = {
  /** Tag, id and name, for a failure's message; '<body>' when nothing has the focus. */
  what: string;
  /** Its height, and how many of those pixels are seen (in the window, nothing on top). */
  height: number;
  shown: number;
  reached: boolean;
};

/**
 * Runs in the page: the focused element and how much of it is seen, sampled down the middle of
 * each of its boxes a pixel at a time. A point counts when the topmost element there is it or inside it: a sticky
 * bar over it, or the window's edge, hides it.
 */
function focusStop(target: Element | null): FocusStop {
  const active = document.activeElement;
  if (!active || active === document.body || active === document.documentElement) {
    return { what: '<body>', height: 0, shown: 0, reached: false };
  }
  // Each of its boxes: a link that wraps has one per line.
  const boxes = [...active.getClientRects()].filter((box) => box.width >= 1 && box.height >= 1);
  let [height, shown] = [0, 0];
  for (const box of boxes) {
    height += box.height;
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    for (let y = Math.floor(box.top) + 0.5; y < box.bottom; y += 1) {
      if (y < 0 || y >= window.innerHeight) continue;
      const top = document.elementFromPoint(x, y);
      if (top && (top === active || active.contains(top))) shown += 1;
    }
  }
  const name =
    active.getAttribute('aria-label') ??
    (active as HTMLInputElement).labels?.[0]?.textContent ??
    active.textContent?.trim().slice(0, 40) ??
    '';
  return {
    what: `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''} "${name}"`,
    height: Math.round(height),
    shown,
    reached: target !== null && active === target,
  };
}

function expectSeen(stop: FocusStop, where: string) {
  expect(stop.what, `focus lost ${where}`).not.toBe('<body>');
  // Whole, but for the pixel a box on a fractional position may lose at an edge.
  expect(
    stop.shown,
    `${stop.what} hidden ${where}: ${stop.shown} of ${stop.height} px seen`,
  ).toBeGreaterThanOrEqual(stop.height - 1);
}

/** The keyboard of one journey, counting its Tab presses. */
export class KeyboardOnly {
  presses = 0;

  constructor(private readonly page: Page) {}

  /**
   * Tab (Shift+Tab with `back`) until `target` has the focus, every stop on the way in sight.
   * At most `max` presses: a journey that needs more is a finding too.
   */
  async tabTo(target: Locator, { back = false, max = 60 } = {}) {
    const handle = await target.elementHandle();
    const key = back ? 'Shift+Tab' : 'Tab';
    for (let count = 1; count <= max; count++) {
      await this.page.keyboard.press(key);
      this.presses += 1;
      const stop = await this.page.evaluate(focusStop, handle);
      expectSeen(stop, `after ${count} × ${key} toward ${target}`);
      if (stop.reached) return;
    }
    throw new Error(`${target} not reached in ${max} presses of ${key}`);
  }

  /** The focus now (after Enter: a field added, a save, a dialog): on `target`, in sight. */
  async expectFocusOn(target: Locator, where: string) {
    await expect(target, `focus ${where}`).toBeFocused();
    const handle = await target.elementHandle();
    // In sight once the screen has settled: a dialog's field takes the focus as the dialog
    // mounts, a frame or two before its box is laid where it shows (ci88, under CI's load: the
    // "Cancelar venda" reason focused with 0 of 114 px seen; it passed in every run before).
    await expect(async () => expectSeen(await this.page.evaluate(focusStop, handle), where)).toPass(
      { timeout: 2_000 },
    );
  }

  /** Types into what has the focus, key by key (never `fill`: the field was reached by Tab). */
  async type(text: string) {
    await this.page.keyboard.type(text);
  }

  async press(key: string) {
    await this.page.keyboard.press(key);
  }
}
