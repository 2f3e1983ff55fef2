import type { OutsideFailure, OutsideResult } from '../../../lib/outside/failure.ts';

/**
 * Every client call answers a result or the outside failure (lib/outside); nothing throws.
 * `timeout`: no answer in time (the payment may exist: retry with the same idempotency key).
 * `unavailable`: connection failed, 5xx, 429, or an answer that does not parse. `refused`:
 * Mercado Pago said no (4xx, its `{ message, error, status, cause }` as `body`: bad credentials,
 * a field it refused, an idempotency key reused with another body) — retrying will not help.
 */
export type MercadoPagoFailure = OutsideFailure;

export type MercadoPagoResult<T> = OutsideResult<T>;

/** The payer as POST /v1/payments takes it (boleto requires the CPF and the name). */
export type Payer = { email: string; firstName: string; lastName: string; cpf: string | null };

export type CreatePaymentInput = {
  /** Sent as X-Idempotency-Key: the same key answers the same payment, never a second one. */
  idempotencyKey: string;
  amountCents: number;
  description: string;
  /** Ours, to find the payment again: the order's code. */
  externalReference: string;
  /** Where Mercado Pago POSTs this payment's notifications. */
  notificationUrl?: string;
  payer: Payer;
} & (
  | { method: 'pix'; expiresAt: Date }
  | { method: 'boleto'; expiresAt: Date }
  | {
      method: 'card';
      token: string;
      installments: number;
      /** The card's brand as Mercado Pago names it ('visa', 'master', …). */
      paymentMethodId: string;
      issuerId?: string;
    }
);

export type RefundInput = {
  paymentId: string;
  idempotencyKey: string;
  /** Absent: the whole payment (an empty body, as Mercado Pago documents a total refund). */
  amountCents?: number;
};
