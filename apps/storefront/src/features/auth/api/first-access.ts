import type { ApiClient } from '@vitrine/api-client/client';
import { ApiError } from '@vitrine/api-client/errors';
import { getCustomerFirstAccess } from '@vitrine/api-client/get-customer-first-access';
import type { FirstAccessInfo } from '@vitrine/contract/auth';

/**
 * A create-password link's account, or null when the link no longer works (used, expired,
 * replaced by a newer one, or never issued: the API tells none of these apart, 404; a token
 * too long to be one, 400). Other failures are errors.
 */
export async function firstAccessLink(
  client: ApiClient,
  token: string,
): Promise<FirstAccessInfo | null> {
  try {
    return await getCustomerFirstAccess(client, token);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
