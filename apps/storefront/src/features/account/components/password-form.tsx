import { useQueryClient } from '@tanstack/react-query';
import { toApiError } from '@vitrine/api-client/errors';
import { ChangePasswordForm } from '@vitrine/ui/change-password-form';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { notify } from '../../../shared/notify.ts';
import { devicesQueryKey } from '@vitrine/api-client/query-keys';

/**
 * spec §2 /minha-conta/minha-senha: the shared form on the customer's password endpoint. The
 * API ends the shopper's other sessions, so the connected devices are fetched again.
 */
export function PasswordForm() {
  const api = useBrowserApi();
  const queryClient = useQueryClient();
  return (
    <ChangePasswordForm
      changePassword={async (body) => {
        const { changeCustomerPassword } =
          await import('@vitrine/api-client/change-customer-password');
        return changeCustomerPassword(await api.client(), body);
      }}
      toRefusal={toApiError}
      onChanged={(notice) => {
        notify('success', notice);
        void queryClient.invalidateQueries({ queryKey: devicesQueryKey });
      }}
    />
  );
}
