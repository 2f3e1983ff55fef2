import { queryOptions } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import { loggedAccountSchema, type LoggedAccount } from '../contract/auth.ts';
import { asResult } from '../errors.ts';

/**
 * spec §7 POST /api/validate_seller — the logged seller, or null (spec §4: logged in only if
 * the seller_access_token cookie exists and the server accepts it).
 */
export async function validateSeller(
  client: ApiClient,
  accessToken: string | undefined,
): Promise<LoggedAccount | null> {
  if (!accessToken) return null;
  const result = await asResult(
    parse(
      loggedAccountSchema,
      client.api.post('api/validate_seller', { json: { access_token: accessToken } }),
    ),
  );
  return result.ok ? result.data : null;
}

export function validateSellerQueryOptions(client: ApiClient, accessToken: string | undefined) {
  return queryOptions({
    queryKey: ['seller', 'validate', accessToken ?? null] as const,
    queryFn: () => validateSeller(client, accessToken),
  });
}
