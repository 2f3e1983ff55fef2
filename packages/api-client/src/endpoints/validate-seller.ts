import type { ApiClient } from '../client.ts';
import type { LoggedAccount } from '@vitrine/contract/auth';
import { validateAccount } from '../validate-account.ts';

/**
 * spec §7 POST /api/validate_seller — the logged seller, or null (spec §4: logged in only if
 * the seller_access_token cookie exists and the server accepts it).
 */
export function validateSeller(
  client: ApiClient,
  accessToken: string | undefined,
): Promise<LoggedAccount | null> {
  return validateAccount(client, 'api/validate_seller', accessToken);
}
