import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 1 s by default: CI runs the API's suites on the same two cores, and
// a lazily loaded form can take longer to appear there. A limit on hangs, not a speed check.
configure({ asyncUtilTimeout: 10_000 });

// Testing Library cleans up by itself only when Vitest globals are on; they are off here.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom has no pointer capture; Radix calls it on pointerdown.
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;

// jsdom lays nothing out, so it has no ResizeObserver: sizes never change there (the sticky
// bar's reserve, lib/sticky-bar.ts, is measured once).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
