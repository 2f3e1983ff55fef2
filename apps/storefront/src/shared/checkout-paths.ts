import type { PaymentMethod } from '@vitrine/contract/orders';

// spec §2 checkout paths: the pay page's and the payment screens' (the account's orders link to
// them). Apart from lib/paths.ts, which every page downloads.
export const PAY_PATH = '/finalizar-compra/pagar';

/** The payment screen of an order: /finalizar-compra/{pix,boleto,card}/{code}. */
export const paymentScreenPath = (method: PaymentMethod, code: string) =>
  `/finalizar-compra/${method}/${encodeURIComponent(code)}`;
