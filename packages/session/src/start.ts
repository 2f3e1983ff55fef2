import { errorSchema, type ErrorBody } from '@vitrine/contract/common';
import { sessionResponseSchema, type LoggedAccount } from '@vitrine/contract/auth';
import { callApi, type ApiCall } from './api-call.ts';
import { sessionCookies } from './cookies.ts';
import { SESSION_KINDS, type SessionKind } from './kinds.ts';

export type StartedSession =
  | { ok: true; account: LoggedAccount; cookies: string[] }
  | { ok: false; status: number; error: ErrorBody; retryAfter: string | null };

export const API_DOWN = {
  code: 'api_unavailable',
  message: 'Não foi possível falar com a loja agora. Tente de novo em instantes.',
} as const;

/**
 * Login or create-password on the API, from the app's server: the logged account and the
 * Set-Cookie values that keep its token (HttpOnly), or the API's refusal as it came (401, 429
 * with its Retry-After, 400 with the fields' messages).
 */
export function startSession(
  kind: SessionKind,
  how: 'login' | 'createPassword',
  call: Omit<ApiCall, 'token'>,
  body: unknown,
  cookie: { secure: boolean; now: Date },
): Promise<StartedSession> {
  const path = SESSION_KINDS[kind].api[how];
  // mountSession mounts create-password only for a kind that has it.
  if (!path) throw new Error(`startSession: the ${kind} session has no ${how}`);
  return startSessionAt(kind, path, call, body, cookie);
}

/**
 * As startSession, at another API route that answers a session (`sessionResponseSchema`): the
 * seller office's trade of a new store's login code (`/sellers/login-code`).
 */
export async function startSessionAt(
  kind: SessionKind,
  apiPath: string,
  call: Omit<ApiCall, 'token'>,
  body: unknown,
  cookie: { secure: boolean; now: Date },
): Promise<StartedSession> {
  let response: Response;
  try {
    response = await callApi(call, apiPath, body);
  } catch {
    return { ok: false, status: 502, error: API_DOWN, retryAfter: null };
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = errorSchema.safeParse(answer);
    return {
      ok: false,
      status: error.success ? response.status : 502,
      error: error.success ? error.data : API_DOWN,
      retryAfter: response.headers.get('retry-after'),
    };
  }
  const session = sessionResponseSchema.safeParse(answer);
  if (!session.success) return { ok: false, status: 502, error: API_DOWN, retryAfter: null };
  const cookies = sessionCookies(kind, {
    token: session.data.access_token,
    expiresAt: new Date(session.data.expires_at),
    ...cookie,
  });
  return { ok: true, account: session.data.account, cookies };
}
