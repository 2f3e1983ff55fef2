import {
  discountedPrice,
  installmentOptions,
  type DiscountedPrice,
  type InstallmentOption,
  type PaymentDefault,
} from '@vitrine/domain';
import type { PaymentMethod } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import { fromCents, toCents } from '../../lib/money.ts';

export type PricedLine = { unitPriceCents: number; quantity: number; kind: 'product' | 'service' };

/** A cart's lines (cart repository's cartLines, or the seed's picks) as priceCart reads them. */
export function pricedLines(
  lines: readonly {
    product: { kind: PricedLine['kind'] };
    variation: { priceCents: number };
    quantity: number;
  }[],
): PricedLine[] {
  return lines.map((line) => ({
    unitPriceCents: line.variation.priceCents,
    quantity: line.quantity,
    kind: line.product.kind,
  }));
}

export type StorePricing = {
  paymentDefault: PaymentDefault;
  shippingFeeCents: number;
  freeShippingFromCents: number | null;
};

/**
 * Every amount of an order, from the catalog's prices and the store's rules only (the client
 * never sends a price). spec §9 via @vitrine/domain: the pix/boleto extra discount applies to
 * the goods; card instalments are computed on goods + shipping, since the interest finances the
 * whole charge. Shipping is the store's flat fee, free from its threshold; services ship nothing.
 */
export function priceCart(lines: PricedLine[], store: StorePricing) {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const goodsCents = lines
    .filter((line) => line.kind === 'product')
    .reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const needsShipping = lines.some((line) => line.kind === 'product');
  const freeFrom = store.freeShippingFromCents;
  const shippingCents =
    !needsShipping || (freeFrom !== null && goodsCents >= freeFrom) ? 0 : store.shippingFeeCents;
  const subtotal = fromCents(subtotalCents);
  const pix = discountedPrice(subtotal, store.paymentDefault.pix);
  const boleto = discountedPrice(subtotal, store.paymentDefault.boleto);
  const card = installmentOptions(
    fromCents(subtotalCents + shippingCents),
    store.paymentDefault.card,
  );
  return { subtotalCents, shippingCents, needsShipping, pix, boleto, card };
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
    discountCents: price.subtotalCents - priceCents,
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
  const baseCents = price.subtotalCents + price.shippingCents;
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
export function quoteOf(price: CartPrice, freeShippingFromCents: number | null) {
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
    shipping: fromCents(price.shippingCents),
    needs_shipping: price.needsShipping,
    free_shipping_from: freeShippingFromCents === null ? null : fromCents(freeShippingFromCents),
    pix: withShipping(price.pix),
    boleto: withShipping(price.boleto),
    card: { installments: price.card },
  };
}
