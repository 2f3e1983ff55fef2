import type { PaymentMethod } from '@vitrine/contract/orders';

// spec §2 checkout paths.
export const PAY_PATH = '/finalizar-compra/pagar';

/** The payment screen of an order: /finalizar-compra/{pix,boleto,card}/{code}. */
export const paymentScreenPath = (method: PaymentMethod, code: string) =>
  `/finalizar-compra/${method}/${encodeURIComponent(code)}`;
