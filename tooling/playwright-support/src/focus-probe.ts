/**
 * The part of the focus walk (focus-walk.ts) that runs inside the page: installed once per walk
 * as `window.__vitrineFocusWalk`, then called once per Tab press. Everything it needs is inside
 * `installFocusProbe`, because Playwright sends the function's source to the page.
 *
 * What it measures, per focused element:
 * - where it is drawn: its box clipped by the viewport and every ancestor that clips, its
 *   opacity; a form control drawn by something else (a visually hidden radio inside its label)
 *   is measured on its label;
 * - what covers it: `document.elementFromPoint` at the four corners (inset 2 px) and the centre
 *   of that visible box; a point that lands on something other than the element, its content,
 *   its ancestors, its label or the parts of its own small control (a button drawn inside a
 *   text field) is covered, and the coverer is named;
 * - its indicator: the computed styles of the element, its pseudo-elements, the ancestors that
 *   hug it (within 128 × 64 px: the focus-within ring of a field), its siblings, labels and
 *   first descendants, read while it has focus and again after the next Tab took it away.
 *   Each change is measured as a ring of some thickness whose pixels change colour: outline,
 *   box-shadow (its spread, or its offset when unblurred), border side, underline, background
 *   (as thick as the element's smaller side), a pseudo-element that appears. A change is strong
 *   when it is at least 2 px thick and its colour has at least 3:1 contrast against what the
 *   same pixels show without focus (WCAG 2.4.13's measure, which 2.4.7 and 2.4.11 lean on).
 *   Chromium's own ring (`outline-style: auto`, two colours, 2 px) counts as strong. Colours
 *   are composited over the backgrounds behind them up to an opaque one (white at the end); a
 *   background image on the way leaves the contrast unmeasured (then the thickness alone
 *   decides). Text colour, opacity or transform changes alone are weak.
 * - its place for the order rule: its box in the coordinates of the page's content (scroll
 *   undone, also inside scrolling boxes), or of the viewport when it sits in something fixed or
 *   sticky (whose place on the page depends on the scroll).
 */

export type Box = { x: number; y: number; width: number; height: number };

/** The verdict on the indicator of a stop, known once the next Tab took focus away from it. */
export type IndicatorVerdict = {
  index: number;
  verdict: 'ok' | 'none' | 'weak' | 'unmeasured';
  detail: string;
};

export type ProbedStop = {
  kind: 'stop';
  element: string;
  name: string;
  /** In the coordinates of `frame`; null when the element is not drawn anywhere. */
  box: Box | null;
  frame: 'page' | 'viewport';
  /** Why the focused element cannot be seen, or null. */
  invisible: string | null;
  /** What covers it: "footer.bar (fixed) at 3 of 5 points". */
  covered: string[];
  /** "label.choice", when a visually hidden control is drawn by its label. */
  drawnBy: string | null;
  /** Focus went back to something earlier in the document: a dialog's loop closing. */
  wrapped: boolean;
};

export type ProbeFocus =
  | ProbedStop
  | { kind: 'none' }
  | {
      kind: 'repeat';
      index: number;
      element: string;
      name: string;
      /** A field Tab moves through part by part (a date's day, month, year). */
      segmented: boolean;
    }
  | { kind: 'escaped'; element: string; name: string };

/** The stop focus is on now, and the verdicts on the indicators of stops it has left. */
export type ProbeResult = { verdicts: IndicatorVerdict[]; focus: ProbeFocus };

export type ProbeArgs = {
  action: 'start' | 'step' | 'end';
  /** `step`: how many Tab presses of this walk it measures after (it waits for the last). */
  tabs: number;
  /** The dialog the walk stays in, or null for the whole page. */
  within: Element | null;
  /** Where a page's walk begins (null: the page's top). */
  from: Element | null;
  index: number;
};

/** `start` answers where a dialog's focus is (a stop measured for its place only). */
export type FocusProbe = { run(args: ProbeArgs): Promise<ProbeResult | null> };

export function installFocusProbe() {
  // Once per document (a new page gets its own).
  if ((window as unknown as { __vitrineFocusWalk?: FocusProbe }).__vitrineFocusWalk) return;
  type Rgba = { r: number; g: number; b: number; a: number };
  type Styles = Record<string, string>;
  type Pseudo = '' | '::before' | '::after';
  type Snapshot = { node: Element; pseudo: Pseudo; styles: Styles; width: number; height: number };
  type Pending = {
    index: number;
    element: Element;
    /** Drawn while focused (itself or by a stand-in); an element never shown is not judged. */
    shown: boolean;
    /** Drawn by a stand-in (its label), not itself. */
    proxied: boolean;
    snapshots: Snapshot[];
  };
  type State = {
    visited: Map<Element, number>;
    pending: Pending | null;
    deferred: Pending[];
    marker: HTMLElement | null;
    /** The element focus was on before this Tab (in a dialog, where it began too). */
    last: Element | null;
    /** Tab presses seen since the walk began, and who waits for the next. */
    tabs: number;
    waiting: (() => void)[];
  };

  const state: State = {
    visited: new Map(),
    pending: null,
    deferred: [],
    marker: null,
    last: null,
    tabs: 0,
    waiting: [],
  };
  // The walk asks for a stop's measure while its Tab is on its way: the measure starts once
  // that Tab's keydown has been dispatched and the browser has moved focus (the next task).
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Tab') return;
      state.tabs += 1;
      for (const wake of state.waiting.splice(0)) wake();
    },
    true,
  );
  const afterTab = async (count: number) => {
    const deadline = Date.now() + 5_000;
    while (state.tabs < count && Date.now() < deadline) {
      await new Promise<void>((wake) => {
        state.waiting.push(wake);
        setTimeout(wake, 250);
      });
    }
    await new Promise((done) => setTimeout(done, 0));
  };

  const KEYS = [
    'outlineStyle',
    'outlineWidth',
    'outlineColor',
    'outlineOffset',
    'boxShadow',
    ...['Top', 'Right', 'Bottom', 'Left'].flatMap((side) => [
      `border${side}Width`,
      `border${side}Style`,
      `border${side}Color`,
    ]),
    'backgroundColor',
    'backgroundImage',
    'color',
    'textDecorationLine',
    'textDecorationThickness',
    'textDecorationColor',
    'opacity',
    'visibility',
    'display',
    'content',
    'transform',
    'filter',
  ];

  // ---- the DOM, across shadow roots -------------------------------------------------------

  const parentOf = (node: Element): Element | null => {
    if (node.parentElement) return node.parentElement;
    const root = node.getRootNode();
    return root instanceof ShadowRoot ? root.host : null;
  };
  const isTop = (node: Element) => node === document.body || node === document.documentElement;
  const deepActive = (): Element | null => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active && !isTop(active) ? active : null;
  };
  const contains = (outer: Element, inner: Element) => {
    for (let node: Element | null = inner; node; node = parentOf(node)) {
      if (node === outer) return true;
    }
    return false;
  };

  const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (element: Element): string => {
    const labelled = element.getAttribute('aria-labelledby');
    const labels = 'labels' in element ? (element as HTMLInputElement).labels : null;
    const image = element.querySelector('img[alt]');
    const name =
      text(element.getAttribute('aria-label')) ||
      (labelled
        ? text(
            labelled
              .split(/\s+/)
              .map((id) => document.getElementById(id)?.textContent)
              .join(' '),
          )
        : '') ||
      (labels?.length ? text([...labels].map((label) => label.textContent).join(' ')) : '') ||
      text((element as HTMLElement).innerText ?? element.textContent) ||
      text(element.getAttribute('title')) ||
      text(image?.getAttribute('alt')) ||
      text(element.getAttribute('placeholder')) ||
      text(element.getAttribute('name'));
    return name.length > 60 ? `${name.slice(0, 59)}…` : name;
  };
  const one = (element: Element) => {
    const tag = element.tagName.toLowerCase();
    // An id made of data (a URL) names nothing a person can find: its classes do.
    if (element.id && /^[\w-]{1,40}$/.test(element.id)) return `${tag}#${element.id}`;
    const classes = [...element.classList].slice(0, 2).map((name) => `.${name}`);
    let nth = '';
    const parent = element.parentElement;
    if (classes.length === 0 && parent) {
      const same = [...parent.children].filter((child) => child.tagName === element.tagName);
      if (same.length > 1) nth = `:nth-of-type(${same.indexOf(element) + 1})`;
    }
    return `${tag}${classes.join('')}${nth}`;
  };
  /** A short CSS path: up to three levels, ending at an id. */
  const describe = (element: Element) => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && !isTop(node); node = parentOf(node)) {
      parts.unshift(one(node));
      if (/^[\w-]{1,40}$/.test(node.id) || parts.length === 3) break;
    }
    return parts.join(' > ');
  };

  // ---- colours ------------------------------------------------------------------------------

  const colours = new Map<string, Rgba>();
  let canvas: CanvasRenderingContext2D | null = null;
  const rgba = (value: string): Rgba => {
    const known = colours.get(value);
    if (known) return known;
    let parsed: Rgba;
    const match = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(value);
    if (match) {
      parsed = { r: +match[1]!, g: +match[2]!, b: +match[3]!, a: match[4] ? +match[4] : 1 };
    } else {
      // Any other syntax (color(srgb …), oklch(…)) as the canvas paints it.
      canvas ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
      if (!canvas) return { r: 0, g: 0, b: 0, a: 1 };
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = 'rgba(0, 0, 0, 0)';
      canvas.fillStyle = value;
      canvas.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = canvas.getImageData(0, 0, 1, 1).data;
      parsed = { r, g, b, a: a / 255 };
    }
    colours.set(value, parsed);
    return parsed;
  };
  const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
  const over = (top: Rgba, below: Rgba): Rgba => ({
    r: top.r * top.a + below.r * (1 - top.a),
    g: top.g * top.a + below.g * (1 - top.a),
    b: top.b * top.a + below.b * (1 - top.a),
    a: 1,
  });
  const luminance = ({ r, g, b }: Rgba) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (one: Rgba, two: Rgba) => {
    const [light, dark] = [luminance(one), luminance(two)].sort((x, y) => y - x) as [
      number,
      number,
    ];
    return (light + 0.05) / (dark + 0.05);
  };
  const hex = ({ r, g, b }: Rgba) =>
    `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
  /**
   * What shows behind and through `node` (its own background included): the background colours
   * from it up to an opaque one, composited; null when a background image is on the way.
   */
  const backdrop = (node: Element | null): Rgba | null => {
    const layers: Rgba[] = [];
    for (let up = node; up; up = parentOf(up)) {
      const style = getComputedStyle(up);
      if (style.backgroundImage !== 'none') return null;
      const colour = rgba(style.backgroundColor);
      if (colour.a > 0) layers.push(colour);
      if (colour.a >= 1) break;
    }
    return layers.reverse().reduce((below, top) => over(top, below), WHITE);
  };

  // ---- where the element is drawn -------------------------------------------------------------

  const px = (value: string | undefined) => Number.parseFloat(value ?? '') || 0;
  const boxOf = (element: Element): DOMRect | null => {
    const rect = element.getBoundingClientRect();
    if (rect.width >= 1 && rect.height >= 1) return rect;
    // display: contents, or an empty inline around block content.
    const rects = [...element.children]
      .map((child) => child.getBoundingClientRect())
      .filter((child) => child.width >= 1 && child.height >= 1);
    if (rects.length === 0) return null;
    const left = Math.min(...rects.map((r) => r.left));
    const top = Math.min(...rects.map((r) => r.top));
    const right = Math.max(...rects.map((r) => r.right));
    const bottom = Math.max(...rects.map((r) => r.bottom));
    return new DOMRect(left, top, right - left, bottom - top);
  };
  /** The fixed or sticky box `element` is in (itself included), or null. */
  const pinnedBox = (element: Element) => {
    for (let node: Element | null = element; node; node = parentOf(node)) {
      const position = getComputedStyle(node).position;
      if (position === 'fixed' || position === 'sticky') return { node, position };
    }
    return null;
  };
  const pinned = (element: Element) => pinnedBox(element)?.position ?? null;
  /** Why `element` cannot be seen now, or its visible part in the viewport. */
  const visibility = (element: Element): { seen: DOMRect } | { hidden: string } => {
    const rect = boxOf(element);
    if (!rect) return { hidden: 'it has no size' };
    const own = getComputedStyle(element);
    if (own.clip.startsWith('rect') || /^inset\((49|50)/.test(own.clipPath)) {
      return { hidden: 'it is clipped to nothing (visually hidden)' };
    }
    if (rect.width < 2 || rect.height < 2) return { hidden: 'it is smaller than 2 × 2 px' };
    let left = Math.max(rect.left, 0);
    let top = Math.max(rect.top, 0);
    let right = Math.min(rect.right, document.documentElement.clientWidth);
    let bottom = Math.min(rect.bottom, document.documentElement.clientHeight);
    if (right - left < 2 || bottom - top < 2) {
      return {
        hidden: `it is outside the viewport (at ${Math.round(rect.left)}, ${Math.round(rect.top)})`,
      };
    }
    let opacity = Number(own.opacity);
    // Something absolutely positioned escapes the clipping of the static boxes around it, up
    // to its containing block.
    let escaping = own.position === 'absolute';
    for (let up = parentOf(element); up && !isTop(up); up = parentOf(up)) {
      const style = getComputedStyle(up);
      opacity *= Number(style.opacity);
      const positioned = style.position !== 'static' || style.transform !== 'none';
      const clipsX = style.overflowX !== 'visible';
      const clipsY = style.overflowY !== 'visible';
      if (positioned) escaping = style.position === 'absolute';
      else if (escaping) continue;
      if (clipsX || clipsY) {
        const clip = up.getBoundingClientRect();
        if (clipsX) [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
        if (clipsY) [top, bottom] = [Math.max(top, clip.top), Math.min(bottom, clip.bottom)];
        if (right - left < 2 || bottom - top < 2) {
          return { hidden: `it is clipped away by ${describe(up)}` };
        }
      }
      if (style.position === 'fixed') break;
    }
    if (opacity < 0.1) return { hidden: `it is transparent (opacity ${opacity.toFixed(2)})` };
    return { seen: new DOMRect(left, top, right - left, bottom - top) };
  };
  /**
   * Hidden wherever the page is scrolled (a skip link off the page's edge, clipped to nothing,
   * transparent): unlike something merely scrolled out of view.
   */
  const hiddenFromAll = (element: Element) => {
    const rect = boxOf(element);
    if (!rect || rect.width < 2 || rect.height < 2) return true;
    const own = getComputedStyle(element);
    if (own.clip.startsWith('rect') || /^inset\((49|50)/.test(own.clipPath)) return true;
    if (rect.right + window.scrollX <= 0 || rect.bottom + window.scrollY <= 0) return true;
    let opacity = 1;
    for (let up: Element | null = element; up && !isTop(up); up = parentOf(up)) {
      opacity *= Number(getComputedStyle(up).opacity);
    }
    return opacity < 0.1;
  };
  /**
   * What draws a focused form control that is not drawn itself: its visible label (a radio
   * hidden inside a card-like label), else an ancestor up to three levels up around it.
   */
  const standIn = (element: Element): Element | null => {
    const labels = 'labels' in element ? (element as HTMLInputElement).labels : null;
    for (const label of labels ?? []) if ('seen' in visibility(label)) return label;
    if (!/^(INPUT|SELECT|TEXTAREA)$/.test(element.tagName)) return null;
    const rect = element.getBoundingClientRect();
    const [x, y] = [rect.left + rect.width / 2, rect.top + rect.height / 2];
    let up = parentOf(element);
    for (let level = 0; up && !isTop(up) && level < 3; level++, up = parentOf(up)) {
      const box = up.getBoundingClientRect();
      const around = x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
      if (around && 'seen' in visibility(up)) return up;
    }
    return null;
  };
  /** The ancestors that are part of the element's own small control (a field's frame). */
  const hugging = (element: Element, rect: DOMRect) => {
    const out: Element[] = [];
    let up = parentOf(element);
    for (let level = 0; up && !isTop(up) && level < 4; level++, up = parentOf(up)) {
      const box = up.getBoundingClientRect();
      if (box.width > rect.width + 128 || box.height > rect.height + 64) break;
      out.push(up);
    }
    return out;
  };

  const coverers = (element: Element, target: Element, seen: DOMRect, own: Element[]) => {
    // A rounded corner is not the element's: the browser's hit test goes through it. Each
    // corner point sits inside its curve (a radius r leaves r·(1 − 1/√2) of the square out).
    const style = getComputedStyle(target);
    const box = target.getBoundingClientRect();
    const cap = Math.min(box.width, box.height) / 2;
    const inset = (radius: string) => {
      const r = Math.max(
        ...radius
          .split(' ')
          .map((part) => (part.endsWith('%') ? (px(part) / 100) * cap * 2 : px(part))),
      );
      return Math.min(2 + Math.min(r, cap) * (1 - Math.SQRT1_2), seen.width / 2, seen.height / 2);
    };
    const [tl, tr, bl, br] = [
      style.borderTopLeftRadius,
      style.borderTopRightRadius,
      style.borderBottomLeftRadius,
      style.borderBottomRightRadius,
    ].map(inset) as [number, number, number, number];
    const points = [
      [seen.left + tl, seen.top + tl],
      [seen.right - tr, seen.top + tr],
      [seen.left + bl, seen.bottom - bl],
      [seen.right - br, seen.bottom - br],
      [seen.left + seen.width / 2, seen.top + seen.height / 2],
    ] as const;
    const labels = 'labels' in element ? [...((element as HTMLInputElement).labels ?? [])] : [];
    const mine = (hit: Element) =>
      contains(element, hit) ||
      contains(hit, element) ||
      contains(target, hit) ||
      contains(hit, target) ||
      labels.some((label) => contains(label, hit)) ||
      own.some((part) => contains(part, hit));
    // What covers is named by the fixed or sticky bar it is part of (the usual culprit), else
    // by the element hit.
    const by = new Map<Element, { count: number; position: string | null }>();
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || mine(hit)) continue;
      const bar = pinnedBox(hit);
      const coverer = bar?.node ?? hit;
      const seen = by.get(coverer) ?? { count: 0, position: bar?.position ?? null };
      by.set(coverer, { ...seen, count: seen.count + 1 });
    }
    return [...by].map(
      ([coverer, { count, position }]) =>
        `by ${describe(coverer)}${position ? ` (${position})` : ''} "${nameOf(coverer).slice(0, 30)}" at ${count} of 5 points`,
    );
  };

  /** The box in the page's content coordinates (scrolling undone), or the viewport's. */
  const placeOf = (target: Element, rect: DOMRect) => {
    const stuck = pinned(target);
    let x = rect.left;
    let y = rect.top;
    for (let up = parentOf(target); up && up !== document.scrollingElement; up = parentOf(up)) {
      x += up.scrollLeft;
      y += up.scrollTop;
      if (['fixed', 'sticky'].includes(getComputedStyle(up).position)) break;
    }
    if (!stuck) [x, y] = [x + window.scrollX, y + window.scrollY];
    return {
      frame: stuck ? ('viewport' as const) : ('page' as const),
      box: { x, y, width: rect.width, height: rect.height },
    };
  };

  // ---- the indicator ----------------------------------------------------------------------------

  const read = (node: Element, pseudo: Pseudo): Snapshot => {
    const style = getComputedStyle(node, pseudo || null);
    const styles: Styles = {};
    for (const key of KEYS) styles[key] = String(style[key as keyof CSSStyleDeclaration] ?? '');
    const rect = pseudo ? null : node.getBoundingClientRect();
    return {
      node,
      pseudo,
      styles,
      width: rect ? rect.width : px(style.width),
      height: rect ? rect.height : px(style.height),
    };
  };
  const snapshotsOf = (element: Element, target: Element, rect: DOMRect) => {
    // A control drawn by a stand-in shows nothing of its own (its browser ring included).
    const withPseudos = new Set<Element>([
      ...(target === element ? [element] : []),
      target,
      ...hugging(target, rect),
    ]);
    const labels = 'labels' in element ? [...((element as HTMLInputElement).labels ?? [])] : [];
    for (const label of labels) withPseudos.add(label);
    let sibling = element.nextElementSibling;
    for (let n = 0; sibling && n < 2; n++, sibling = sibling.nextElementSibling) {
      withPseudos.add(sibling);
    }
    if (element.previousElementSibling) withPseudos.add(element.previousElementSibling);
    const plain = new Set<Element>([
      ...[...element.querySelectorAll('*')].slice(0, 30),
      ...(target === element ? [] : [...target.querySelectorAll('*')].slice(0, 30)),
    ]);
    const out: Snapshot[] = [];
    for (const node of withPseudos) {
      for (const pseudo of ['', '::before', '::after'] as const) out.push(read(node, pseudo));
      plain.delete(node);
    }
    for (const node of plain) out.push(read(node, ''));
    return out;
  };

  const zeroScale = (transform: string) => {
    const m = /^matrix\(([^)]+)\)$/.exec(transform)?.[1]?.split(',').map(Number);
    return Boolean(m && ((m[0] === 0 && m[1] === 0) || (m[2] === 0 && m[3] === 0)));
  };
  const drawn = (styles: Styles, pseudo: Pseudo) =>
    styles.display !== 'none' &&
    styles.visibility === 'visible' &&
    Number(styles.opacity) > 0 &&
    !zeroScale(styles.transform ?? 'none') &&
    (!pseudo || !['none', 'normal'].includes(styles.content ?? 'none'));
  /** Unfocused state of something that was not drawn: nothing of it showed. */
  const blank = (focused: Styles): Styles => ({
    ...focused,
    outlineStyle: 'none',
    boxShadow: 'none',
    borderTopStyle: 'none',
    borderRightStyle: 'none',
    borderBottomStyle: 'none',
    borderLeftStyle: 'none',
    backgroundColor: 'rgba(0, 0, 0, 0)',
    backgroundImage: 'none',
    textDecorationLine: 'none',
  });

  type Part = { text: string; strong: boolean; measured: boolean };
  /** A ring `thickness` px thick whose pixels go from `before` to `after`. */
  const ring = (what: string, thickness: number, after: Rgba, before: Rgba | null): Part => {
    if (!before) {
      return {
        text: `${what} ${thickness} px (contrast not measured: background image)`,
        strong: thickness >= 2,
        measured: false,
      };
    }
    const ratio = contrast(after, before);
    return {
      text: `${what} ${Math.round(thickness * 10) / 10} px ${hex(after)} ${ratio.toFixed(2)}:1 against ${hex(before)}`,
      strong: thickness >= 2 && ratio >= 3,
      measured: true,
    };
  };
  const shadows = (value: string) =>
    value === 'none'
      ? []
      : value.split(/,(?![^(]*\))/).map((shadow) => {
          const colour = /(rgba?\([^)]*\)|#[0-9a-f]+|[a-z]+\([^)]*\))/i.exec(shadow)?.[1] ?? '';
          const numbers = shadow
            .replace(colour, '')
            .trim()
            .split(/\s+/)
            .filter((part) => /^-?[\d.]+px$/.test(part))
            .map(px);
          const [x = 0, y = 0, blur = 0, spread = 0] = numbers;
          return {
            text: shadow.trim(),
            colour,
            x,
            y,
            blur,
            spread,
            inset: /\binset\b/.test(shadow),
          };
        });

  /** How the focused styles of one node differ from its unfocused ones, each change measured. */
  const changes = (snap: Snapshot, now: Styles): Part[] => {
    const f = snap.styles;
    if (!drawn(f, snap.pseudo)) return [];
    const u = drawn(now, snap.pseudo) ? now : blank(f);
    const node = snap.node;
    // Outside the box: what the parent shows; inside: the box's own background.
    const outside = snap.pseudo ? backdrop(node) : backdrop(parentOf(node));
    const inside = snap.pseudo
      ? outside && over(rgba(u.backgroundColor ?? ''), outside)
      : backdrop(node);
    const parts: Part[] = [];
    const add = (part: Part) => parts.push(part);

    // An outline drawn in neither state changes nothing (its offset alone is not seen).
    const outlined = (styles: Styles) =>
      styles.outlineStyle !== 'none' && px(styles.outlineWidth) > 0;
    const outlineChanged =
      (outlined(f) || outlined(u)) &&
      ['outlineStyle', 'outlineWidth', 'outlineColor', 'outlineOffset'].some(
        (key) => f[key] !== u[key],
      );
    if (outlineChanged && outlined(f)) {
      if (f.outlineStyle === 'auto') {
        add({ text: "the browser's focus ring", strong: true, measured: true });
      } else {
        const width = px(f.outlineWidth);
        const base = px(f.outlineOffset) <= -width ? inside : outside;
        const before =
          base && u.outlineStyle !== 'none' && px(u.outlineWidth) >= width
            ? over(rgba(u.outlineColor ?? ''), base)
            : base;
        add(ring('outline', width, over(rgba(f.outlineColor ?? ''), base ?? WHITE), before));
      }
    } else if (outlineChanged) {
      add({ text: 'outline removed', strong: false, measured: true });
    }

    if (f.boxShadow !== u.boxShadow) {
      const had = new Set(shadows(u.boxShadow ?? 'none').map((shadow) => shadow.text));
      const added = shadows(f.boxShadow ?? 'none').filter((shadow) => !had.has(shadow.text));
      if (added.length === 0) add({ text: 'box-shadow removed', strong: false, measured: true });
      for (const shadow of added) {
        const thickness =
          shadow.blur > 0
            ? shadow.spread
            : Math.max(shadow.spread, Math.abs(shadow.x), Math.abs(shadow.y));
        const base = shadow.inset ? inside : outside;
        add(ring('box-shadow', thickness, over(rgba(shadow.colour), base ?? WHITE), base));
      }
    }

    for (const side of ['Top', 'Right', 'Bottom', 'Left']) {
      const [w, s, c] = [`border${side}Width`, `border${side}Style`, `border${side}Color`];
      if (f[w] === u[w] && f[s] === u[s] && f[c] === u[c]) continue;
      if (['none', 'hidden'].includes(f[s] ?? 'none') || px(f[w]) === 0) continue;
      const base = inside;
      const showed = !['none', 'hidden'].includes(u[s] ?? 'none') && px(u[w]) > 0;
      const before = base && showed ? over(rgba(u[c] ?? ''), base) : base;
      add(
        ring(
          `border-${side.toLowerCase()}`,
          px(f[w]),
          over(rgba(f[c] ?? ''), base ?? WHITE),
          before,
        ),
      );
    }

    if (f.backgroundColor !== u.backgroundColor) {
      const after = outside && over(rgba(f.backgroundColor ?? ''), outside);
      const before = outside && over(rgba(u.backgroundColor ?? ''), outside);
      add(
        ring(
          snap.pseudo ? `${snap.pseudo} background` : 'background',
          Math.min(snap.width, snap.height),
          after ?? WHITE,
          after ? before : null,
        ),
      );
    }
    if (f.backgroundImage !== u.backgroundImage && f.backgroundImage !== 'none') {
      add({ text: 'background image changed (not measured)', strong: true, measured: false });
    }

    const underlined = (styles: Styles) => (styles.textDecorationLine ?? '').includes('underline');
    if (underlined(f) && !underlined(u)) {
      // `auto` and `from-font` are about a tenth of the font: 1 or 2 px at body sizes.
      const thickness = /px$/.test(f.textDecorationThickness ?? '')
        ? px(f.textDecorationThickness)
        : 1;
      const base = inside;
      add(
        ring('underline', thickness, over(rgba(f.textDecorationColor ?? ''), base ?? WHITE), base),
      );
    }
    if (f.color !== u.color && !snap.pseudo) {
      add({ text: `text colour ${u.color} → ${f.color}`, strong: false, measured: true });
    }
    for (const key of ['opacity', 'transform', 'filter']) {
      if (f[key] !== u[key]) add({ text: `${key} changed`, strong: false, measured: true });
    }
    return parts;
  };

  /**
   * The verdict on a stop that lost focus, or null while an ancestor it is measured on still
   * holds focus inside it (a field's frame keeps its focus-within ring while focus moves to the
   * field's own "show password" button): that comparison waits until focus leaves it.
   */
  const verdictOf = (pending: Pending, active: Element | null): IndicatorVerdict | null => {
    const { index, element } = pending;
    if (!element.isConnected) {
      return { index, verdict: 'unmeasured', detail: 'it left the page when focus moved on' };
    }
    if (!pending.shown) return { index, verdict: 'unmeasured', detail: 'not shown while focused' };
    // Shown only while focused (a skip link): appearing is its indicator.
    if (!pending.proxied && hiddenFromAll(element)) {
      return { index, verdict: 'ok', detail: 'it appears only while focused' };
    }
    const found: string[] = [];
    const weak: string[] = [];
    let waiting = false;
    for (const snap of pending.snapshots) {
      if (!snap.node.isConnected) continue;
      if (active && contains(snap.node, active)) {
        waiting = true;
        continue;
      }
      const now = read(snap.node, snap.pseudo).styles;
      for (const part of changes(snap, now)) {
        const where = snap.node === element ? snap.pseudo : `${describe(snap.node)}${snap.pseudo}`;
        (part.strong ? found : weak).push(where ? `${where}: ${part.text}` : part.text);
      }
    }
    if (found.length > 0) return { index, verdict: 'ok', detail: found[0]! };
    if (waiting) return null;
    const changed = [...new Set(weak)];
    if (changed.length === 0) {
      return { index, verdict: 'none', detail: 'nothing in its look changes when it gets focus' };
    }
    return {
      index,
      verdict: 'weak',
      detail: `no change of at least 2 px at 3:1; what changes: ${changed.slice(0, 4).join('; ')}`,
    };
  };
  const resolve = (active: Element | null) => {
    const verdicts: IndicatorVerdict[] = [];
    state.deferred = state.deferred.filter((pending) => {
      const verdict = verdictOf(pending, active);
      if (verdict) verdicts.push(verdict);
      return !verdict;
    });
    return verdicts;
  };

  // ---- one Tab ----------------------------------------------------------------------------------

  const settle = async () => {
    // A focus ring that transitions in is judged as it ends, not in its first frame.
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
    if (getComputedStyle(document.documentElement).scrollBehavior !== 'smooth') return;
    // A smooth scroll to the focused element: measure where it stops.
    let last = '';
    for (let frame = 0; frame < 90; frame++) {
      await new Promise((done) => requestAnimationFrame(done));
      const now = `${window.scrollX},${window.scrollY}`;
      if (now === last) break;
      last = now;
    }
  };

  const measure = (element: Element, index: number): ProbedStop => {
    const description = { element: describe(element), name: nameOf(element) };
    const wrapped = Boolean(
      state.last &&
      state.last !== element &&
      element.compareDocumentPosition(state.last) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    let target = element;
    let seen = visibility(element);
    let drawnBy: string | null = null;
    if ('hidden' in seen) {
      const stand = standIn(element);
      if (stand) {
        target = stand;
        seen = visibility(stand);
        drawnBy = describe(stand);
      }
    }
    const rect = boxOf(target) ?? new DOMRect(0, 0, 0, 0);
    if (index < 0) {
      // Where a dialog's focus began: only its place, for the first Tab's order.
      const place = 'seen' in seen ? placeOf(target, rect) : { box: null, frame: 'page' as const };
      return {
        kind: 'stop',
        ...description,
        ...place,
        invisible: null,
        covered: [],
        drawnBy,
        wrapped,
      };
    }
    state.pending = {
      index,
      element,
      shown: 'seen' in seen,
      proxied: target !== element,
      snapshots: snapshotsOf(element, target, rect),
    };
    if ('hidden' in seen) {
      return {
        kind: 'stop',
        ...description,
        box: null,
        frame: 'page',
        invisible: seen.hidden,
        covered: [],
        drawnBy,
        wrapped,
      };
    }
    const own = hugging(target, rect);
    return {
      kind: 'stop',
      ...description,
      ...placeOf(target, rect),
      invisible: null,
      covered: coverers(element, target, seen.seen, own),
      drawnBy,
      wrapped,
    };
  };

  const run = async ({
    action,
    within,
    from,
    index,
    tabs,
  }: ProbeArgs): Promise<ProbeResult | null> => {
    if (action === 'start') {
      state.tabs = 0;
      state.visited = new Map();
      state.pending = null;
      state.deferred = [];
      state.last = null;
      if (within) {
        const origin = deepActive();
        if (!origin) return { verdicts: [], focus: { kind: 'none' } };
        const place = measure(origin, -1);
        state.last = origin;
        return { verdicts: [], focus: place };
      } else {
        // From the top of the page (or of `from`): a focus point before everything there, gone
        // after the first Tab.
        const marker = document.createElement('span');
        marker.tabIndex = -1;
        marker.style.cssText = 'position:absolute;top:0;left:0;width:0;height:0;';
        (from ?? document.body).prepend(marker);
        window.scrollTo(0, 0);
        marker.focus({ preventScroll: true });
        state.marker = marker;
      }
      return null;
    }
    if (action === 'step') await afterTab(tabs);
    state.marker?.remove();
    state.marker = null;
    await settle();
    let element = deepActive();
    if (action === 'end' && element) {
      (element as HTMLElement).blur();
      await settle();
      element = null;
    }
    if (state.pending && state.pending.element !== element) {
      state.deferred.push(state.pending);
      state.pending = null;
    }
    const verdicts = resolve(element);
    const last = state.last;
    state.last = element;
    if (!element) return { verdicts, focus: { kind: 'none' } };
    const description = { element: describe(element), name: nameOf(element) };
    if (within && !contains(within, element)) {
      return { verdicts, focus: { kind: 'escaped', ...description } };
    }
    const seenAt = state.visited.get(element);
    if (seenAt !== undefined) {
      const segmented =
        element instanceof HTMLInputElement &&
        ['date', 'datetime-local', 'month', 'week', 'time'].includes(element.type);
      return { verdicts, focus: { kind: 'repeat', index: seenAt, ...description, segmented } };
    }
    state.visited.set(element, index);
    state.last = last;
    const focus = measure(element, index);
    state.last = element;
    return { verdicts, focus };
  };

  (window as unknown as { __vitrineFocusWalk?: FocusProbe }).__vitrineFocusWalk = { run };
}
