import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { proxy } from 'hono/proxy';

/**
 * spec §7: the browser calls the API on the storefront's own origin, so no CORS is needed for
 * any store host. `/api/<path>` here is `<apiUrl>/<path>` there (`/api/api/validate_user` is
 * the API's `/api/validate_user`). The caller's address is appended to X-Forwarded-For: the
 * API trusts the last entry, the one this proxy wrote (its rate limits are per IP).
 */
export function forwardToApi(apiUrl: string) {
  const base = apiUrl.replace(/\/+$/, '');
  return (c: Context) => {
    const url = new URL(c.req.url);
    const target = `${base}${url.pathname.replace(/^\/api(?=\/|$)/, '') || '/'}${url.search}`;
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

function remoteAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // not on a Node socket (tests calling app.request)
  }
}
