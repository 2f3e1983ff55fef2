import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigation, type Location } from 'react-router';

/** Below this a navigation counts as instant: showing it pending would only flicker. */
export const PENDING_DELAY_MS = 150;

/**
 * Whether a client navigation (a link, the search, sort, pagination) has been under way for
 * more than PENDING_DELAY_MS: the shell then shows the progress bar and sets aria-busy.
 */
export function usePendingNavigation(delayMs = PENDING_DELAY_MS): boolean {
  const busy = useNavigation().state !== 'idle';
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setLate(true), delayMs);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [busy, delayMs]);
  return busy && late;
}

/** A thin bar along the top of the window (shell.css; still under prefers-reduced-motion). */
export function NavigationProgress({ shown }: { shown: boolean }) {
  return shown ? <div className="nav-progress" aria-hidden="true" /> : null;
}

/**
 * After each client navigation, says the new page's title in a polite live region (a full
 * page load is read by the screen reader anyway). On a new page (another path) it also moves
 * focus to the main region, where the skip link leads, so the next Tab starts from the content
 * rather than from a link that is gone; a new sort, page of results or variation keeps it
 * where the shopper left it. The same title again is not repeated: the text does not change.
 */
export function RouteAnnouncer({ focusTarget }: { focusTarget: RefObject<HTMLElement | null> }) {
  const location = useLocation();
  const previous = useRef<Location | null>(null);
  const [title, setTitle] = useState('');
  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (!before || before.key === location.key) return;
    // <Meta> wrote the new route's <title> in the same commit as the route: it is current.
    setTitle(document.title);
    if (before.pathname !== location.pathname) focusTarget.current?.focus({ preventScroll: true });
  }, [location, focusTarget]);
  return (
    <p id="anuncio-de-navegacao" className="visually-hidden" aria-live="polite" aria-atomic="true">
      {title}
    </p>
  );
}
