import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@vitrine/api-client/client';
import { ApiError } from '@vitrine/api-client/errors';
import { getSellerFirstAccess } from '@vitrine/api-client/get-seller-first-access';

/**
 * Is this create-password link still good? Its seller, or null when it no longer works (used,
 * expired, replaced by a newer one, never issued, or another store's: the API tells none of
 * these apart, 404; a token too long to be one, 400). Other failures are errors. The key is
 * the api-client's `sellerFirstAccessQueryOptions` one (first-access.test.ts keeps them equal).
 */
export function firstAccessLinkQuery(api: ApiClient, token: string) {
  return queryOptions({
    queryKey: ['seller', 'first-access', token] as const,
    queryFn: async () => {
      try {
        return await getSellerFirstAccess(api, token);
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          return null;
        }
        throw error;
      }
    },
    retry: false,
    staleTime: Infinity,
  });
}
