import { createApiClient } from '@vitrine/api-client/client';
import { ApiError } from '@vitrine/api-client/errors';
import { checkPreview, redeemPreviewGrant } from '@vitrine/api-client/store-preview';
import { PREVIEW_TOKEN_HEADER } from '@vitrine/contract/store-preview';
import { isHttps } from '@vitrine/session/cookies';
import { ttlCache } from '@vitrine/server/ttl-cache';
import { parse, serialize } from 'hono/utils/cookie';
import { serverEnv } from './env.server.ts';

/**
 * The seller's preview of their store before it opens (README "A store that is not open").
 * The office's "Ver prévia da loja" asks the API for a one-time grant and opens
 * `/_previa/{grant}` on the store's own host; this server trades it for a preview token kept in
 * this HttpOnly cookie (never readable by a page's script, sent only to this host), and on
 * every page of the store that is not open asks the API whether the token still holds.
 */
export const PREVIEW_COOKIE = 'store_preview';

/**
 * How long this process trusts the API's answer about one token: a burst of a page's requests
 * asks once, and a preview ended (a newer one, the seller removed from the store) stops within
 * this. Never longer than the store cache.
 */
const CHECK_MS = 10_000;

let checks: ReturnType<typeof ttlCache<boolean>> | undefined;

const clientOf = (storeId: string) =>
  createApiClient({ apiBase: serverEnv().API_URL, storeId: () => storeId });

/** The preview token this request's cookie carries, if any (checked or not). */
export function previewTokenOf(cookieHeader: string | null | undefined): string | undefined {
  return parse(cookieHeader ?? '', PREVIEW_COOKIE)[PREVIEW_COOKIE] || undefined;
}

/**
 * The fetch a loader's API client uses while the store's seller previews it: every call carries
 * the preview token, which the API checks (none otherwise: the platform's fetch). A fetch, not a
 * header option of the client, which the pages' bundle shares.
 */
export function previewFetch(token: string | undefined): typeof fetch | undefined {
  if (!token) return undefined;
  return (input, init) => {
    const request = new Request(input, init);
    request.headers.set(PREVIEW_TOKEN_HEADER, token);
    return fetch(request);
  };
}

/**
 * The browser's API calls through this server's proxy (@vitrine/session) carry the cookie's
 * preview token, so the previewing seller's page reads the catalog as its loaders do; the
 * API checks the token. A token the page itself sends goes no further.
 */
export const previewFromCookie = (cookie: string | undefined) => ({
  [PREVIEW_TOKEN_HEADER.toLowerCase()]: previewTokenOf(cookie),
});

/** Whether this request carries a preview of this store that the API still honours. */
export async function previewOf(request: Request, storeId: string): Promise<boolean> {
  const token = previewTokenOf(request.headers.get('cookie'));
  if (!token) return false;
  checks ??= ttlCache<boolean>(Math.min(CHECK_MS, serverEnv().STORE_CACHE_MS));
  return checks
    .get(`${storeId} ${token}`, () =>
      checkPreview(clientOf(storeId), token).then(
        (check) => check.store_id === storeId,
        (error: unknown) => {
          // The API said no: kept like a yes. Anything else (the API down) is not kept.
          if (error instanceof ApiError && error.status < 500) return false;
          throw error;
        },
      ),
    )
    .catch(() => false);
}

/**
 * Trades the grant from the office's link for a preview of this store: the Set-Cookie that
 * keeps it, or null when the API refuses the grant (used, expired, another store's).
 */
export async function startPreview(request: Request, storeId: string, grant: string) {
  try {
    const preview = await redeemPreviewGrant(clientOf(storeId), grant);
    return serialize(PREVIEW_COOKIE, preview.token, {
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      secure: isHttps(request),
      expires: new Date(preview.expires_at),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return null;
    throw error;
  }
}
