import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { readConsent } from '../lib/analytics/consent.ts';
import { contentPagePath } from '../lib/paths.ts';
import { CONSENT_PREFERENCES_ID } from './consent-slots.tsx';
import { useRootData } from './root-data.ts';

// The banner itself loads only in a browser that has not chosen yet, or that asked again from
// the footer ("Preferências de cookies"): most visits never download it.
const ConsentBanner = lazy(() => import('./consent-banner.tsx'));

/**
 * LGPD consent for the store's tag manager (mounted by consent-slots.tsx, in a store that has
 * one, once hydrated): asked once per browser, before any tracker loads.
 */
export default function ConsentHost() {
  const [asking, setAsking] = useState(false);
  const [footerSlot, setFooterSlot] = useState<HTMLElement | null>(null);
  const privacyPage = useRootData()?.pages.find((page) => page.slug.includes('privacidade'));
  useEffect(() => {
    setAsking(readConsent() === null);
    setFooterSlot(document.getElementById(CONSENT_PREFERENCES_ID));
  }, []);
  return (
    <>
      {footerSlot &&
        createPortal(
          <button
            type="button"
            className="site-footer__link-button"
            onClick={() => setAsking(true)}
          >
            Preferências de cookies
          </button>,
          footerSlot,
        )}
      {asking && (
        <Suspense fallback={null}>
          <ConsentBanner
            privacyPath={privacyPage ? contentPagePath(privacyPage.slug) : null}
            onDecided={() => setAsking(false)}
          />
        </Suspense>
      )}
    </>
  );
}
