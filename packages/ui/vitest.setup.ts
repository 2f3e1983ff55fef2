import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library only cleans up by itself when Vitest globals are on; they are off here.
afterEach(cleanup);

// jsdom has no pointer capture; sonner (swipe to dismiss) and Radix call it on pointerdown.
// ssr.test.tsx runs without a DOM at all.
if (typeof Element !== 'undefined') {
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
}
