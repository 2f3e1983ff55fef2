import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  createCouponMutationOptions,
  deleteCouponMutationOptions,
  updateCouponMutationOptions,
} from '@vitrine/api-client/coupons';
import { couponQueryOptions } from '@vitrine/api-client/queries/get-coupon';
import { ConfirmRemove } from '@vitrine/ui/confirm-remove';
import { Link, useNavigate, useParams } from 'react-router';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { ScreenFeedback, useScreenFeedback } from '../../../lib/form-kit/screen-feedback.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { LEAVING_ON_PURPOSE } from '../../../lib/unsaved-changes-guard.tsx';
import { CouponForm } from '../components/coupon-form.tsx';
import { couponMessages } from '../messages.ts';
import { toFormValues } from '../form-model.ts';
import '../coupons.css';

const t = couponMessages.form;

function useBackToList() {
  const navigate = useNavigate();
  return (notice: string) => navigate(PATHS.coupons, { state: { notice, ...LEAVING_ON_PURPOSE } });
}

/** /vendedor/cupons/novo: a new coupon. */
export function CouponNewScreen() {
  useTitle(t.newTitle);
  const api = useApi();
  const create = useMutation(createCouponMutationOptions(api, useQueryClient()));
  const back = useBackToList();
  return (
    <div className="office-page coupons">
      <header className="office-page__header">
        <h1>{t.newTitle}</h1>
        <Link to={PATHS.coupons}>{t.back}</Link>
      </header>
      <CouponForm
        initial={toFormValues()}
        save={(body) => create.mutateAsync(body)}
        onSaved={(body) => void back(t.saved(body.code))}
      />
    </div>
  );
}

/** /vendedor/cupons/{id}: edit, or delete (archived when it was used). */
export function CouponEditScreen() {
  const { id = '' } = useParams();
  const api = useApi();
  const queryClient = useQueryClient();
  const { data: coupon } = useSuspenseQuery(couponQueryOptions(api, id));
  useTitle(t.editTitle(coupon.code));
  const update = useMutation(updateCouponMutationOptions(api, queryClient));
  const remove = useMutation(deleteCouponMutationOptions(api, queryClient));
  const feedback = useScreenFeedback();
  const back = useBackToList();

  async function confirmRemove() {
    feedback.clear();
    try {
      const { result } = await remove.mutateAsync(coupon._id);
      await back(t.removed[result]);
    } catch (error) {
      feedback.fail(error);
    }
  }

  return (
    <div className="office-page coupons">
      <header className="office-page__header">
        <h1>{t.editTitle(coupon.code)}</h1>
        <Link to={PATHS.coupons}>{t.back}</Link>
      </header>
      <CouponForm
        initial={toFormValues(coupon)}
        save={(body) => update.mutateAsync({ id: coupon._id, body })}
        onSaved={(body) => void back(t.saved(body.code))}
      />
      <ScreenFeedback feedback={feedback} />
      <div>
        <ConfirmRemove
          label={t.remove}
          title={t.removeTitle(coupon.code)}
          description={t.removeText}
          confirmLabel={t.removeConfirm}
          cancelLabel={t.removeCancel}
          onConfirm={confirmRemove}
        />
      </div>
    </div>
  );
}
