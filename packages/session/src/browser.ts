import type { LoggedAccount } from '@vitrine/contract/auth';
import { SESSION_KINDS, SESSION_PATHS, type SessionKind } from './kinds.ts';

// The page's side of the session: plain fetch to the app's own server, no client library, so
// the public pages' first download stays small. The token itself is never in reach here.

/** This kind's marker cookie: a random id per login, absent when logged out. */
export function sessionMarker(kind: SessionKind): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const name = SESSION_KINDS[kind].markerCookie;
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name && value.join('=')) return value.join('=');
  }
  return undefined;
}

/** spec §9 cookie polling: calls `onChange` when another tab logs in or out. */
export function watchSessionMarker(
  kind: SessionKind,
  onChange: (marker: string | undefined) => void,
  intervalMs = 300,
): () => void {
  let last = sessionMarker(kind);
  const timer = setInterval(() => {
    const now = sessionMarker(kind);
    if (now === last) return;
    last = now;
    onChange(now);
  }, intervalMs);
  return () => clearInterval(timer);
}

/** spec §4, §7: the logged account, or null; asks the server only when a session may exist. */
export async function fetchSessionAccount(kind: SessionKind): Promise<LoggedAccount | null> {
  if (!sessionMarker(kind)) return null;
  const response = await fetch(SESSION_KINDS[kind].validatePath, {
    method: 'POST',
    credentials: 'same-origin',
  });
  if (!response.ok) return null;
  return (await response.json()) as LoggedAccount | null;
}

export type SessionFailure = { status: number; code: string; message: string };
export type SessionResult = { ok: true; account: LoggedAccount } | ({ ok: false } & SessionFailure);

const NO_ANSWER = 'Não foi possível falar com a loja agora. Verifique sua conexão e tente de novo.';

async function post(path: string, body?: unknown): Promise<Response | null> {
  try {
    return await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return null;
  }
}

async function started(response: Response | null): Promise<SessionResult> {
  if (!response) return { ok: false, status: 0, code: 'network', message: NO_ANSWER };
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok && body?.account) return { ok: true, account: body.account as LoggedAccount };
  return {
    ok: false,
    status: response.status,
    code: typeof body?.code === 'string' ? body.code : 'unknown',
    message: typeof body?.message === 'string' ? body.message : NO_ANSWER,
  };
}

/** Logs in through the app's server, which keeps the token in an HttpOnly cookie. */
export async function logIn(body: { email: string; password: string }): Promise<SessionResult> {
  return started(await post(SESSION_PATHS.login, body));
}

/** First access or recovered access: creates the password and logs in (spec §2). */
export async function createPassword(body: {
  first_access_token: string;
  password: string;
}): Promise<SessionResult> {
  return started(await post(SESSION_PATHS.createPassword, body));
}

/** spec §8: true when the API ended the session; the cookies are cleared either way. */
export async function logOut(): Promise<boolean> {
  const response = await post(SESSION_PATHS.logout);
  if (!response?.ok) return false;
  const body = (await response.json().catch(() => null)) as { ok?: boolean } | null;
  return body?.ok === true;
}
