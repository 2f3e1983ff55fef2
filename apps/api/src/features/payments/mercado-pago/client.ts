import type { z } from 'zod';
import { createOutsideClient, type OutsideRequest } from '../../../lib/outside/client.ts';
import { outsideFailure } from '../../../lib/outside/failure.ts';
import type { Logger } from '../../../logger.ts';
import { amountToCents, centsToAmount } from './convert.ts';
import {
  cardTokenSchema,
  installmentsSchema,
  paymentSchema,
  paymentSearchSchema,
  refundSchema,
  userSchema,
} from './schemas.ts';
import type {
  CreatePaymentInput,
  MercadoPagoFailure,
  MercadoPagoResult,
  RefundInput,
} from './types.ts';
import { toMercadoPagoDate } from './convert.ts';

export const MERCADO_PAGO_URL = 'https://api.mercadopago.com';
export const MERCADO_PAGO_TIMEOUT_MS = 8000;

export type MercadoPagoOptions = {
  /** https://api.mercadopago.com in production; the loopback's URL in tests and the demo. */
  baseUrl?: string;
  /** Secret: sent as `Authorization: Bearer …` and nowhere else, never logged. */
  accessToken: string;
  timeoutMs?: number;
  logger?: Logger;
};

const PAYMENT_IDS = /^\d{1,20}$/;

/**
 * Mercado Pago's API de pagamentos (Checkout Transparente) as a store uses it: payments by card
 * token, pix and boleto (`POST /v1/payments` with an X-Idempotency-Key), reading them, refunds
 * (total or partial), the card token's BIN and the credentials' account. Every call has a
 * deadline and answers a result or a MercadoPagoFailure; nothing throws.
 */
export function createMercadoPagoClient(options: MercadoPagoOptions) {
  const timeoutMs = options.timeoutMs ?? MERCADO_PAGO_TIMEOUT_MS;
  const outside = createOutsideClient({
    provider: 'mercado-pago',
    baseUrl: options.baseUrl ?? MERCADO_PAGO_URL,
    timeoutMs,
    headers: { authorization: `Bearer ${options.accessToken}` },
    secrets: [options.accessToken],
    ...(options.logger ? { logger: options.logger } : {}),
  });

  async function call<S extends z.ZodType>(
    request: Omit<OutsideRequest, 'headers'> & { idempotencyKey?: string },
    expected: number[],
    schema: S,
  ): Promise<MercadoPagoResult<{ value: z.output<S> }>> {
    const { idempotencyKey, ...rest } = request;
    return outside.call(
      { ...rest, ...(idempotencyKey ? { headers: { 'x-idempotency-key': idempotencyKey } } : {}) },
      { status: expected, schema },
    );
  }

  return {
    timeoutMs,

    /** POST /v1/payments: pix, boleto (bolbradesco) or a card token. */
    async createPayment(input: CreatePaymentInput) {
      if (!isPositiveCents(input.amountCents)) return invalid('amount must be positive cents');
      if (!input.idempotencyKey) return invalid('an idempotency key is required');
      const body = paymentBody(input);
      const result = await call(
        {
          operation: 'createPayment',
          method: 'POST',
          path: '/v1/payments',
          json: body,
          idempotencyKey: input.idempotencyKey,
        },
        [200, 201],
        paymentSchema,
      );
      if (!result.ok) return result;
      // A used key answers the payment it made, whatever this body says (Mercado Pago's
      // idempotency): one of another amount is a checkout that changed since, not this charge.
      if (amountToCents(result.value.transaction_amount) !== input.amountCents) {
        return outsideFailure(
          'mercado-pago',
          'refused',
          'idempotency key already used for another amount',
        );
      }
      return { ok: true as const, payment: result.value };
    },

    /**
     * GET /v1/payments/search?external_reference: the payments made for one order, newest
     * first (a payment whose creation timed out and was never retried is still found).
     */
    async searchPayments(externalReference: string) {
      const query = new URLSearchParams({
        external_reference: externalReference,
        sort: 'date_created',
        criteria: 'desc',
      });
      const result = await call(
        { operation: 'searchPayments', method: 'GET', path: `/v1/payments/search?${query}` },
        [200],
        paymentSearchSchema,
      );
      return result.ok ? { ok: true as const, payments: result.value.results } : result;
    },

    /** GET /v1/payments/{id}. */
    async getPayment(paymentId: string) {
      if (!PAYMENT_IDS.test(paymentId)) return invalid('payment id must be digits');
      const result = await call(
        { operation: 'getPayment', method: 'GET', path: `/v1/payments/${paymentId}` },
        [200],
        paymentSchema,
      );
      return result.ok ? { ok: true as const, payment: result.value } : result;
    },

    /** PUT /v1/payments/{id} `{ status: 'cancelled' }`: only a pending or in-process payment. */
    async cancelPayment(paymentId: string) {
      if (!PAYMENT_IDS.test(paymentId)) return invalid('payment id must be digits');
      const result = await call(
        {
          operation: 'cancelPayment',
          method: 'PUT',
          path: `/v1/payments/${paymentId}`,
          json: { status: 'cancelled' },
        },
        [200],
        paymentSchema,
      );
      return result.ok ? { ok: true as const, payment: result.value } : result;
    },

    /** POST /v1/payments/{id}/refunds: `{}` for the whole payment, `{ amount }` for part. */
    async refund(input: RefundInput) {
      if (!PAYMENT_IDS.test(input.paymentId)) return invalid('payment id must be digits');
      if (input.amountCents !== undefined && !isPositiveCents(input.amountCents))
        return invalid('amount must be positive cents');
      const body =
        input.amountCents === undefined ? {} : { amount: centsToAmount(input.amountCents) };
      const result = await call(
        {
          operation: 'refund',
          method: 'POST',
          path: `/v1/payments/${input.paymentId}/refunds`,
          json: body,
          idempotencyKey: input.idempotencyKey,
        },
        [200, 201],
        refundSchema,
      );
      return result.ok ? { ok: true as const, refund: result.value } : result;
    },

    /** GET /v1/payments/{id}/refunds/{refund_id}. */
    async getRefund(paymentId: string, refundId: string) {
      if (!PAYMENT_IDS.test(paymentId) || !PAYMENT_IDS.test(refundId))
        return invalid('payment and refund ids must be digits');
      const result = await call(
        {
          operation: 'getRefund',
          method: 'GET',
          path: `/v1/payments/${paymentId}/refunds/${refundId}`,
        },
        [200],
        refundSchema,
      );
      return result.ok ? { ok: true as const, refund: result.value } : result;
    },

    /** GET /v1/payments/{id}/refunds: every refund of a payment. */
    async listRefunds(paymentId: string) {
      if (!PAYMENT_IDS.test(paymentId)) return invalid('payment id must be digits');
      const result = await call(
        { operation: 'listRefunds', method: 'GET', path: `/v1/payments/${paymentId}/refunds` },
        [200],
        refundSchema.array(),
      );
      return result.ok ? { ok: true as const, refunds: result.value } : result;
    },

    /** GET /v1/card_tokens/{id}: the BIN and last digits of the card a browser tokenised. */
    async getCardToken(token: string) {
      if (!/^[\w-]{1,64}$/.test(token)) return invalid('malformed card token');
      const result = await call(
        { operation: 'getCardToken', method: 'GET', path: `/v1/card_tokens/${token}` },
        [200],
        cardTokenSchema,
      );
      return result.ok ? { ok: true as const, cardToken: result.value } : result;
    },

    /** GET /v1/payment_methods/installments?bin&amount: the card's brand and issuer. */
    async paymentMethodOf(bin: string, amountCents: number) {
      if (!/^\d{6,8}$/.test(bin)) return invalid('bin must be 6 to 8 digits');
      const query = new URLSearchParams({ bin, amount: String(centsToAmount(amountCents)) });
      const result = await call(
        {
          operation: 'paymentMethodOf',
          method: 'GET',
          path: `/v1/payment_methods/installments?${query}`,
        },
        [200],
        installmentsSchema,
      );
      if (!result.ok) return result;
      const card = result.value.find((m) => m.payment_type_id === 'credit_card') ?? result.value[0];
      if (!card) return invalid('no payment method for this bin', 404);
      return {
        ok: true as const,
        paymentMethodId: card.payment_method_id,
        ...(card.issuer?.id ? { issuerId: card.issuer.id } : {}),
      };
    },

    /** GET /users/me: whose account the access token opens (the credentials check). */
    async me() {
      const result = await call(
        { operation: 'me', method: 'GET', path: '/users/me' },
        [200],
        userSchema,
      );
      return result.ok ? { ok: true as const, user: result.value } : result;
    },
  };
}

export type MercadoPagoClient = ReturnType<typeof createMercadoPagoClient>;

function paymentBody(input: CreatePaymentInput) {
  const payer = {
    email: input.payer.email,
    first_name: input.payer.firstName,
    last_name: input.payer.lastName,
    ...(input.payer.cpf ? { identification: { type: 'CPF', number: input.payer.cpf } } : {}),
  };
  const common = {
    transaction_amount: centsToAmount(input.amountCents),
    description: input.description.slice(0, 255),
    external_reference: input.externalReference,
    ...(input.notificationUrl ? { notification_url: input.notificationUrl } : {}),
    payer,
  };
  if (input.method === 'card') {
    return {
      ...common,
      token: input.token,
      installments: input.installments,
      payment_method_id: input.paymentMethodId,
      ...(input.issuerId ? { issuer_id: input.issuerId } : {}),
    };
  }
  return {
    ...common,
    payment_method_id: input.method === 'pix' ? 'pix' : 'bolbradesco',
    date_of_expiration: toMercadoPagoDate(input.expiresAt),
  };
}

function isPositiveCents(cents: number): boolean {
  return Number.isSafeInteger(cents) && cents > 0;
}

function invalid(detail: string, status?: number): MercadoPagoFailure {
  return outsideFailure('mercado-pago', 'refused', detail, status ? { status } : {});
}
