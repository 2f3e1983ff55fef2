import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@vitrine/contract/auth';
import { recoveryCodesSchema, twoFactorSetupSchema } from '@vitrine/contract/two-factor';
import { parse, type ApiClient } from '../client.ts';
import { sellerProfileQueryKey, twoFactorQueryKey } from '../query-keys.ts';

const base = 'sellers/me/two-factor';

/**
 * Begin (password → QR code), confirm (first code → recovery codes), new recovery codes, turn
 * off (password and code). Each answer refreshes the status, and the profile (a seller the
 * store's requirement held back is free once it is on).
 */
export function twoFactorMutations(client: ApiClient, queryClient: QueryClient) {
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: twoFactorQueryKey });
    await queryClient.invalidateQueries({ queryKey: sellerProfileQueryKey });
  };
  return {
    /** 400 wrong_password; 409 two_factor_on. */
    setup: mutationOptions({
      mutationKey: [...twoFactorQueryKey, 'setup'],
      mutationFn: (password: string) =>
        parse(twoFactorSetupSchema, client.api.post(`${base}/setup`, { json: { password } })),
    }),
    /** 400 invalid_two_factor_code; 409 two_factor_not_started. */
    confirm: mutationOptions({
      mutationKey: [...twoFactorQueryKey, 'confirm'],
      mutationFn: (code: string) =>
        parse(recoveryCodesSchema, client.api.post(`${base}/confirm`, { json: { code } })),
      onSuccess: refresh,
    }),
    /** 401 invalid_two_factor_code. */
    recoveryCodes: mutationOptions({
      mutationKey: [...twoFactorQueryKey, 'recovery-codes'],
      mutationFn: (code: string) =>
        parse(recoveryCodesSchema, client.api.post(`${base}/recovery-codes`, { json: { code } })),
      onSuccess: refresh,
    }),
    /** 400 wrong_password; 401 invalid_two_factor_code; 409 two_factor_required_by_store. */
    disable: mutationOptions({
      mutationKey: [...twoFactorQueryKey, 'disable'],
      mutationFn: (body: { password: string; code: string }) =>
        parse(messageResponseSchema, client.api.post(`${base}/disable`, { json: body })),
      onSuccess: refresh,
    }),
  };
}
