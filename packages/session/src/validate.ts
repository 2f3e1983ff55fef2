import { loggedAccountSchema, type LoggedAccount } from '@vitrine/contract/auth';
import { callApi, type ApiCall } from './api-call.ts';
import { SESSION_KINDS, type SessionKind } from './kinds.ts';

/**
 * spec §4: a session is the account the API validates the token as, on this store. No token,
 * a refused or expired one, or an API that does not answer: not logged in, no message (§8).
 */
export async function validateSession(
  kind: SessionKind,
  call: ApiCall,
): Promise<LoggedAccount | null> {
  if (!call.token || !call.storeId) return null;
  try {
    const response = await callApi(call, SESSION_KINDS[kind].api.validate, {
      access_token: call.token,
    });
    if (!response.ok) return null;
    const parsed = loggedAccountSchema.safeParse(await response.json());
    return parsed.success && parsed.data.store_id === call.storeId ? parsed.data : null;
  } catch {
    return null;
  }
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
