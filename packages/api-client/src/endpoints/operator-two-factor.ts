import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { recoveryCodesSchema, twoFactorSetupSchema } from '@vitrine/contract/two-factor';
import { parse, type ApiClient } from '../client.ts';
import { operatorQueryKey } from '../query-keys.ts';

/**
 * The operator's first sign-in turns two-step verification on, as a seller does (Segurança):
 * the password → the key and QR code; the first code → the recovery codes. The confirmation
 * refreshes the operator (`two_factor_setup_required` goes false: the console opens).
 */
export function operatorTwoFactorMutations(client: ApiClient, queryClient: QueryClient) {
  return {
    /** 400 wrong_password. */
    setup: mutationOptions({
      mutationKey: [...operatorQueryKey, 'two-factor', 'setup'],
      mutationFn: (password: string) =>
        parse(
          twoFactorSetupSchema,
          client.api.post('operator/two-factor/setup', { json: { password } }),
        ),
    }),
    /** 400 invalid_two_factor_code. */
    confirm: mutationOptions({
      mutationKey: [...operatorQueryKey, 'two-factor', 'confirm'],
      mutationFn: (code: string) =>
        parse(
          recoveryCodesSchema,
          client.api.post('operator/two-factor/confirm', { json: { code } }),
        ),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorQueryKey }),
    }),
  };
}
