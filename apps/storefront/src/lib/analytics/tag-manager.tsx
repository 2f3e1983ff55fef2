import { useContext } from 'react';
import { UNSAFE_FrameworkContext as FrameworkContext } from 'react-router';

// spec §1: the tag-manager container loads only when the store has a container id. The id is
// checked against GTM's format before it is written into an inline script.
const CONTAINER_ID = /^GTM-[A-Z0-9]{1,12}$/;

export function isContainerId(id: string): boolean {
  return CONTAINER_ID.test(id);
}

function snippet(id: string): string {
  return (
    `window.dataLayer=window.dataLayer||[];` +
    `window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});` +
    `(function(d){var s=d.createElement('script');s.async=true;` +
    `s.src='https://www.googletagmanager.com/gtm.js?id='+${JSON.stringify(id)};` +
    `d.head.appendChild(s);})(document);`
  );
}

export function TagManager({ containerId }: { containerId: string }) {
  // The page's nonce (entry.server.tsx): the Content-Security-Policy runs only inline scripts
  // that carry it, and gtm.js, added by this one, runs because this one did ('strict-dynamic').
  // In the browser the nonce is hidden from the DOM and the context has none: no mismatch.
  const nonce = useContext(FrameworkContext)?.nonce;
  if (!isContainerId(containerId)) return null;
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: snippet(containerId) }}
    />
  );
}

export function TagManagerNoScript({ containerId }: { containerId: string }) {
  if (!isContainerId(containerId)) return null;
  return (
    <noscript>
      <iframe
        title="Google Tag Manager"
        src={`https://www.googletagmanager.com/ns.html?id=${containerId}`}
        height="0"
        width="0"
        style={{ display: 'none', visibility: 'hidden' }}
      />
    </noscript>
  );
}
