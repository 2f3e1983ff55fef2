import type { FirstAccessInfo } from '@vitrine/contract/auth';
import { ApiError } from './errors.ts';

/**
 * A create-password link's account, or null when the link no longer works (used, expired,
 * replaced by a newer one, never issued, or another store's: the API tells none of these
 * apart, 404; a token too long to be one, 400). Other failures are errors.
 */
export async function linkOrNull(check: Promise<FirstAccessInfo>): Promise<FirstAccessInfo | null> {
  try {
    return await check;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
