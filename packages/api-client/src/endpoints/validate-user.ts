import { queryOptions } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import { loggedAccountSchema, type LoggedAccount } from '../contract/auth.ts';
import { asResult } from '../errors.ts';

/**
 * spec §7 POST /api/validate_user — the logged customer, or null when the token is missing or
 * invalid (spec §4/§8: failure means "not logged in", no message).
 */
export async function validateUser(
  client: ApiClient,
  accessToken: string | undefined,
): Promise<LoggedAccount | null> {
  if (!accessToken) return null;
  const result = await asResult(
    parse(
      loggedAccountSchema,
      client.api.post('api/validate_user', { json: { access_token: accessToken } }),
    ),
  );
  return result.ok ? result.data : null;
}

export const validateUserQueryKey = (accessToken: string | undefined) =>
  ['customer', 'validate', accessToken ?? null] as const;

export function validateUserQueryOptions(client: ApiClient, accessToken: string | undefined) {
  return queryOptions({
    queryKey: validateUserQueryKey(accessToken),
    queryFn: () => validateUser(client, accessToken),
  });
}
