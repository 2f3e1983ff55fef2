import type { PaymentDefault } from '@vitrine/contract/stores';
import { discountedPrice } from '@vitrine/domain/discount';
import { installmentOptions, type InstallmentOption } from '@vitrine/domain/installments';

export type PricePreview = {
  price: number;
  /** Every option the store offers for this amount (spec §9), 1x first. */
  installments: InstallmentOption[];
  /** The one to advertise: the most instalments, "12x de R$ …". */
  best: InstallmentOption | undefined;
  pix: number;
  boleto: number;
};

/** What the product page shows for one price, from the store's payment_default (spec §3, §9). */
export function pricePreview(price: number, payment: PaymentDefault): PricePreview {
  const installments = installmentOptions(price, payment.card);
  return {
    price,
    installments,
    best: installments.at(-1),
    pix: discountedPrice(price, payment.pix).price,
    boleto: discountedPrice(price, payment.boleto).price,
  };
}
