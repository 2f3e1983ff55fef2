import { clientAddress } from '@vitrine/contract/forwarded-for';
import type { Context } from 'hono';
import type { ApiEnv } from '../http/context.ts';
// ua-parser-js 1.x: MIT (2.x is AGPL-3.0). Pinned in package.json; see client-info.test.ts.
import UAParser from 'ua-parser-js';

/**
 * The caller's address (per-IP limits, the devices list): the socket's, or the one the
 * proxies TRUST_PROXY names forwarded (@vitrine/contract/forwarded-for). A client's own
 * X-Forwarded-For entries never count. 'desconhecido' off a socket (app.request in tests).
 */
export function clientIp(c: Context<ApiEnv>): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  const trust = c.get('deps').config.TRUST_PROXY;
  return (
    clientAddress(incoming?.socket?.remoteAddress, c.req.header('x-forwarded-for'), trust) ??
    'desconhecido'
  );
}

/** '189.12.34.56' → '189.12.x.x'; '2804:14c:65:a::1' → '2804:14c:x:x'. Shown on the devices list. */
export function maskIp(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.x.x`;
  if (ip.includes(':')) {
    const [first = '', second = ''] = ip.split(':');
    return `${first || '0'}:${second || '0'}:x:x`;
  }
  return 'desconhecido';
}

export type DeviceInfo = { browser: string; os: string; deviceType: string };

// The devices list (and the sessions already stored) names browsers and systems as
// ua-parser-js 2 did; 1.x calls some of them otherwise. These map 1.x back to those names.
const MOBILE_BROWSER: Record<string, RegExp> = {
  Chrome: /\b(?:crmo|crios)\/|chrome\/[\w.]+ mobile/i,
  Firefox: /\bfxios\/|(?:mobile|tablet);.*firefox\//i,
};
const OS_NAMES: Record<string, string> = { 'Mac OS': 'macOS' };

/** Browser and OS names from the User-Agent, as the devices list shows them. */
export function parseUserAgent(userAgent: string | undefined): DeviceInfo {
  const ua = userAgent ?? '';
  const result = UAParser(ua);
  const name = result.browser.name;
  const browser = name && MOBILE_BROWSER[name]?.test(ua) ? `Mobile ${name}` : name;
  const version = result.browser.major ? ` ${result.browser.major}` : '';
  const os = result.os.name ? (OS_NAMES[result.os.name] ?? result.os.name) : undefined;
  const osVersion = result.os.version ? ` ${result.os.version}` : '';
  return {
    browser: browser ? `${browser}${version}` : 'Navegador desconhecido',
    os: os ? `${os}${osVersion}` : 'Sistema desconhecido',
    deviceType: result.device.type ?? 'desktop',
  };
}
