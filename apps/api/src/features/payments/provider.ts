// The payment service provider behind checkout (spec §1: card, pix, boleto): a sandbox today,
// a real PSP later, behind this one interface. Amounts are integer cents; dates are instants.

export type ChargeInput = {
  storeId: string;
  storeName: string;
  storeCity: string;
  pixKey: string;
  boletoBankCode: string;
  /** The order's readable code: pix txid and boleto "nosso número" derive from it. */
  orderCode: string;
  amountCents: number;
  now: Date;
};

export type PixCharge = { payload: string; txid: string; expiresAt: Date };

export type BoletoCharge = { line: string; barcode: string; dueDate: string; expiresAt: Date };

export type CardAuthorization =
  | { approved: true; brand: string; last4: string; authorizationCode: string }
  | { approved: false; code: string; message: string };

export type PaymentProvider = {
  createPix(input: ChargeInput & { expiresAt: Date }): Promise<PixCharge>;
  createBoleto(input: ChargeInput): Promise<BoletoCharge>;
  /** Authorises (and captures) the card a token stands for; declines are answers, not errors. */
  authorizeCard(
    input: ChargeInput & { cardToken: string; installments: number },
  ): Promise<CardAuthorization>;
  /** True when a webhook body carries the provider's signature (header value as sent). */
  verifyWebhook(rawBody: string, signature: string | undefined): boolean;
};
