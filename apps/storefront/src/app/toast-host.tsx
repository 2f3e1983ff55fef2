import { lazy, Suspense, useEffect, useState } from 'react';

// sonner and its styles load after the page is interactive, not with it (the public pages'
// initial-JS budget). A toast fired before then is not lost: sonner shows the toasts already
// raised when its host subscribes.
const Toaster = lazy(() =>
  import('@vitrine/ui/toast').then(({ Toaster }) => ({ default: Toaster })),
);

/**
 * The one toast host of the store's pages (spec §9: 3000 ms, 16 px from the top, set by
 * @vitrine/ui's Toaster): any screen's `toast(...)` from `@vitrine/ui/toast` shows here.
 * Mounted in the browser only, once hydrated: a toast is never part of a server render.
 */
export function ToastHost() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
