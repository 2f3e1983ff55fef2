import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { clientAddress, TRUST_NONE, type TrustProxy } from '@vitrine/contract/forwarded-for';
import { STORE_HEADER } from '@vitrine/contract/headers';

/**
 * X-Forwarded-For for the API: the one address this server holds to be the browser's — its
 * socket's peer, or what the proxies `trustProxy` names in front of this server forwarded
 * (@vitrine/contract/forwarded-for). The browser's own X-Forwarded-For is never passed on: the
 * API trusts this server's entry (TRUST_PROXY) and limits logins per that address.
 */
export function forwardedFor(c: Context, trustProxy: TrustProxy = TRUST_NONE): string | undefined {
  let remote: string | undefined;
  try {
    remote = getConnInfo(c).remote.address;
  } catch {
    remote = undefined; // not on a Node socket (tests calling app.request)
  }
  return clientAddress(remote, c.req.header('x-forwarded-for'), trustProxy);
}

export type ApiCall = {
  apiUrl: string;
  storeId: string | null;
  token?: string | undefined;
  forwardedFor?: string | undefined;
  /** The browser's, so the API names the device a session started on (connected devices). */
  userAgent?: string | undefined;
};

/** A JSON call from the app's server to the API, with the store and bearer headers (spec §6). */
export function callApi(call: ApiCall, path: string, body?: unknown): Promise<Response> {
  const headers = new Headers({ accept: 'application/json' });
  if (body !== undefined) headers.set('content-type', 'application/json');
  if (call.storeId) headers.set(STORE_HEADER, call.storeId);
  if (call.token) headers.set('authorization', `Bearer ${call.token}`);
  if (call.forwardedFor) headers.set('x-forwarded-for', call.forwardedFor);
  if (call.userAgent) headers.set('user-agent', call.userAgent);
  return fetch(`${call.apiUrl.replace(/\/+$/, '')}${path}`, {
    method: 'POST',
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(15_000),
  });
}
