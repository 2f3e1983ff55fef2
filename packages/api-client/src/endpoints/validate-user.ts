import type { ApiClient } from '../client.ts';
import type { LoggedAccount } from '@vitrine/contract/auth';
import { validateAccount } from '../validate-account.ts';

/** spec §7 POST /api/validate_user — the logged customer, or null (not logged in). */
export function validateUser(
  client: ApiClient,
  accessToken: string | undefined,
): Promise<LoggedAccount | null> {
  return validateAccount(client, 'api/validate_user', accessToken);
}
