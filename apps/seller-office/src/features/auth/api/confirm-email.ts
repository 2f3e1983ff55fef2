import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@vitrine/api-client/client';
import { toApiError } from '@vitrine/api-client/errors';
import { sellerStoreQueryKey } from '@vitrine/api-client/query-keys';
import { confirmSellerEmail } from '@vitrine/api-client/store-sign-up';
import type { LoggedAccount } from '@vitrine/contract/auth';

/** What the confirmation link did: the API's pt-BR words, and who is logged in (or nobody). */
export type ConfirmEmailResult = {
  confirmed: boolean;
  message: string;
  seller: LoggedAccount | null;
};

/**
 * Uses the confirmation link up (POST /sellers/confirm-email, this host's store): confirmed, or
 * the API's refusal of a used, expired or other store's link (400), said as it words it.
 * Anything else is the error page's.
 */
export async function confirmEmailLink(
  api: ApiClient,
  queryClient: QueryClient,
  token: string,
  seller: LoggedAccount | null,
): Promise<ConfirmEmailResult> {
  try {
    const { message } = await confirmSellerEmail(api, token);
    // What the office says of the e-mail (the welcome, the checklist) is stale.
    await queryClient.invalidateQueries({ queryKey: sellerStoreQueryKey });
    return { confirmed: true, message, seller };
  } catch (error) {
    const refusal = toApiError(error);
    if (refusal.status !== 400) throw refusal;
    return { confirmed: false, message: refusal.message, seller };
  }
}
