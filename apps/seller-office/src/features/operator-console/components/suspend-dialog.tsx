import { zodResolver } from '@hookform/resolvers/zod';
import { toApiError } from '@vitrine/api-client/errors';
import { SUSPENSION_REASON_MAX, suspendStoreBodySchema } from '@vitrine/contract/operators';
import { Button } from '@vitrine/ui/button';
import { Dialog } from '@vitrine/ui/dialog';
import { TextareaField } from '@vitrine/ui/textarea-field';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { suspendMessages as t } from '../messages.ts';

type Body = z.input<typeof suspendStoreBodySchema>;

type Props = {
  storeName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the suspension; a refusal (thrown) shows in the dialog, which stays open. */
  onSuspend: (reason: string) => Promise<unknown>;
};

/**
 * "Suspender loja": what it does to the store, and the reason (the contract's own rule: 10 to
 * 500 characters), which the owner reads by e-mail and in their panel.
 */
export function SuspendDialog({ storeName, open, onOpenChange, onSuspend }: Props) {
  const form = useForm<Body, unknown, z.output<typeof suspendStoreBodySchema>>({
    resolver: zodResolver(suspendStoreBodySchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await onSuspend(reason);
      form.reset();
    } catch (error) {
      const refusal = toApiError(error);
      const field = refusal.status === 400;
      form.setError(
        field ? 'reason' : 'root',
        { message: refusal.message },
        { shouldFocus: field },
      );
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset();
        onOpenChange(next);
      }}
      title={t.title(storeName)}
      description={t.description}
    >
      <form noValidate onSubmit={submit} className="console-dialog__form">
        <TextareaField
          label={t.reason}
          hint={t.reasonHint}
          rows={5}
          maxLength={SUSPENSION_REASON_MAX}
          required
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        {errors.root ? (
          <p role="alert" className="office-failure">
            {errors.root.message}
          </p>
        ) : null}
        <div className="vt-dialog__actions">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t.keep}
          </Button>
          <Button type="submit" variant="danger" loading={isSubmitting}>
            {t.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
