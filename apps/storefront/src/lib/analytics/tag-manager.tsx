import { useContext } from 'react';
import { UNSAFE_FrameworkContext as FrameworkContext } from 'react-router';

import { CONSENT_KEY } from './consent.ts';

// spec §1: the tag-manager container loads only when the store has a container id, and (LGPD)
// only once the shopper has accepted it (consent.ts). The id is checked against GTM's format
// before it is written into an inline script.
const CONTAINER_ID = /^GTM-[A-Z0-9]{1,12}$/;

export function isContainerId(id: string): boolean {
  return CONTAINER_ID.test(id);
}

/**
 * The data layer exists from the start (events wait there, in the page, sent nowhere); gtm.js is
 * requested only by `window.vitrineLoadTagManager`, which runs now when this browser has
 * accepted before, or later from the consent banner. Without JavaScript there is no way to
 * accept, so no <noscript> tracker.
 */
function snippet(id: string): string {
  return (
    `(function(w,d){w.dataLayer=w.dataLayer||[];var done;` +
    `w.vitrineLoadTagManager=function(){if(done)return;done=1;` +
    `w.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});` +
    `var s=d.createElement('script');s.async=true;` +
    `s.src='https://www.googletagmanager.com/gtm.js?id='+${JSON.stringify(id)};` +
    `d.head.appendChild(s)};` +
    `try{if(localStorage.getItem(${JSON.stringify(CONSENT_KEY)})==='aceito')w.vitrineLoadTagManager()}catch(e){}` +
    `})(window,document);`
  );
}

export function TagManager({ containerId }: { containerId: string }) {
  // The page's nonce (entry.server.tsx): the Content-Security-Policy runs only inline scripts
  // that carry it, and gtm.js, added by the loader this one defines, runs because this one did
  // ('strict-dynamic'), whether the loader runs now or later from the consent banner.
  // In the browser the nonce is hidden from the DOM and the context has none: no mismatch.
  const nonce = useContext(FrameworkContext)?.nonce;
  if (!isContainerId(containerId)) return null;
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // Written by the server only: hydration keeps the server's script as it is (it has run),
      // so the browser's bundle carries none of the snippet's text.
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? snippet(containerId) : '' }}
    />
  );
}
