import type { Context } from 'hono';
// ua-parser-js 1.x: MIT (2.x is AGPL-3.0). Pinned in package.json; see client-info.test.ts.
import UAParser from 'ua-parser-js';

/**
 * The caller's address. Behind the load balancer the API trusts the LAST X-Forwarded-For entry:
 * the one our own proxy appended; entries before it are whatever the client chose to send.
 * Without the header (direct connection, tests) the socket address, when there is one.
 */
export function clientIp(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for');
  const last = forwarded?.split(',').at(-1)?.trim();
  if (last) return last;
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress ?? 'desconhecido';
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
