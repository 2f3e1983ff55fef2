import { contentSecurityPolicy } from '@vitrine/server/content-security-policy';
import { PAY_PATH } from '../shared/checkout-paths.ts';
import { isContainerId } from './analytics/tag-manager.tsx';

/** What the root loader (root.tsx) hands every page: the store of the host, if any. */
type RootData = {
  /** On the platform's own host (lib/platform.server.ts): its domain. */
  platform?: { domain: string } | null;
  store?: {
    data?: {
      tag_manager_id?: string | null;
      assets_url?: string;
      card_gateway?: { sdk_url: string } | null;
    };
  } | null;
};

function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** MercadoPago.js v2's own host (a store's sdk_url in production). */
export const MERCADO_PAGO_SDK_ORIGIN = 'https://sdk.mercadopago.com';

/**
 * What MercadoPago.js v2 reaches besides its own host, as its integrators' policies name it
 * (Mercado Pago publishes no list): it loads its parts from http2.mlstatic.com, posts the card
 * to api.mercadopago.com (/v1/card_tokens, the BIN and instalment lookups) and its telemetry to
 * events.mercadopago.com. No frame-src: the pay page uses the SDK's core methods with our own
 * fields, not its Secure Fields or Bricks (which frame *.mercadopago.com).
 */
export const MERCADO_PAGO_ORIGINS = {
  scriptOrigins: [MERCADO_PAGO_SDK_ORIGIN, 'https://http2.mlstatic.com'],
  connectOrigins: [
    'https://api.mercadopago.com',
    'https://events.mercadopago.com',
    'https://http2.mlstatic.com',
  ],
};

/**
 * The origins the pay page adds for the store's card gateway: Mercado Pago's hosts above for
 * its real SDK; any other sdk_url (the demo's and the tests' loopback Mercado Pago) serves the
 * script and takes the card on its one origin.
 */
export function cardGatewayOrigins(gateway: { sdk_url: string } | null | undefined) {
  const origin = gateway ? originOf(gateway.sdk_url) : undefined;
  if (!origin) return undefined;
  if (origin === MERCADO_PAGO_SDK_ORIGIN) return MERCADO_PAGO_ORIGINS;
  return { scriptOrigins: [origin], connectOrigins: [origin] };
}

/** Whether the document is the pay page (spec §2 /finalizar-compra/pagar), a trailing / or not. */
export const isPayPage = (pathname: string) => pathname.replace(/\/+$/, '') === PAY_PATH;

/**
 * The Content-Security-Policy of a page of the store `root` names (README
 * "Content-Security-Policy"): pictures also from the store's asset host (spec §7, CDN_URL), the
 * tag manager's host only when the store has a container (spec §1) the page will load, the
 * card gateway's hosts on the pay page only, the one page that loads its script, and on the
 * platform's host the stores' offices as a form's target (the sign-up's hand-off).
 */
export function pagePolicy(root: unknown, nonce: string, pathname = '/'): string {
  const store = (root as RootData | undefined)?.store?.data;
  const platform = (root as RootData | undefined)?.platform;
  const assets = store?.assets_url ? originOf(store.assets_url) : undefined;
  return contentSecurityPolicy({
    nonce,
    imageOrigins: assets ? [assets] : [],
    tagManager: !!store?.tag_manager_id && isContainerId(store.tag_manager_id),
    gateway: isPayPage(pathname) ? cardGatewayOrigins(store?.card_gateway) : undefined,
    // The sign-up hands the new owner to the store's office, one label below the platform's
    // domain on its own port: a host source with no scheme keeps this page's (https in
    // production), so a form never posts the login code in the clear.
    formActions: platform ? [`*.${platform.domain}:*`] : [],
  });
}
