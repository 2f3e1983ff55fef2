import { lazy, Suspense, useEffect, useState } from 'react';
import { isContainerId } from '../lib/analytics/tag-manager.tsx';

// The consent banner's code is a chunk of its own, fetched once the page is hydrated and only
// in a store with a tag manager: public pages keep their initial-JS budget. Neither the banner
// nor the footer's "Preferências de cookies" (the host puts it in the footer's slot) is in the
// server's HTML: the choice lives in the browser; without JavaScript there is nothing to
// consent to.
const ConsentHost = lazy(() => import('./consent-host.tsx'));

/** Where, in the footer, the host puts its "Preferências de cookies" button. */
export const CONSENT_PREFERENCES_ID = 'preferencias-de-cookies';

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export function ConsentHostSlot({ containerId }: { containerId: string | null }) {
  const hydrated = useHydrated();
  if (!hydrated || !containerId || !isContainerId(containerId)) return null;
  return (
    <Suspense fallback={null}>
      <ConsentHost />
    </Suspense>
  );
}
