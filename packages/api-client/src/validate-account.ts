import { parse, type ApiClient } from './client.ts';
import { loggedAccountSchema, type LoggedAccount } from '@vitrine/contract/auth';
import { asResult } from './errors.ts';

/**
 * spec §7 POST /api/validate_user and /api/validate_seller share one rule (spec §4, §8): the
 * logged account, or null — no token, a refused token or any failure means "not logged in",
 * with no message.
 */
export async function validateAccount(
  client: ApiClient,
  path: 'api/validate_user' | 'api/validate_seller',
  accessToken: string | undefined,
): Promise<LoggedAccount | null> {
  if (!accessToken) return null;
  const result = await asResult(
    parse(loggedAccountSchema, client.api.post(path, { json: { access_token: accessToken } })),
  );
  return result.ok ? result.data : null;
}
