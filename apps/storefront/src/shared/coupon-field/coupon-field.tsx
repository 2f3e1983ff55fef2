import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { checkoutQuoteQueryOptions } from '@vitrine/api-client/queries/get-checkout-quote';
import { applyCouponBodySchema, type ApplyCouponBody } from '@vitrine/contract/coupons';
import { formatBRL } from '@vitrine/domain/money';
import { Button } from '@vitrine/ui/button';
import { TextField } from '@vitrine/ui/text-field';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useBrowserApi } from '../../lib/api-context.tsx';
import { couponMessages as t } from './messages.ts';
import './coupon-field.css';

// The coupon's module (and ky) load with the first write, not with the page.
const writes = () => import('@vitrine/api-client/cart-coupon');

const reasonOf = (error: unknown) =>
  error instanceof Error && error.name === 'ApiError' ? error.message : t.failed;

/**
 * The shopper's coupon on the cart and pay pages: a code to apply, or the coupon applied with
 * what the server says it takes off (or why it stopped applying) and a way to remove it. The
 * server prices it; this only sends the code.
 */
export function CouponField() {
  const api = useBrowserApi();
  const queryClient = useQueryClient();
  const id = useId();
  // The coupon as the server priced it, read off the quote both pages share.
  const { data } = useQuery(checkoutQuoteQueryOptions(api));
  const [removing, setRemoving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ApplyCouponBody>({
    resolver: zodResolver(applyCouponBodySchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const coupon = data?.coupon ?? null;
  // Applying or removing swaps the code's field for the applied coupon, or back: the focus
  // goes with them ("Remover cupom", the field), not to <body>. Found in the DOM, not by
  // form.setFocus: the reset after applying leaves the form holding the field taken away.
  const swapped = useRef(false);
  const section = useRef<HTMLElement>(null);
  const applied = coupon !== null;
  useEffect(() => {
    if (!swapped.current) return;
    swapped.current = false;
    section.current?.querySelector<HTMLElement>(applied ? 'button' : 'input')?.focus();
  }, [applied]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const [module, client] = await Promise.all([writes(), api.client()]);
      await module.applyCartCoupon(client, body);
      swapped.current = true;
      await module.couponChanged(queryClient);
      form.reset({ code: '' });
    } catch (error) {
      form.setError('code', { type: 'server', message: reasonOf(error) }, { shouldFocus: true });
    }
  });

  const remove = async () => {
    setRemoving(true);
    setFailure(null);
    try {
      const [module, client] = await Promise.all([writes(), api.client()]);
      await module.removeCartCoupon(client);
      swapped.current = true;
      await module.couponChanged(queryClient);
    } catch (error) {
      setFailure(reasonOf(error));
    } finally {
      setRemoving(false);
    }
  };

  return (
    <section className="coupon-field" aria-labelledby={`${id}-title`} ref={section}>
      <h3 id={`${id}-title`} className="coupon-field__title">
        {t.title}
      </h3>
      {coupon ? (
        <div className="coupon-field__applied">
          <p role="status" className="coupon-field__status">
            {t.applied(coupon.code, coupon.value_label)}
            {coupon.discount > 0 && <strong> -{formatBRL(coupon.discount)}</strong>}
          </p>
          {coupon.problem && (
            <p className="coupon-field__problem" role="alert">
              {coupon.problem.message}
            </p>
          )}
          <Button type="button" variant="ghost" loading={removing} onClick={() => void remove()}>
            {removing ? t.removing : t.remove}
          </Button>
          {failure && (
            <p className="coupon-field__problem" role="alert">
              {failure}
            </p>
          )}
        </div>
      ) : (
        // Not a <form>: on the pay page this sits inside the order's form, and forms do not
        // nest. Enter in the code applies it, as a form's submit would.
        <div className="coupon-field__form">
          <TextField
            label={t.label}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={errors.code?.message}
            {...form.register('code')}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void onSubmit();
            }}
          />
          <Button
            type="button"
            variant="secondary"
            loading={isSubmitting}
            onClick={() => void onSubmit()}
          >
            {isSubmitting ? t.applying : t.apply}
          </Button>
        </div>
      )}
    </section>
  );
}
