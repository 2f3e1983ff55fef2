import { useMutation } from '@tanstack/react-query';
import { toApiError } from '@vitrine/api-client/errors';
import { recoverSellerAccessMutationOptions } from '@vitrine/api-client/recover-seller-access';
import { EmailLinkForm } from '@vitrine/ui/email-link-form';
import { useApi } from '../../../lib/api-context.tsx';

/**
 * The shared e-mail form on the seller's recover-access: the link to a new password, or to the
 * first one while the seller has none (the API's choice), the same answer for any e-mail.
 */
export function RecoverAccessForm({ onSent }: { onSent: (email: string) => void }) {
  const api = useApi();
  const recover = useMutation(recoverSellerAccessMutationOptions(api));
  return (
    <EmailLinkForm
      sendLink={recover.mutateAsync}
      toRefusal={toApiError}
      onSent={onSent}
      emailAutoComplete="username"
    />
  );
}
