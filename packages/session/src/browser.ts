import type { LoggedAccount } from '@vitrine/contract/auth';
import { BROWSER_SESSION_KINDS, SESSION_PATHS, type SessionKind } from './kinds.ts';

// The page's side of the session: plain fetch to the app's own server, no client library, so
// the public pages' first download stays small. The token itself is never in reach here.

/** This kind's marker cookie: a random id per login, absent when logged out. */
export function sessionMarker(kind: SessionKind): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const name = BROWSER_SESSION_KINDS[kind].markerCookie;
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name && value.join('=')) return value.join('=');
  }
  return undefined;
}

/** spec §9 cookie polling interval. */
export const MARKER_POLL_MS = 300;
/**
 * How often a visible tab asks the server whether its session still holds. The marker only
 * tells of this browser's own logins and logouts; a session revoked from another device (or
 * expired) shows when the server, asked, refuses the token and clears the cookies. Also asked
 * as the tab comes back into view; never on every poll: each ask reaches the API.
 */
export const SESSION_RECHECK_MS = 20_000;

type MarkerListener = (marker: string | undefined) => void;
const watchers = new Map<SessionKind, { listeners: Set<MarkerListener>; stop: () => void }>();

/**
 * Follows the session of this kind in this browser: calls `onChange` with the new marker when
 * another tab logs in or out (spec §9, 300 ms polling), and with `undefined` when the server
 * no longer accepts the session (asked every SESSION_RECHECK_MS while the tab is visible, and
 * when it becomes visible or focused). One watcher per kind serves every caller on the page.
 */
export function watchSession(kind: SessionKind, onChange: MarkerListener): () => void {
  let watcher = watchers.get(kind);
  if (!watcher) {
    const listeners = new Set<MarkerListener>();
    const stop = startWatching(kind, (marker) => {
      for (const listener of [...listeners]) listener(marker);
    });
    watcher = { listeners, stop };
    watchers.set(kind, watcher);
  }
  const { listeners } = watcher;
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0 || watchers.get(kind)?.listeners !== listeners) return;
    watchers.get(kind)?.stop();
    watchers.delete(kind);
  };
}

function startWatching(kind: SessionKind, emit: MarkerListener): () => void {
  let last = sessionMarker(kind);
  const look = () => {
    const now = sessionMarker(kind);
    if (now === last) return;
    last = now;
    emit(now);
  };
  // Focus and visibility often arrive together: the ask under way serves both.
  let asking = false;
  const recheck = async () => {
    if (asking || document.visibilityState !== 'visible' || !sessionMarker(kind)) return;
    asking = true;
    try {
      // The server answers from the cookie; a token it refuses comes back with both cookies
      // cleared, so the marker is gone as this returns: a logout, seen at once.
      await fetch(BROWSER_SESSION_KINDS[kind].validatePath, {
        method: 'POST',
        credentials: 'same-origin',
      });
    } catch {
      // offline: nothing is known, the session stays as it was
    } finally {
      asking = false;
    }
    look();
  };
  const onShown = () => {
    if (document.visibilityState === 'visible') void recheck();
  };
  const poll = setInterval(look, MARKER_POLL_MS);
  const ask = setInterval(() => void recheck(), SESSION_RECHECK_MS);
  document.addEventListener('visibilitychange', onShown);
  window.addEventListener('focus', onShown);
  return () => {
    clearInterval(poll);
    clearInterval(ask);
    document.removeEventListener('visibilitychange', onShown);
    window.removeEventListener('focus', onShown);
  };
}

/**
 * spec §4, §7: the logged account, or null; asks the server only when a session may exist.
 * Throws when the server could not tell (the API did not answer): not known is not logged out.
 */
export async function fetchSessionAccount(kind: SessionKind): Promise<LoggedAccount | null> {
  if (!sessionMarker(kind)) return null;
  const response = await fetch(BROWSER_SESSION_KINDS[kind].validatePath, {
    method: 'POST',
    credentials: 'same-origin',
  });
  const account = response.ok ? ((await response.json()) as LoggedAccount | null) : null;
  if (account) return account;
  // A refused token comes back with the cookies cleared; a marker still here means the
  // server did not learn the token's fate.
  if (sessionMarker(kind)) throw new Error('The session could not be checked now.');
  return null;
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
export async function logIn(body: {
  email: string;
  password: string;
  /** Two-step verification's code, when the API asked for it (`two_factor_required`). */
  code?: string | undefined;
}): Promise<SessionResult> {
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
