import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiError } from '@vitrine/api-client/errors';
import { sellerStoreQueryKey } from '@vitrine/api-client/query-keys';
import { resendEmailConfirmation } from '@vitrine/api-client/store-sign-up';
import { Button } from '@vitrine/ui/button';
import { useApi } from './api-context.tsx';
import './resend-confirmation.css';

const t = { submit: 'Enviar um novo link', sending: 'Enviando…' } as const;

/**
 * "Enviar um novo link" (a new store's welcome, the confirmation link's screen, the home's
 * checklist, each with its `label`): a new confirmation e-mail (the earlier link stops working),
 * and the API's answer read out — sent to whom, already confirmed, or too many for now.
 */
export function ResendConfirmation({
  label = t.submit,
  className,
}: {
  label?: string;
  className?: string;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: () => resendEmailConfirmation(api),
    // Sent, or already confirmed meanwhile: what the screens say of the e-mail is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerStoreQueryKey }),
  });
  const said = resend.isSuccess
    ? resend.data.message
    : resend.isError
      ? toApiError(resend.error).message
      : '';
  return (
    <div className={className ? `resend-confirmation ${className}` : 'resend-confirmation'}>
      <Button
        type="button"
        variant="secondary"
        loading={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? t.sending : label}
      </Button>
      <p role="status" data-tone={resend.isError ? 'warning' : undefined}>
        {said}
      </p>
    </div>
  );
}
