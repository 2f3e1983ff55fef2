import { lazy, Suspense, useEffect, useState } from 'react';
import { readConsent, reopenConsent, useConsentReopened } from '../lib/analytics/consent.ts';
import { isContainerId } from '../lib/analytics/tag-manager.tsx';
import { shellMessages as t } from './messages.ts';

// The banner's code loads only in a browser that has not chosen yet (or reopened the choice):
// most visits never download it, and it is never part of the public pages' initial JS.
const ConsentBanner = lazy(() => import('./consent-banner.tsx'));

/**
 * LGPD consent for the store's tag manager: asked once per browser, before any tracker loads,
 * and only in a store that has one. Mounted once hydrated (the choice lives in the browser).
 */
export function ConsentHost({
  containerId,
  privacyPath,
}: {
  containerId: string | null;
  privacyPath: string | null;
}) {
  const [undecided, setUndecided] = useState(false);
  const reopened = useConsentReopened();
  useEffect(() => setUndecided(readConsent() === null), []);
  if (!containerId || !isContainerId(containerId) || !(undecided || reopened)) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner privacyPath={privacyPath} onDecided={() => setUndecided(false)} />
    </Suspense>
  );
}

/** The footer's way back to the choice, in a store with a tag manager. */
export function ConsentPreferencesButton({ containerId }: { containerId: string | null }) {
  if (!containerId || !isContainerId(containerId)) return null;
  return (
    <button type="button" className="site-footer__link-button" onClick={reopenConsent}>
      {t.consent.preferences}
    </button>
  );
}
