import { expect, type Locator, type Page } from '@playwright/test';
import {
  installFocusProbe,
  type Box,
  type FocusProbe,
  type IndicatorVerdict,
  type ProbeArgs,
  type ProbeResult,
} from './focus-probe.ts';

// By keyboard alone (WCAG 2.2 AA): focus is never hidden (2.4.11 Focus Not Obscured), always
// shows (2.4.7 Focus Visible, measured as 2.4.13 does: 2 px, 3:1) and moves in an order that
// follows the screen (2.4.3 Focus Order). `walkByTab` presses Tab through a page (or around a
// dialog) as a keyboard user does, and measures each stop with one call into the page
// (focus-probe.ts says what is measured and how).

/** The widths every screen is walked at: a phone and a laptop, with their screens' heights. */
export const FOCUS_WIDTHS = [1280, 390] as const;
const HEIGHTS: Record<number, number> = { 1280: 800, 390: 844 };

export type FocusRule =
  | 'invisible'
  | 'covered'
  | 'no-indicator'
  | 'weak-indicator'
  | 'order'
  | 'escaped'
  | 'stuck'
  | 'loop'
  | 'limit';

export type FocusViolation = {
  rule: FocusRule;
  /** The stop's number in the walk (1 is the first Tab's). */
  stop: number;
  element: string;
  name: string;
  detail: string;
};

export type FocusStop = {
  stop: number;
  element: string;
  name: string;
  box: Box | null;
  frame: 'page' | 'viewport';
  /** What shows that it has focus (the strongest change), once measured. */
  indicator: string | null;
};

export type FocusWalkReport = {
  stops: FocusStop[];
  violations: FocusViolation[];
  tabs: number;
  /** `end`: Tab left the page; `cycle`: focus came back to a stop (a dialog's loop). */
  ended: 'end' | 'cycle' | 'escaped' | 'stuck' | 'limit';
};

export type WalkOptions = {
  /** Most Tab presses before the walk gives up (a violation). */
  limit?: number;
  /** A dialog: the walk starts where focus is in it and goes round until it comes back. */
  within?: Locator;
  /**
   * Begin at this element (a page's main region) instead of the page's top, and go on to the
   * page's end: for a screen whose header another walk already took.
   */
  from?: Locator;
  /** How far up (px) focus may move and still be "the same line" (see `backwardsMove`). */
  backwardsThreshold?: number;
};

/**
 * Whether moving focus from `from` to `to` goes backwards on screen, and how; boxes in the
 * same coordinates (the page's content, or the viewport for what is fixed or sticky).
 *
 * Reading order is top to bottom, and left to right along a line. So focus may go anywhere
 * down, and back up at most `threshold` px (the next item of a row whose items differ in
 * height). Further up is backwards unless it is a new column: the next stop starts at or right
 * of where the last one ended, and more than `threshold` right of where it started (the next
 * card of a grid, the sidebar after the main column).
 * Along a line (the boxes share at least half the smaller one's height) it is backwards when
 * the next stop ends more than `threshold` px left of where the last one started. A jump far
 * down and back (document order unlike the visual order) is caught on the way back up. Boxes
 * that overlap (one drawn over the other) have no order.
 */
export function backwardsMove(from: Box, to: Box, threshold: number): string | null {
  // One drawn over or around the other (a slide's link under its arrows): no direction.
  const overlapX = Math.min(from.x + from.width, to.x + to.width) - Math.max(from.x, to.x);
  const overlapY = Math.min(from.y + from.height, to.y + to.height) - Math.max(from.y, to.y);
  if (overlapX > 0 && overlapY > 0) return null;
  const up = from.y - to.y;
  const at = (box: Box) => `(${Math.round(box.x)}, ${Math.round(box.y)})`;
  if (up > threshold) {
    // Right of where the last one ended, and right of where it started by more than the
    // threshold (a narrow radio's right edge is close to its left).
    if (to.x >= Math.max(from.x + from.width - threshold, from.x + threshold)) return null;
    return `moved ${Math.round(up)} px back up, from ${at(from)} to ${at(to)}, and not to a column on the right`;
  }
  const sameLine = overlapY >= Math.min(from.height, to.height) / 2;
  const left = from.x - (to.x + to.width);
  if (sameLine && left > threshold) {
    return `moved ${Math.round(left)} px back left along the same line, from ${at(from)} to ${at(to)}`;
  }
  return null;
}

const RULE_OF: Record<IndicatorVerdict['verdict'], FocusRule | null> = {
  ok: null,
  unmeasured: null,
  none: 'no-indicator',
  weak: 'weak-indicator',
};

/**
 * Presses Tab from the top of the page (or of `from`; or, with `within`, from where focus is
 * in that dialog until it comes back round) and measures every stop. Returns every stop and
 * what is wrong; `expectFocusWalk` fails on it.
 */
export async function walkByTab(page: Page, options: WalkOptions = {}): Promise<FocusWalkReport> {
  const limit = options.limit ?? 300;
  const threshold = options.backwardsThreshold ?? 40;
  const within = options.within ? await options.within.elementHandle() : null;
  const from = options.from ? await options.from.elementHandle() : null;
  await page.evaluate(installFocusProbe);
  const probe = (args: Omit<ProbeArgs, 'within' | 'from'>) =>
    page.evaluate(
      ([args, within, from]) =>
        (window as unknown as { __vitrineFocusWalk: FocusProbe }).__vitrineFocusWalk.run({
          ...args,
          within,
          from,
        }),
      [args, within, from] as const,
    ) as Promise<ProbeResult | null>;

  const stops: FocusStop[] = [];
  const violations: FocusViolation[] = [];
  const flag = (
    rule: FocusRule,
    stop: FocusStop | { stop: number; element: string; name: string },
    detail: string,
  ) => violations.push({ rule, stop: stop.stop, element: stop.element, name: stop.name, detail });
  const judge = (verdicts: IndicatorVerdict[]) => {
    for (const { index, verdict, detail } of verdicts) {
      const stop = stops[index]!;
      stop.indicator = detail;
      const rule = RULE_OF[verdict];
      if (rule) flag(rule, stop, detail);
    }
  };
  // The last stop in the page's coordinates; a fixed or sticky stop is compared only with the
  // stop just before it, if that one is fixed or sticky too (the same bar or dialog).
  let lastOnPage: FocusStop | null = null;
  let last: FocusStop | null = null;

  const start = await probe({ action: 'start', index: 0, tabs: 0 });
  if (start?.focus.kind === 'stop' && start.focus.box) {
    // The first Tab in a dialog goes from where focus began.
    last = { stop: 0, ...start.focus, indicator: null };
    if (last.frame === 'page') lastOnPage = last;
  }
  let tabs = 0;
  let up: Promise<void> = Promise.resolve();
  let blanks = 0;
  let segments = 0;
  let ended: FocusWalkReport['ended'] | null = null;
  while (!ended) {
    if (tabs >= limit) {
      ended = 'limit';
      const at = stops.at(-1) ?? { stop: 0, element: '', name: '' };
      flag('limit', at, `still going after ${limit} Tab presses: raise the walk's limit`);
      break;
    }
    // The measure is asked for with the key, not after it: the page starts it once the key
    // has moved focus (focus-probe.ts). The key's up (which moves nothing) is still on its way
    // meanwhile; the browser takes keys in the order they are sent.
    tabs += 1;
    const [result] = await Promise.all([
      probe({ action: 'step', index: stops.length, tabs }),
      page.keyboard.down('Tab'),
      up,
    ]);
    up = page.keyboard.up('Tab');
    const { verdicts, focus } = result!;
    judge(verdicts);
    if (focus.kind === 'none') {
      // The page's end (focus went to the browser). In a dialog, the way round to its start.
      blanks += 1;
      if (!within || blanks > 1) ended = 'end';
      last = null;
      lastOnPage = null;
      continue;
    }
    blanks = 0;
    if (focus.kind !== 'repeat') segments = 0;
    const here = { stop: stops.length + 1, element: focus.element, name: focus.name };
    if (focus.kind === 'escaped') {
      ended = 'escaped';
      flag('escaped', here, 'Tab took focus out of the dialog');
    } else if (focus.kind === 'repeat') {
      const again = stops[focus.index]!;
      // Tab goes through a date field's day, month and year before it leaves the field.
      if (again === stops.at(-1) && focus.segmented && segments++ < 4) continue;
      if (again === stops.at(-1)) {
        ended = 'stuck';
        flag('stuck', again, 'Tab left focus where it was (a keyboard trap)');
      } else if (within || focus.index === 0) {
        ended = 'cycle';
      } else {
        ended = 'cycle';
        flag(
          'loop',
          again,
          `Tab came back to stop ${again.stop}: focus goes round part of the page`,
        );
      }
    } else {
      const stop: FocusStop = {
        ...here,
        box: focus.box,
        frame: focus.frame,
        indicator: null,
      };
      stops.push(stop);
      if (focus.invisible) flag('invisible', stop, `focused but not shown: ${focus.invisible}`);
      for (const cover of focus.covered) flag('covered', stop, `covered ${cover}`);
      // Coming round to the dialog's first control is the loop closing, not a step back.
      if (stop.box && !(within && focus.wrapped)) {
        const from = stop.frame === 'page' ? lastOnPage : last?.frame === 'viewport' ? last : null;
        const backwards = from?.box && backwardsMove(from.box, stop.box, threshold);
        if (backwards && from) {
          flag(
            'order',
            stop,
            `${backwards} (after stop ${from.stop} ${from.element} "${from.name}")`,
          );
        }
        if (stop.frame === 'page') lastOnPage = stop;
      }
      last = stop;
    }
  }
  await up;
  const { verdicts } = (await probe({ action: 'end', index: stops.length, tabs }))!;
  judge(verdicts);
  violations.sort((a, b) => a.stop - b.stop);
  return { stops, violations, tabs, ended };
}

/** One line per violation: `stop 7 a.card > img "Camiseta": covered: …`. */
export function describeViolations(report: FocusWalkReport): string[] {
  return report.violations.map(
    (violation) =>
      `stop ${violation.stop} ${violation.element} "${violation.name}": ${violation.rule}: ${violation.detail}`,
  );
}

/**
 * Walks by Tab and fails with the list of violations, naming `label` (the route, the width).
 * `soft`: the test goes on (every route's list in one run) and fails at its end.
 */
export async function expectFocusWalk(
  page: Page,
  label: string,
  options: WalkOptions & { soft?: boolean } = {},
) {
  const report = await walkByTab(page, options);
  const check = options.soft ? expect.soft : expect;
  check(
    describeViolations(report),
    `${label}: focus by Tab (${report.stops.length} stops)`,
  ).toEqual([]);
  // A page may have nothing to focus (a bare error page); a dialog always has.
  if (options.within) check(report.stops.length, `${label}: something to focus`).toBeGreaterThan(0);
  return report;
}

/**
 * The page as loaded now, walked at each of FOCUS_WIDTHS (resized, not reloaded), every
 * violation of every width listed (soft) under `label @ width`.
 */
export async function expectFocusWalkAtWidths(
  page: Page,
  label: string,
  options: WalkOptions = {},
) {
  const reports: FocusWalkReport[] = [];
  for (const width of FOCUS_WIDTHS) {
    await resizeTo(page, width);
    reports.push(await expectFocusWalk(page, `${label} @ ${width}`, { ...options, soft: true }));
  }
  return reports;
}

/**
 * Walks `dialog` at each of FOCUS_WIDTHS: opened by `openIt`, walked from where it put focus
 * (soft), closed with Escape after each walk.
 */
export async function walkDialog(
  page: Page,
  label: string,
  dialog: Locator,
  openIt: () => Promise<void>,
) {
  for (const width of FOCUS_WIDTHS) {
    await resizeTo(page, width);
    await openIt();
    await expect(dialog).toBeVisible();
    await expectFocusWalk(page, `${label} @ ${width}`, { within: dialog, soft: true });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
}

/** A walk from the page's main region on, for the screens whose header another walk takes. */
export const fromMain = (page: Page): WalkOptions => ({ from: page.locator('main') });

/**
 * Resizes the page to `width` (the walk's screen height) and waits the frame in which what a
 * script lays out on resize is drawn.
 */
export async function resizeTo(page: Page, width: number) {
  await page.setViewportSize({ width, height: HEIGHTS[width] ?? 900 });
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}
