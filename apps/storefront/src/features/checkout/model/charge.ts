import type { CheckoutQuote } from '@vitrine/contract/checkout';
import type { PaymentMethod } from '@vitrine/contract/orders';
import type { InstallmentOption } from '@vitrine/domain/payment-schemas';
import { round2 } from '@vitrine/domain/round';

export type Charge = {
  /** The pix/boleto extra discount (spec §9), 0 for the card. */
  discount: number;
  /** What instalments with interest add, 0 otherwise. */
  interest: number;
  total: number;
  /** The card's chosen option. */
  option: InstallmentOption | null;
};

/**
 * What the chosen method charges, read off the server's quote (the API prices the order the
 * same way, apps/api cart/pricing.ts): the pix/boleto discount is the quote's own figure,
 * the interest the difference between its numbers, never a price computed here.
 */
export function chargeOf(
  quote: CheckoutQuote,
  method: PaymentMethod,
  installments: number,
): Charge {
  if (method !== 'card') {
    const price = quote[method];
    return {
      discount: price.discount,
      interest: 0,
      total: price.total,
      option: null,
    };
  }
  const options = quote.card.installments;
  const option =
    options.find((candidate) => candidate.installmentNumber === installments) ?? options[0] ?? null;
  // The card finances what the coupon left plus shipping (the API's order of operations).
  const financed = round2(quote.subtotal - (quote.coupon?.discount ?? 0) + quote.shipping);
  const total = option?.totalAmount ?? financed;
  return {
    discount: 0,
    interest: Math.max(0, round2(total - financed)),
    total,
    option,
  };
}
