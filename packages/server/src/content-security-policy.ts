import { randomBytes } from 'node:crypto';

/**
 * The Content-Security-Policy both apps' HTML pages are sent with. Shoppers type card numbers
 * into the storefront's pay page and sellers see their customers' data in the office: a
 * script that got into a page must not run. Only scripts carrying the response's nonce run,
 * and what they load ('strict-dynamic': React Router's entry imports its chunks, the tag
 * manager's snippet adds gtm.js); no plugins, no <base> to re-point relative URLs, no framing
 * by another site, forms post only to this origin (and, on the platform's sign-up page, to the
 * new store's office: `formActions`).
 *
 * Styles are allowed inline ('unsafe-inline' in style-src): the `<style>` Radix adds while a
 * dialog is open (its scroll lock), the seller office's store-not-found page and React's
 * `style` attributes (the tag manager's hidden frame) need it; nonces on those would need every
 * library that adds a style to know the nonce. A style cannot run script; what injected CSS could still do (read an
 * attribute with selectors) needs markup injected into the page first, which script-src and
 * React's escaping already stand against, and the card fields are uncontrolled inputs whose
 * typed value is in no attribute.
 */
export type PolicyOptions = {
  /** This response's nonce (newNonce()): the only inline scripts that run carry it. */
  nonce: string;
  /** Where pictures also come from (the store's asset host, CDN_URL), as origins. */
  imageOrigins?: readonly string[];
  /** The store has a tag-manager container (spec §1): its host may serve scripts and frames. */
  tagManager?: boolean;
  /** A payment gateway's script on the page that uses it, and the origins it calls. */
  gateway?: { scriptOrigins: readonly string[]; connectOrigins: readonly string[] };
  /**
   * Where the page's forms may also post (host sources): the platform's sign-up page hands the
   * new owner over to their store's office (`*.{PLATFORM_DOMAIN}:*`), another origin.
   */
  formActions?: readonly string[];
};

/** Google Tag Manager's one host: gtm.js, its noscript frame and its pixel. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** 128 random bits, base64: unguessable for whoever writes markup into a page. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

export function contentSecurityPolicy({
  nonce,
  imageOrigins = [],
  tagManager = false,
  gateway,
  formActions = [],
}: PolicyOptions): string {
  const gtm = tagManager ? [TAG_MANAGER_ORIGIN] : [];
  const gatewayScripts = gateway?.scriptOrigins ?? [];
  const gatewayCalls = gateway?.connectOrigins ?? [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // The host is for browsers without 'strict-dynamic' (CSP 2), which ignore the nonce's
    // reach; browsers with it ignore host lists here and follow the snippet's nonce.
    'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'", ...gtm, ...new Set(gatewayScripts)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...new Set(imageOrigins), ...gtm],
    'font-src': ["'self'"],
    // The page's own origin: the session and the /_api proxy, React Router's .data, version.json.
    'connect-src': ["'self'", ...gtm, ...new Set(gatewayCalls)],
    'frame-src': ["'self'", ...gtm],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'", ...new Set(formActions)],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The nonce a policy names (the ETag leaves it out: the same page, a new nonce). */
export function nonceOf(policy: string | null | undefined): string | null {
  return policy?.match(/'nonce-([^']+)'/)?.[1] ?? null;
}
