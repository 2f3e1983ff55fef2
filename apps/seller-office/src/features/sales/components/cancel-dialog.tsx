import { zodResolver } from '@hookform/resolvers/zod';
import type { ApiError } from '@vitrine/api-client/errors';
import {
  GIVE_BACK_COUPON_DEFAULT,
  updateSaleStatusBodySchema,
  type UpdateSaleStatusBody,
} from '@vitrine/contract/sales';
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
  /**
   * The coupon the sale was placed with (null: none) and whether it was paid: a paid sale's
   * coupon use goes back only if the seller leaves it ticked; an unpaid one's always does.
   */
  coupon?: { code: string; paid: boolean } | null;
};

const REASON_MAX = 300;

/**
 * The coupon choice is in the form whether shown or not, so a sale paid while the dialog sat
 * closed still starts ticked; it is sent only when shown.
 */
const INITIAL: UpdateSaleStatusBody = {
  status: 'cancelado',
  reason: '',
  give_back_coupon: GIVE_BACK_COUPON_DEFAULT,
};

/**
 * Cancelling asks why (contract: the reason is required); the buyer and the timeline read it.
 * A paid sale placed with a coupon also asks whether its use goes back to the buyer.
 */
export function CancelDialog({
  open,
  onOpenChange,
  onConfirm,
  returnFocusTo,
  description,
  coupon = null,
}: Props) {
  const id = useId();
  const form = useForm<UpdateSaleStatusBody>({
    resolver: zodResolver(updateSaleStatusBodySchema),
    defaultValues: INITIAL,
  });
  const { errors, isSubmitting } = form.formState;
  const reasonError = errors.reason?.message;

  const submit = form.handleSubmit(async ({ give_back_coupon, ...body }) => {
    const error = await onConfirm(coupon?.paid ? { ...body, give_back_coupon } : body);
    if (!error) return;
    const field = error.status === 400;
    form.setError(field ? 'reason' : 'root', { message: error.message }, { shouldFocus: field });
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset(INITIAL);
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
        {coupon?.paid ? (
          <div className="vt-field">
            <label className="sale-dialog__check">
              <input
                type="checkbox"
                aria-describedby={`${id}-coupon-hint`}
                {...form.register('give_back_coupon')}
              />{' '}
              {t.giveBackCoupon(coupon.code)}
            </label>
            <p className="vt-field__hint" id={`${id}-coupon-hint`}>
              {t.giveBackCouponHint}
            </p>
          </div>
        ) : coupon ? (
          <p className="sale-dialog__note">{t.couponGoesBack(coupon.code)}</p>
        ) : null}
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
