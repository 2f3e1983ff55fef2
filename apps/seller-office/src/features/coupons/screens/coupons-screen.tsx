import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { setCouponStatusMutationOptions } from '@vitrine/api-client/coupons';
import { couponsQueryOptions } from '@vitrine/api-client/queries/get-coupons';
import type { Coupon } from '@vitrine/contract/coupons';
import { addDays, formatDay, saoPauloDay } from '@vitrine/domain/dates';
import { formatBRL } from '@vitrine/domain/money';
import { Button } from '@vitrine/ui/button';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { ScreenFeedback, useScreenFeedback } from '../../../lib/form-kit/screen-feedback.tsx';
import { ListPagination } from '../../../lib/list-pagination.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { couponsSearch, readCouponsPage } from '../list-page.ts';
import { couponMessages as t } from '../messages.ts';
import '../coupons.css';

const day = (instant: string | null, shift = 0) =>
  instant ? formatDay(addDays(saoPauloDay(instant), shift)) : null;

/**
 * /vendedor/cupons (owners and administrators): the store's coupons with their value, validity,
 * uses and state, 50 a page (the page in the URL); pause or activate one here, edit it on its
 * own page.
 */
export function CouponsScreen() {
  useTitle(t.title);
  const api = useApi();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  // The loader filled the first page; another one keeps this one on screen until it arrives.
  const { data } = useQuery({
    ...couponsQueryOptions(api, readCouponsPage(params)),
    placeholderData: keepPreviousData,
  });
  const setStatus = useMutation(setCouponStatusMutationOptions(api, queryClient));
  const location = useLocation();
  // What the coupon's page did before coming back ("Cupom … salvo.", "Cupom excluído.").
  const feedback = useScreenFeedback(
    (location.state as { notice?: string } | null)?.notice ?? null,
  );
  const [busy, setBusy] = useState<string | null>(null);

  async function toggle(coupon: Coupon) {
    const status = coupon.status === 'active' ? 'paused' : 'active';
    setBusy(coupon._id);
    feedback.clear();
    try {
      await setStatus.mutateAsync({ id: coupon._id, status });
      feedback.say(status === 'paused' ? t.paused(coupon.code) : t.activated(coupon.code));
    } catch (error) {
      feedback.fail(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="office-page coupons">
      <header className="office-page__header">
        <h1>{t.title}</h1>
        <Button asChild>
          <Link to={PATHS.newCoupon}>{t.create}</Link>
        </Button>
      </header>
      <p className="office-hint">{t.intro}</p>
      <ScreenFeedback feedback={feedback} />
      {!data ? null : data.total === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <>
          <ul className="coupons__list" aria-label={t.listLabel}>
            {data.items.map((coupon) => (
              <li key={coupon._id} className="office-card coupons__item">
                <div className="coupons__head">
                  <h2 className="coupons__code">{coupon.code}</h2>
                  <span className="coupons__state" data-status={coupon.status}>
                    {t.status[coupon.status]}
                  </span>
                </div>
                <p className="coupons__value">{coupon.value_label}</p>
                <p className="office-hint">
                  {t.validity(day(coupon.starts_at), day(coupon.ends_at, -1))}
                  {coupon.minimum_order > 0 && ` · ${t.minimum(formatBRL(coupon.minimum_order))}`}
                </p>
                <p>{t.uses(coupon.uses, coupon.max_uses)}</p>
                <div className="coupons__actions">
                  <Button asChild variant="secondary" size="sm">
                    <Link to={PATHS.coupon(coupon._id)} aria-label={`${t.edit} ${coupon.code}`}>
                      {t.edit}
                    </Link>
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    loading={busy === coupon._id}
                    aria-label={`${coupon.status === 'active' ? t.pause : t.activate} ${coupon.code}`}
                    onClick={() => void toggle(coupon)}
                  >
                    {coupon.status === 'active' ? t.pause : t.activate}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <ListPagination
            page={data.page}
            pages={data.total_pages}
            summary={t.total(data.total)}
            labels={t}
            searchFor={couponsSearch}
          />
        </>
      )}
    </div>
  );
}
