import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { proxy } from 'hono/proxy';
import { API_PROXY_PREFIX } from '../src/lib/paths.ts';

/**
 * The browser reaches the API through the storefront's own origin, so no CORS is needed for
 * any store host. Two doors (server/app.ts):
 * - `/api/<path>` goes to `<apiUrl>/api/<path>` unchanged: the spec §7 calls the apps make on
 *   their own origin (`POST /api/validate_user`, `/api/get_address`, …).
 * - `${API_PROXY_PREFIX}/<path>` goes to `<apiUrl>/<path>`: the browser's `{apiBase}`
 *   (`POST {apiBase}/cart`, catalog reads).
 * The caller's address is appended to X-Forwarded-For: the API trusts the last entry, the one
 * this proxy wrote (its rate limits are per IP).
 */
export function forwardToApi(apiUrl: string, stripPrefix = '') {
  const base = apiUrl.replace(/\/+$/, '');
  return (c: Context) => {
    const url = new URL(c.req.url);
    const path = stripPrefix ? url.pathname.slice(stripPrefix.length) || '/' : url.pathname;
    const target = `${base}${path}${url.search}`;
    const forwardedFor = [c.req.header('x-forwarded-for'), remoteAddress(c)]
      .filter(Boolean)
      .join(', ');
    return proxy(target, {
      raw: c.req.raw,
      headers: {
        ...c.req.header(),
        host: undefined,
        'x-forwarded-for': forwardedFor || undefined,
        'x-forwarded-host': url.host,
        'x-forwarded-proto': url.protocol.replace(':', ''),
      },
    });
  };
}

/** Mounts both doors on the storefront server. */
export function mountApiProxy(
  app: { all: (path: string, handler: (c: Context) => unknown) => unknown },
  apiUrl: string,
) {
  app.all(`${API_PROXY_PREFIX}/*`, forwardToApi(apiUrl, API_PROXY_PREFIX));
  app.all('/api/*', forwardToApi(apiUrl));
}

function remoteAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // not on a Node socket (tests calling app.request)
  }
}
