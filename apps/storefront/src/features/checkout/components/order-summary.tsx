import type { CheckoutQuote } from '@vitrine/contract/checkout';
import type { PaymentMethod } from '@vitrine/contract/orders';
import { formatBRL } from '@vitrine/domain/money';
import type { ReactNode } from 'react';
import { srcSetOf } from '../../../lib/image-srcset.ts';
import { CouponField } from '../../../shared/coupon-field/coupon-field.tsx';
import { couponMessages } from '../../../shared/coupon-field/messages.ts';
import { assetUrl } from '../model/asset-url.ts';
import { checkoutMessages } from '../messages.ts';
import type { Charge } from '../model/charge.ts';
import { installmentLabel } from '../model/installments.ts';

const t = checkoutMessages.summary;

/** What the products lack for free shipping to the chosen address (its CEP's rule); null if nothing. */
function missingForFreeShipping(quote: CheckoutQuote): number | null {
  if (!quote.needs_shipping || quote.shipping === 0) return null;
  const rule = quote.freight?.quote?.free_shipping;
  return rule && !rule.free ? rule.missing : null;
}

function Line({ label, value, kind }: { label: ReactNode; value: string; kind?: string }) {
  return (
    <div className="summary__line" data-kind={kind}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * The order as the server prices it (GET /checkout/quote): the items, subtotal, the coupon,
 * shipping, the chosen method's discount or interest, and the total. Nothing here is computed from prices on
 * the page, so what it says is what the order will charge.
 */
export function OrderSummary({
  quote,
  method,
  charge,
  assetsUrl,
  children,
}: {
  quote: CheckoutQuote;
  /** The store's assets (spec §7), which the cart's pictures are named from. */
  assetsUrl: string;
  method: PaymentMethod;
  charge: Charge;
  /** The submit button and what goes with it, under the total. */
  children?: ReactNode;
}) {
  const missing = missingForFreeShipping(quote);
  return (
    <section className="checkout-section summary" aria-labelledby="summary-title">
      <h2 id="summary-title" className="checkout-section__title">
        {t.title}
      </h2>
      <ul className="summary__items" aria-label={t.items}>
        {quote.items.map((item) => (
          <li key={item.variation} className="summary__item">
            {item.image ? (
              <img
                className="summary__image"
                src={assetUrl(assetsUrl, item.image.src)}
                srcSet={srcSetOf(item.image)}
                sizes="3.5rem"
                width={56}
                height={56}
                alt=""
                loading="lazy"
              />
            ) : (
              <span className="summary__image" aria-hidden="true" />
            )}
            <span className="summary__name">
              {item.name}
              {item.variation_name && (
                <span className="summary__variation"> {item.variation_name}</span>
              )}
              <span className="summary__quantity">{t.quantity(item.qnt)}</span>
              {!item.available && <span className="summary__unavailable">{t.unavailable}</span>}
            </span>
            <span className="summary__price">{formatBRL(item.total)}</span>
          </li>
        ))}
      </ul>
      <CouponField />
      <dl className="summary__totals">
        <Line label={t.subtotal} value={formatBRL(quote.subtotal)} />
        {quote.coupon && quote.coupon.discount > 0 && (
          <Line
            label={couponMessages.line(quote.coupon.code)}
            value={formatBRL(-quote.coupon.discount)}
            kind="discount"
          />
        )}
        {quote.needs_shipping && (
          <Line
            label={t.shipping}
            value={
              quote.freight?.chosen === null
                ? t.shippingPending
                : quote.shipping === 0
                  ? t.freeShipping
                  : formatBRL(quote.shipping)
            }
          />
        )}
        {charge.discount > 0 && (
          <Line
            label={method === 'pix' ? t.pixDiscount : t.boletoDiscount}
            value={formatBRL(-charge.discount)}
            kind="discount"
          />
        )}
        {charge.interest > 0 && <Line label={t.interest} value={formatBRL(charge.interest)} />}
        <Line label={t.total} value={formatBRL(charge.total)} kind="total" />
      </dl>
      {charge.option && charge.option.installmentNumber > 1 && (
        <p className="summary__note">{t.inInstallments(installmentLabel(charge.option))}</p>
      )}
      {missing !== null && (
        <p className="summary__note">{t.freeShippingMissing(formatBRL(missing))}</p>
      )}
      {children}
    </section>
  );
}
