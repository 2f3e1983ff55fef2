import type { PaymentDefault } from '@vitrine/contract/stores';
import { discountedPrice } from '@vitrine/domain/discount';
import {
  installmentHeadline,
  installmentOptions,
  type InstallmentHeadline,
} from '@vitrine/domain/installments';
import type { InstallmentOption } from '@vitrine/domain/payment-schemas';

export type PricePreview = {
  price: number;
  /** Every option the store offers for this amount (spec §9), 1x first. */
  installments: InstallmentOption[];
  /** What to advertise: the best interest-free offer, then "ou até 12x" (installmentHeadline). */
  headline: InstallmentHeadline | undefined;
  pix: number;
  boleto: number;
};

/** What the product page shows for one price, from the store's payment_default (spec §3, §9). */
export function pricePreview(price: number, payment: PaymentDefault): PricePreview {
  const installments = installmentOptions(price, payment.card);
  return {
    price,
    installments,
    headline: installmentHeadline(installments),
    pix: discountedPrice(price, payment.pix).price,
    boleto: discountedPrice(price, payment.boleto).price,
  };
}
