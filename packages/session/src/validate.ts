import { loggedAccountSchema, type LoggedAccount } from '@vitrine/contract/auth';
import { callApi, type ApiCall } from './api-call.ts';
import { SESSION_KINDS, type SessionKind } from './kinds.ts';

/**
 * What the API said of a token: the account it is logged in as, `refused` (no token, or one
 * the API no longer accepts: revoked, expired, of another store) or `unknown` (the API did not
 * answer, or not in a way that says either). Only a refusal ends the session in the browser:
 * a moment without the API must not log every open tab out.
 */
export type TokenCheck =
  { state: 'valid'; account: LoggedAccount } | { state: 'refused' } | { state: 'unknown' };

// The API's answers about the token itself (validate-routes.ts: 401; a malformed one: 400).
const REFUSALS = new Set([400, 401, 403]);

/**
 * spec §4, §7: asks the API who the token is logged in as, on this store (a kind of no store,
 * the operator's: who, wherever).
 */
export async function checkToken(kind: SessionKind, call: ApiCall): Promise<TokenCheck> {
  const { storeBound, api } = SESSION_KINDS[kind];
  if (!call.token) return { state: 'refused' };
  if (storeBound && !call.storeId) return { state: 'unknown' };
  try {
    const response = await callApi(call, api.validate, {
      access_token: call.token,
    });
    if (!response.ok) return { state: REFUSALS.has(response.status) ? 'refused' : 'unknown' };
    const parsed = loggedAccountSchema.safeParse(await response.json());
    if (!parsed.success) return { state: 'unknown' };
    // A session of one store never counts on another (the API checks it too).
    if (storeBound && parsed.data.store_id !== call.storeId) return { state: 'refused' };
    return { state: 'valid', account: parsed.data };
  } catch {
    return { state: 'unknown' };
  }
}

/**
 * spec §4: a session is the account the API validates the token as, on this store. No token,
 * a refused or expired one, or an API that does not answer: not logged in, no message (§8).
 */
export async function validateSession(
  kind: SessionKind,
  call: ApiCall,
): Promise<LoggedAccount | null> {
  const check = await checkToken(kind, call);
  return check.state === 'valid' ? check.account : null;
}

/** spec §4, §8: ends the session on the API; true on success, false on failure. */
export async function endSession(kind: SessionKind, call: ApiCall): Promise<boolean> {
  if (!call.token) return false;
  try {
    const response = await callApi(call, SESSION_KINDS[kind].api.logout);
    return response.ok;
  } catch {
    return false;
  }
}
