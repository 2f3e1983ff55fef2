import { parse, serialize } from 'hono/utils/cookie';
import { SESSION_KINDS, type SessionKind } from './kinds.ts';

/** The token of this kind in a request's Cookie header, if any. */
export function sessionToken(kind: SessionKind, cookieHeader: string | null | undefined) {
  if (!cookieHeader) return undefined;
  return parse(cookieHeader, SESSION_KINDS[kind].tokenCookie)[SESSION_KINDS[kind].tokenCookie];
}

/** Whether a request carries either cookie of this kind (the token, or the marker tabs watch). */
export function hasSessionCookie(kind: SessionKind, cookieHeader: string | null | undefined) {
  if (!cookieHeader) return false;
  const { tokenCookie, markerCookie } = SESSION_KINDS[kind];
  const cookies = parse(cookieHeader);
  return Boolean(cookies[tokenCookie] || cookies[markerCookie]);
}

/** Whether the request came over https (directly, or through a TLS-terminating proxy). */
export function isHttps(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return (forwarded ?? new URL(request.url).protocol.replace(':', '')) === 'https';
}

/**
 * Set-Cookie values that start a session: the token, HttpOnly so no page script can read it,
 * and the marker other tabs watch. Both expire with the session (the seller's within 24 h).
 */
export function sessionCookies(
  kind: SessionKind,
  session: { token: string; expiresAt: Date; secure: boolean; now: Date },
): string[] {
  const config = SESSION_KINDS[kind];
  const limit =
    config.maxLifetimeMs === null ? Infinity : session.now.getTime() + config.maxLifetimeMs;
  const expires = new Date(Math.min(session.expiresAt.getTime(), limit));
  const common = { path: '/', sameSite: config.sameSite, secure: session.secure, expires } as const;
  return [
    serialize(config.tokenCookie, session.token, { ...common, httpOnly: true }),
    serialize(config.markerCookie, crypto.randomUUID(), common),
  ];
}

/** Set-Cookie values that end the session in this browser, whatever the API said. */
export function clearedSessionCookies(kind: SessionKind, secure: boolean): string[] {
  const config = SESSION_KINDS[kind];
  const common = { path: '/', sameSite: config.sameSite, secure, maxAge: 0 } as const;
  return [
    serialize(config.tokenCookie, '', { ...common, httpOnly: true }),
    serialize(config.markerCookie, '', common),
  ];
}
