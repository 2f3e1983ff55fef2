import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// A seller who works by keyboard alone: Tab and Shift+Tab to reach things, Enter to act,
// typing into what has the focus. Every place Tab stops is checked as a sighted keyboard user
// meets it (WCAG 2.2 AA): something has the focus (not <body>), it is in sight and not under a
// bar stuck to the window (2.4.11), and its focus ring is drawn (2.4.7, 2.4.13's 2 px and
// 3:1).

/** Where the focus is, as the page draws it. */
type FocusStop = {
  /** Tag, id or accessible-ish name: for a failure's message. */
  what: string;
  /** Its height, and how many of those pixels are seen (in the window, nothing on top). */
  height: number;
  shown: number;
  /** The focus ring: its width in px and its contrast with what it is drawn on (null: none). */
  ring: { width: number; contrast: number } | null;
  reached: boolean;
};

/**
 * Runs in the page: the focused element, how much of it is seen and its ring. Seen: sampled
 * down its middle, a point counts when the topmost element there is it or inside it (a sticky
 * bar over it, or the window's edge, hides it). Ring: the outline (or, for a field, its frame's
 * `:focus-within` outline) of at least 2 px, its colour against the nearest opaque background.
 */
function focusStop(target: Element | null): FocusStop {
  const active = document.activeElement;
  if (!active || active === document.body || active === document.documentElement) {
    return { what: '<body>', height: 0, shown: 0, ring: null, reached: false };
  }
  const box = active.getBoundingClientRect();
  const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
  let shown = 0;
  for (let y = Math.floor(box.top) + 0.5; y < box.bottom; y += 1) {
    if (y < 0 || y >= window.innerHeight) continue;
    const top = document.elementFromPoint(x, y);
    if (top && (top === active || active.contains(top))) shown += 1;
  }

  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const rgba = (colour: string) => {
    const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
    return { r: parts[0] ?? 0, g: parts[1] ?? 0, b: parts[2] ?? 0, a: parts[3] ?? 1 };
  };
  const luminance = (colour: string) => {
    const { r, g, b } = rgba(colour);
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const backgroundOf = (element: Element | null) => {
    for (let up = element; up; up = up.parentElement) {
      const colour = getComputedStyle(up).backgroundColor;
      if (rgba(colour).a === 1) return colour;
    }
    return 'rgb(255, 255, 255)';
  };
  let ring: FocusStop['ring'] = null;
  // The element itself, or the frame right around it that draws its ring (a field's control).
  for (let owner: Element | null = active, depth = 0; owner && depth < 3; depth++) {
    const style = getComputedStyle(owner);
    const width = parseFloat(style.outlineWidth);
    if (style.outlineStyle !== 'none' && width >= 1) {
      const [light, dark] = [luminance(style.outlineColor), luminance(backgroundOf(owner.parentElement))].sort(
        (a, b) => b - a,
      );
      ring = { width, contrast: (light! + 0.05) / (dark! + 0.05) };
      break;
    }
    owner = owner.parentElement;
  }
  const name =
    active.getAttribute('aria-label') ??
    (active as HTMLInputElement).labels?.[0]?.textContent ??
    active.textContent?.trim().slice(0, 40) ??
    '';
  return {
    what: `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''} "${name}"`,
    height: Math.round(box.height),
    shown,
    ring,
    reached: target !== null && active === target,
  };
}

/** Fails unless the focus is on something, in sight whole, with its ring drawn. */
export function expectSeen(stop: FocusStop, where: string) {
  expect(stop.what, `focus lost ${where}`).not.toBe('<body>');
  // Whole, to the pixel a sub-pixel box may lose at an edge.
  expect(stop.shown, `${stop.what} hidden ${where}: ${stop.shown} of ${stop.height} px seen`).toBeGreaterThanOrEqual(
    stop.height - 1,
  );
  expect(stop.ring, `${stop.what} draws no focus ring ${where}`).not.toBeNull();
  expect(stop.ring!.width, `${stop.what}'s focus ring ${where}`).toBeGreaterThanOrEqual(2);
  expect(stop.ring!.contrast, `${stop.what}'s focus ring contrast ${where}`).toBeGreaterThanOrEqual(3);
}

/** The keyboard of one journey, counting its Tab presses. */
export class KeyboardOnly {
  presses = 0;

  constructor(private readonly page: Page) {}

  /**
   * Tab (Shift+Tab with `back`) until `target` has the focus, checking every stop on the way
   * (expectSeen). At most `max` presses: a journey that needs more is a finding too.
   */
  async tabTo(target: Locator, { back = false, max = 60 } = {}) {
    const handle = await target.elementHandle();
    for (let count = 1; count <= max; count++) {
      await this.page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
      this.presses += 1;
      // The browser scrolls what got the focus into view first.
      const stop = await this.page.evaluate(focusStop, handle);
      expectSeen(stop, `after ${count} ${back ? 'Shift+Tab' : 'Tab'} toward ${target}`);
      if (stop.reached) return;
    }
    throw new Error(`${target} not reached in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
  }

  /** The focus now (after Enter, a dialog opening, a save): on `target`, seen, with its ring. */
  async expectFocusOn(target: Locator, where: string) {
    await expect(target).toBeFocused();
    const handle = await target.elementHandle();
    expectSeen(await this.page.evaluate(focusStop, handle), where);
  }

  /** Types into what has the focus, as keys (never `fill`: the field was reached by Tab). */
  async type(text: string) {
    await this.page.keyboard.type(text);
  }

  async press(key: string) {
    await this.page.keyboard.press(key);
  }
}
