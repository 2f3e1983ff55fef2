import { zodResolver } from '@hookform/resolvers/zod';
import type { ApiError } from '@vitrine/api-client/errors';
import { updateSaleStatusBodySchema, type UpdateSaleStatusBody } from '@vitrine/contract/sales';
import { Button } from '@vitrine/ui/button';
import { Dialog } from '@vitrine/ui/dialog';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { detailMessages as t } from '../messages.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the move; answers the error to show here, or null when the dialog may close. */
  onConfirm: (body: UpdateSaleStatusBody) => Promise<ApiError | null>;
  returnFocusTo: HTMLElement | null;
  /** What the dialog says happens (a paid sale's refund); the default when absent. */
  description?: string;
};

const REASON_MAX = 300;

/** Cancelling asks why (contract: the reason is required); the buyer and the timeline read it. */
export function CancelDialog({ open, onOpenChange, onConfirm, returnFocusTo, description }: Props) {
  const id = useId();
  const form = useForm<UpdateSaleStatusBody>({
    resolver: zodResolver(updateSaleStatusBodySchema),
    defaultValues: { status: 'cancelado', reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const reasonError = errors.reason?.message;

  const submit = form.handleSubmit(async (body) => {
    const error = await onConfirm(body);
    if (!error) return;
    const field = error.status === 400;
    form.setError(field ? 'reason' : 'root', { message: error.message }, { shouldFocus: field });
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset({ status: 'cancelado', reason: '' });
        onOpenChange(next);
      }}
      title={t.cancelTitle}
      description={description ?? t.cancelDescription}
      returnFocusTo={returnFocusTo}
    >
      <form noValidate onSubmit={submit} className="sale-dialog__form">
        <div className="vt-field" data-invalid={reasonError ? true : undefined}>
          <label className="vt-field__label" htmlFor={`${id}-reason`}>
            {t.reason}
          </label>
          <textarea
            id={`${id}-reason`}
            className="sale-dialog__textarea"
            rows={4}
            maxLength={REASON_MAX}
            required
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${id}-reason-error` : undefined}
            {...form.register('reason')}
          />
          {reasonError ? (
            <p className="vt-field__error" id={`${id}-reason-error`}>
              {reasonError}
            </p>
          ) : null}
        </div>
        {errors.root ? (
          <p role="alert" className="sale-dialog__error">
            {errors.root.message}
          </p>
        ) : null}
        <div className="vt-dialog__actions">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t.keep}
          </Button>
          <Button type="submit" variant="danger" loading={isSubmitting}>
            {t.cancelConfirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
