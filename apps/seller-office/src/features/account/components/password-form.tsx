import { useMutation } from '@tanstack/react-query';
import { changeSellerPasswordMutationOptions } from '@vitrine/api-client/change-seller-password';
import { toApiError } from '@vitrine/api-client/errors';
import { ChangePasswordForm } from '@vitrine/ui/change-password-form';
import { toast } from '@vitrine/ui/toast';
import { useApi } from '../../../lib/api-context.tsx';

/**
 * spec §2 /vendedor/minha-conta/minha-senha: the shared form on the seller's password
 * endpoint; the API ends the seller's other sessions, and a toast says so too.
 */
export function PasswordForm() {
  const api = useApi();
  const change = useMutation(changeSellerPasswordMutationOptions(api));
  return (
    <ChangePasswordForm
      changePassword={change.mutateAsync}
      toRefusal={toApiError}
      onChanged={(notice) => toast.success(notice)}
    />
  );
}
