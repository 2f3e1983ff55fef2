import type { LoggedAccount } from '@vitrine/contract/auth';
import { clearedSessionCookies, hasSessionCookie, isHttps, sessionToken } from './cookies.ts';
import type { SessionKind } from './kinds.ts';
import { loginPathFor } from './return-path.ts';
import { checkToken } from './validate.ts';

export type SessionCheck =
  | { ok: true; account: LoggedAccount; token: string }
  | { ok: false; location: string; headers: Headers };

/**
 * spec §2 "buyer login required" / "seller login required" (and the console's operator), for
 * any server route of an app: the logged account with its token, or where to send the visitor — the login screen,
 * remembering the page — with a refused token's cookies cleared on the way (an API that did
 * not answer clears nothing: the session may well be alive).
 */
export async function checkSession(
  kind: SessionKind,
  request: Request,
  /** `storeId`: the host's store; none for the operator's kind (checkToken). */
  options: { apiUrl: string; storeId?: string | null; loginPath: string },
): Promise<SessionCheck> {
  const cookieHeader = request.headers.get('cookie');
  const token = sessionToken(kind, cookieHeader);
  const storeId = options.storeId ?? null;
  const check = await checkToken(kind, { apiUrl: options.apiUrl, storeId, token });
  if (check.state === 'valid' && token) return { ok: true, account: check.account, token };
  const headers = new Headers();
  if (check.state === 'refused' && hasSessionCookie(kind, cookieHeader)) {
    for (const cookie of clearedSessionCookies(kind, isHttps(request))) {
      headers.append('Set-Cookie', cookie);
    }
  }
  return { ok: false, location: loginPathFor(options.loginPath, request.url), headers };
}
