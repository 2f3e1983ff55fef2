import {
  discountedPrice,
  installmentOptions,
  type DiscountedPrice,
  type InstallmentOption,
  type PaymentDefault,
} from '@vitrine/domain';
import type { AppliedCoupon } from '@vitrine/contract/coupons';
import type { PaymentMethod } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import { fromCents, toCents } from '../../lib/money.ts';

export type PricedLine = {
  unitPriceCents: number;
  quantity: number;
  kind: 'product' | 'service';
  /** What a coupon's restriction reads (@vitrine/domain/coupon eligibleSubtotalCents). */
  productId: string;
  categoryId: string | null;
};

/** A cart's lines (cart repository's cartLines, or the seed's picks) as priceCart reads them. */
export function pricedLines(
  lines: readonly {
    product: { id: string; kind: PricedLine['kind']; categoryId: string | null };
    variation: { priceCents: number };
    quantity: number;
  }[],
): PricedLine[] {
  return lines.map((line) => ({
    unitPriceCents: line.variation.priceCents,
    quantity: line.quantity,
    kind: line.product.kind,
    productId: line.product.id,
    categoryId: line.product.categoryId,
  }));
}

export type StorePricing = { paymentDefault: PaymentDefault };

/**
 * Every amount of an order, from the catalog's prices, the store's rules, the coupon's discount
 * and the freight option's price only (the client never sends a price), in the order of
 * operations written once in @vitrine/domain/coupon: subtotal, then the coupon (`couponCents`,
 * already priced by couponDiscountCents on the eligible lines), then the pix/boleto extra
 * discount on what remains, then shipping (`shippingCents`, the chosen freight option as the
 * server quoted it; services ship nothing), then the card's interest on all of that plus
 * shipping.
 */
export function priceCart(
  lines: PricedLine[],
  store: StorePricing,
  { couponCents = 0, shippingCents: freightCents = 0 } = {},
) {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const needsShipping = lines.some((line) => line.kind === 'product');
  const shippingCents = needsShipping ? freightCents : 0;
  if (!Number.isInteger(couponCents) || couponCents < 0 || couponCents > subtotalCents) {
    throw new RangeError(`priceCart: coupon of ${couponCents} on a subtotal of ${subtotalCents}`);
  }
  if (!Number.isInteger(shippingCents) || shippingCents < 0) {
    throw new RangeError(`priceCart: shipping of ${shippingCents}`);
  }
  const afterCouponCents = subtotalCents - couponCents;
  const afterCoupon = fromCents(afterCouponCents);
  const pix = discountedPrice(afterCoupon, store.paymentDefault.pix);
  const boleto = discountedPrice(afterCoupon, store.paymentDefault.boleto);
  const card = installmentOptions(
    fromCents(afterCouponCents + shippingCents),
    store.paymentDefault.card,
  );
  return {
    subtotalCents,
    couponCents,
    afterCouponCents,
    shippingCents,
    needsShipping,
    pix,
    boleto,
    card,
  };
}

export type CartPrice = ReturnType<typeof priceCart>;

export type Charge = {
  discountCents: number;
  interestCents: number;
  totalCents: number;
  installments: number;
};

const discounted = (price: CartPrice, result: DiscountedPrice): Charge => {
  const priceCents = toCents(result.price);
  return {
    discountCents: price.afterCouponCents - priceCents,
    interestCents: 0,
    totalCents: priceCents + price.shippingCents,
    installments: 1,
  };
};

/** What the chosen method charges. The instalment count must be one priceCart offered. */
export function chargeFor(price: CartPrice, method: PaymentMethod, installments = 1): Charge {
  if (method === 'pix') return discounted(price, price.pix);
  if (method === 'boleto') return discounted(price, price.boleto);
  const option: InstallmentOption | undefined = price.card.find(
    (candidate) => candidate.installmentNumber === installments,
  );
  if (!option) {
    throw badRequest(
      'installments_not_offered',
      'Este número de parcelas não está disponível para o valor da compra.',
    );
  }
  const baseCents = price.afterCouponCents + price.shippingCents;
  const totalCents = toCents(option.totalAmount);
  return {
    discountCents: 0,
    interestCents: Math.max(0, totalCents - baseCents),
    totalCents,
    installments,
  };
}

/**
 * The quote the pay page shows (contract checkoutQuoteSchema, minus the items). Pix and boleto
 * read their discount and total off the same Charge the order will be placed with, so the
 * figures the shopper sees are the ones charged.
 */
export function quoteOf(price: CartPrice, coupon: AppliedCoupon | null) {
  const withShipping = (result: DiscountedPrice) => {
    const charge = discounted(price, result);
    return {
      ...result,
      discount: fromCents(charge.discountCents),
      total: fromCents(charge.totalCents),
    };
  };
  return {
    subtotal: fromCents(price.subtotalCents),
    coupon,
    shipping: fromCents(price.shippingCents),
    needs_shipping: price.needsShipping,
    pix: withShipping(price.pix),
    boleto: withShipping(price.boleto),
    card: { installments: price.card },
  };
}
