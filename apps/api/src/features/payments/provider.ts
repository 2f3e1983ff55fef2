// The payment service providers behind checkout (spec §1: card, pix, boleto), each behind this
// one interface: the sandbox (our own, for a store that set none up), the Banco Central's API Pix
// (any PSP), and a payment gateway (Mercado Pago). Amounts are integer cents; dates are instants.
import type { PaymentDetails } from '../../db/schema/index.ts';

/** Who charged an order: kept on the order's payment, so a refund goes back the same way. */
export type ProviderName = 'sandbox' | 'pix_api' | 'mercado_pago';

export type ChargeInput = {
  storeId: string;
  storeName: string;
  storeCity: string;
  pixKey: string;
  boletoBankCode: string;
  /** The order's readable code: pix txid and boleto "nosso número" derive from it. */
  orderCode: string;
  /**
   * The same on every retry of one checkout (derived from its Idempotency-Key, else the order
   * code): what a provider's own idempotency key or a pix txid derives from, so a retry after a
   * timeout finds the charge the first try made instead of charging twice.
   */
  chargeKey: string;
  amountCents: number;
  now: Date;
  /** The payer, as the provider may require it (a boleto always needs the CPF). */
  payer?: { name: string; email: string; cpf: string | null };
};

/** `providerPaymentId`: the provider's id of the charge (a gateway's payment id), when any. */
export type PixCharge = {
  payload: string;
  txid: string;
  expiresAt: Date;
  providerPaymentId?: string;
};

export type BoletoCharge = {
  line: string;
  barcode: string;
  dueDate: string;
  expiresAt: Date;
  providerPaymentId?: string;
};

export type CardAuthorization =
  | {
      approved: true;
      brand: string;
      last4: string;
      authorizationCode: string;
      providerPaymentId?: string;
    }
  | { approved: false; code: string; message: string };

/**
 * A provider call that did not end as documented. `timeout`: no answer in time (it may have been
 * done: retry with the same idempotency key or id). `unavailable`: connection failed, 5xx, 429.
 * `refused`: the provider said no; retrying will not help. `message` is pt-BR, safe to show.
 */
export type ProviderFailure = {
  ok: false;
  reason: 'timeout' | 'unavailable' | 'refused';
  message: string;
};

/** An order's charge as the provider sees it now (what reconciliation asks). */
export type ChargeState =
  | { ok: true; state: 'pending' }
  | {
      ok: true;
      state: 'paid';
      amountCents: number;
      paidAt: Date;
      /** The pix's end-to-end id, or the gateway's payment id: what a refund names. */
      reference: string;
    }
  | { ok: true; state: 'expired' | 'cancelled' }
  | ProviderFailure;

export type RefundStatus = 'em_processamento' | 'devolvido' | 'nao_realizado';

export type RefundRequest = {
  storeId: string;
  orderCode: string;
  payment: PaymentDetails;
  /** Ours, [a-zA-Z0-9]{1,35}, the same on every retry of this refund (the idempotency key). */
  refundId: string;
  amountCents: number;
  now: Date;
};

export type RefundAnswer =
  { ok: true; status: RefundStatus; providerRefundId: string; reason?: string } | ProviderFailure;

export type PaymentProvider = {
  readonly name: ProviderName;
  createPix(input: ChargeInput & { expiresAt: Date }): Promise<PixCharge>;
  createBoleto(input: ChargeInput): Promise<BoletoCharge>;
  /** Authorises (and captures) the card a token stands for; declines are answers, not errors. */
  authorizeCard(
    input: ChargeInput & { cardToken: string; installments: number },
  ): Promise<CardAuthorization>;
  /** True when a webhook body carries the provider's signature (header value as sent). */
  verifyWebhook(rawBody: string, signature: string | undefined): boolean;
  /** Reads the order's charge from the provider (reconciliation of a notice that never came). */
  readCharge(input: {
    storeId: string;
    orderCode: string;
    payment: PaymentDetails;
    now: Date;
  }): Promise<ChargeState>;
  /** Gives back all or part of a paid order's money; repeated with the same refundId, once. */
  refund(input: RefundRequest): Promise<RefundAnswer>;
  /** Reads a refund the provider answered `em_processamento` until it settles. */
  readRefund(input: RefundRequest): Promise<RefundAnswer>;
};
