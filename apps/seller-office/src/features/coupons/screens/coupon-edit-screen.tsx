import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  createCouponMutationOptions,
  deleteCouponMutationOptions,
  updateCouponMutationOptions,
} from '@vitrine/api-client/coupons';
import { toApiError } from '@vitrine/api-client/errors';
import { couponQueryOptions } from '@vitrine/api-client/queries/get-coupon';
import { Button } from '@vitrine/ui/button';
import { ConfirmDialog } from '@vitrine/ui/dialog';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
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
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const back = useBackToList();

  async function confirmRemove() {
    try {
      const { result } = await remove.mutateAsync(coupon._id);
      setConfirming(false);
      await back(t.removed[result]);
    } catch (error) {
      setConfirming(false);
      setProblem(toApiError(error).message);
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
      {problem && (
        <p role="alert" className="office-failure">
          {problem}
        </p>
      )}
      <div>
        <Button type="button" variant="danger" onClick={() => setConfirming(true)}>
          {t.remove}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.removeTitle(coupon.code)}
        description={t.removeText}
        confirmLabel={t.removeConfirm}
        cancelLabel={t.removeCancel}
        confirmVariant="danger"
        onConfirm={() => void confirmRemove()}
      />
    </div>
  );
}
