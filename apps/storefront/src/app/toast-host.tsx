import { lazy, Suspense, useEffect, useState } from 'react';

// sonner and its styles, and the hearts' logic (shared/favourites/hearts.tsx), load after the
// page is interactive, not with it (the public pages' initial-JS budget): one chunk, one
// import() in the shell. A toast fired before then is not lost: sonner shows the toasts already
// raised when its host subscribes.
const AfterHydration = lazy(() => import('./after-hydration.tsx'));

/**
 * The one toast host of the store's pages (spec §9: 3000 ms, 16 px from the top, set by
 * @vitrine/ui's Toaster): any screen's `toast(...)` from `@vitrine/ui/toast` shows here; and
 * the hearts of the page's products (shared/favourites/hearts.tsx). Mounted in the browser
 * only, once hydrated: neither is ever part of a server render.
 */
export function ToastHost() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? (
    <Suspense fallback={null}>
      <AfterHydration />
    </Suspense>
  ) : null;
}
