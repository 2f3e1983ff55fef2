import { useQuery } from '@tanstack/react-query';
import { checkoutQuoteQueryOptions } from '@vitrine/api-client/queries/get-checkout-quote';
import type { Cart } from '@vitrine/contract/cart';
import type { FreightOption, FreightQuote } from '@vitrine/contract/freight';
import type { PaymentDefault } from '@vitrine/contract/stores';
import { installmentHeadline, installmentOptions } from '@vitrine/domain/installments';
import { formatBRL } from '@vitrine/domain/money';
import { round2 } from '@vitrine/domain/round';
import { freeShippingProgress } from '@vitrine/domain/shipping';
import { Button } from '@vitrine/ui/button';
import { installmentHeadlineText } from '@vitrine/ui/installment-headline';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { PAY_PATH } from '../../../shared/checkout-paths.ts';
import { CouponField } from '../../../shared/coupon-field/coupon-field.tsx';
import { couponMessages } from '../../../shared/coupon-field/messages.ts';
import { CartFreight, cheapestDelivery } from '../freight/cart-freight.tsx';
import { cartFreightMessages } from '../freight/messages.ts';
import { cartPageMessages as t } from '../page-messages.ts';

type Props = {
  cart: Cart;
  /** Edits not answered yet: the numbers shown are about to change. */
  busy: boolean;
  /** Settles once every edit is answered. */
  settled: () => Promise<void>;
  /** A line cannot be bought as it is (spec §2 stock problem): paying waits for it. */
  blocked: boolean;
  freeShippingFrom: number | null;
  /** The store's payment_default: the card's instalments under the subtotal (spec §9). */
  payment: PaymentDefault;
};

/**
 * Free shipping counts the products only (services ship nothing), as the API's priceCart does;
 * null when nothing in the cart ships or the store has no threshold.
 */
function shippingProgress(cart: Cart, freeShippingFrom: number | null) {
  const products = cart.items.filter((item) => item.kind === 'product');
  if (products.length === 0) return null;
  const goods = round2(products.reduce((sum, item) => sum + item.total, 0));
  return freeShippingProgress(goods, freeShippingFrom);
}

/** The "Frete" line: the CEP's cheapest delivery once quoted, else the store's threshold. */
function shippingText(
  cheapest: FreightOption | null,
  progress: ReturnType<typeof shippingProgress>,
) {
  if (cheapest) {
    return cheapest.price === 0
      ? t.summary.shippingFree
      : cartFreightMessages.from(formatBRL(cheapest.price));
  }
  return progress?.free ? t.summary.shippingFree : t.summary.shippingLater;
}

/**
 * "Resumo da compra": the units and the subtotal as the server answered them (spec §2), and the
 * way on to /finalizar-compra/pagar. Shipping and the pix/boleto discounts are the pay page's.
 */
export function CartSummary({ cart, busy, settled, blocked, freeShippingFrom, payment }: Props) {
  const id = useId();
  const navigate = useNavigate();
  const shipping = shippingProgress(cart, freeShippingFrom);
  // The coupon as the server priced it (the quote's): its discount comes off the subtotal here.
  const quote = useQuery(checkoutQuoteQueryOptions(useBrowserApi())).data;
  const coupon = quote?.coupon ?? null;
  // The freight the pay page quoted to the main address, until the shopper types a CEP.
  const known =
    quote?.freight?.cep && quote.freight.quote
      ? { cep: quote.freight.cep, quote: quote.freight.quote }
      : null;
  const [freight, setFreight] = useState<FreightQuote | null>(null);
  const cheapest = freight ? cheapestDelivery(freight) : null;
  const couponDiscount = coupon?.discount ?? 0;
  const total = round2(cart.subtotal - couponDiscount);
  const headline = installmentHeadline(installmentOptions(total, payment.card));
  return (
    <section className="cart-summary" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cart-summary__title">
        {t.summary.title}
      </h2>
      <dl className="cart-summary__figures" aria-busy={busy || undefined}>
        <div>
          <dt>{t.summary.products(cart.quantity)}</dt>
          <dd>{formatBRL(cart.subtotal)}</dd>
        </div>
        {coupon && couponDiscount > 0 && (
          <div className="cart-summary__coupon">
            <dt>{couponMessages.line(coupon.code)}</dt>
            <dd>{formatBRL(-couponDiscount)}</dd>
          </div>
        )}
        <div>
          <dt>{t.summary.shipping}</dt>
          <dd>{shippingText(cheapest, shipping)}</dd>
        </div>
        <div className="cart-summary__subtotal">
          <dt>{t.summary.subtotal}</dt>
          <dd>{formatBRL(total)}</dd>
        </div>
      </dl>
      {shipping && <CartFreight known={known} onQuote={setFreight} />}
      <CouponField />
      {headline && (
        <p className="cart-summary__card">{t.summary.card(installmentHeadlineText(headline))}</p>
      )}
      <p className="cart-summary__status" role="status">
        {busy ? t.summary.updating : ''}
      </p>
      {shipping && !freight && (
        <p className="cart-summary__note">
          {shipping.free ? (
            t.summary.freeShippingReached
          ) : (
            <>
              {t.summary.freeShippingMissing} <strong>{formatBRL(shipping.missing)}</strong>{' '}
              {t.summary.freeShippingMissingEnd}
            </>
          )}
        </p>
      )}
      {blocked && (
        <p className="cart-summary__blocked" id={`${id}-blocked`}>
          {t.summary.blocked}
        </p>
      )}
      <div className="cart-summary__checkout">
        {/* The small screens' bar repeats the subtotal beside the button; read once above. */}
        <p className="cart-summary__checkout-total" aria-hidden="true">
          <span>{t.summary.products(cart.quantity)}</span>
          <strong>{formatBRL(total)}</strong>
        </p>
        <Button
          asChild
          size="lg"
          className="cart-summary__pay"
          disabled={blocked}
          aria-describedby={blocked ? `${id}-blocked` : undefined}
          onClick={(event) => {
            if (!busy) return;
            // A quantity still on its way: the pay page must quote the cart the shopper sees.
            event.preventDefault();
            void settled().then(() => navigate(PAY_PATH));
          }}
        >
          <Link to={PAY_PATH}>{t.summary.pay}</Link>
        </Button>
      </div>
      <Button asChild variant="ghost" className="cart-summary__more">
        <Link to="/">{t.summary.keepShopping}</Link>
      </Button>
    </section>
  );
}
