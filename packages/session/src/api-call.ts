import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { STORE_HEADER } from '@vitrine/contract/headers';

/**
 * The caller's address appended to X-Forwarded-For: the API limits logins per IP and reads the
 * entry this server wrote.
 */
export function forwardedFor(c: Context): string | undefined {
  let remote: string | undefined;
  try {
    remote = getConnInfo(c).remote.address;
  } catch {
    remote = undefined; // not on a Node socket (tests calling app.request)
  }
  return [c.req.header('x-forwarded-for'), remote].filter(Boolean).join(', ') || undefined;
}

export type ApiCall = {
  apiUrl: string;
  storeId: string | null;
  token?: string | undefined;
  forwardedFor?: string | undefined;
};

/** A JSON call from the app's server to the API, with the store and bearer headers (spec §6). */
export function callApi(call: ApiCall, path: string, body?: unknown): Promise<Response> {
  const headers = new Headers({ accept: 'application/json' });
  if (body !== undefined) headers.set('content-type', 'application/json');
  if (call.storeId) headers.set(STORE_HEADER, call.storeId);
  if (call.token) headers.set('authorization', `Bearer ${call.token}`);
  if (call.forwardedFor) headers.set('x-forwarded-for', call.forwardedFor);
  return fetch(`${call.apiUrl.replace(/\/+$/, '')}${path}`, {
    method: 'POST',
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(15_000),
  });
}
