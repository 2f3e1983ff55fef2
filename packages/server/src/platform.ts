import { DEFAULT_PLATFORM_DOMAIN, PLATFORM_DOMAIN_PATTERN } from '@vitrine/domain/store-slug';
import { z } from 'zod';

// The platform's own host (PLATFORM_DOMAIN): "Crie sua loja" and its terms and privacy notice
// are served there by the storefront, and every store opened by sign-up answers one label below
// it, `{slug}.{PLATFORM_DOMAIN}`, storefront and office alike.

/**
 * PLATFORM_DOMAIN as the API reads it (apps/api/src/config.ts): trimmed, lower case, without a
 * final dot; `vitrine.localhost` when unset. Every server reads the same value.
 */
export const platformDomainSchema = z
  .string()
  .transform((value) => value.trim().toLowerCase().replace(/\.+$/, ''))
  .pipe(z.string().regex(PLATFORM_DOMAIN_PATTERN, 'must be a host name such as vitrine.com.br'))
  .default(DEFAULT_PLATFORM_DOMAIN);

/** The name of a Host header (`Vitrine.localhost:3000.` → `vitrine.localhost`). */
function hostname(host: string): string {
  return host.trim().toLowerCase().replace(/:\d*$/, '').replace(/\.+$/, '');
}

/** Whether `host` (the request's, port or not) is the platform's own. */
export function isPlatformHost(host: string, domain: string): boolean {
  return hostname(host) === domain;
}

/**
 * Whether a request was sent by a page of the platform's own host (its `Origin`, which a
 * browser always sends with a cross-origin POST and a page cannot forge), over the scheme this
 * request came by: a new store's office takes the sign-up's login code from there only, so no
 * other site can log a visitor in to a store of its own making (login CSRF).
 */
export function isFromPlatform(
  request: Request,
  domain: string,
  https = new URL(request.url).protocol === 'https:',
): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  try {
    const from = new URL(origin);
    return isPlatformHost(from.host, domain) && from.protocol === (https ? 'https:' : 'http:');
  } catch {
    return false; // `Origin: null` or garbage
  }
}
