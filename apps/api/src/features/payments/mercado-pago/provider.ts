import { boletoBarcodeToLine, boletoLineToBarcode, nextBusinessDay } from '@vitrine/domain';
import { addDays, saoPauloDay, startOfSaoPauloDay } from '@vitrine/domain/dates';
import { outsideFailure } from '../../../lib/outside/failure.ts';
import type { Logger } from '../../../logger.ts';
import type { ChargeInput, PaymentProvider, RefundAnswer, RefundRequest } from '../provider.ts';
import { authorizeCard } from './card.ts';
import { createMercadoPagoClient } from './client.ts';
import { amountToCents, splitName } from './convert.ts';
import { idempotencyKey } from './idempotency.ts';
import { callError, MercadoPagoCallError, providerFailure } from './messages.ts';
import {
  type MercadoPagoNotification,
  notificationSchema,
  type MercadoPagoRefund,
} from './schemas.ts';
import { type NotificationParts, verifyNotificationSignature } from './signature.ts';
import { chargeStateOf, refundStatusOf } from './status.ts';
import type { Payer } from './types.ts';

/** Days until a Mercado Pago boleto is due, moved to a bank business day (as the sandbox's). */
const BOLETO_DAYS = 3;

export type MercadoPagoProviderOptions = {
  baseUrl?: string;
  /** The store's access token (production "APP_USR-…"): secret, never logged. */
  accessToken: string;
  /** The application's webhook secret ("assinatura secreta"): secret, never logged. */
  webhookSecret: string;
  /** Where Mercado Pago POSTs this store's payment notifications. */
  notificationUrl?: string;
  timeoutMs?: number;
  logger?: Logger;
};

export type MercadoPagoProvider = Omit<PaymentProvider, 'readRefund'> & {
  /** As PaymentProvider's; with the providerRefundId `refund` answered, that very refund. */
  readRefund(input: RefundRequest & { providerRefundId?: string }): Promise<RefundAnswer>;
  /** Mercado Pago signs the URL's data.id and the x-request-id header, not the body. */
  verifyNotification(parts: NotificationParts, now: Date): boolean;
  /** The notification's body (`{ action, type, data: { id } }`), or null when not that shape. */
  parseNotification(body: unknown): MercadoPagoNotification | null;
  /** A paid payment the buyer disputes with their card's issuer, or null (also on a failure). */
  readDispute(paymentId: string): Promise<'charged_back' | 'in_mediation' | null>;
};

/**
 * Card, pix and boleto through Mercado Pago's API de pagamentos. Creating calls throw a
 * MercadoPagoCallError when Mercado Pago did not answer (the interface has no failure there);
 * reads and refunds answer a ProviderFailure. Every payment is created with an idempotency key
 * derived from the store, the order and what it is for, so a retry never charges twice.
 */
export function mercadoPagoPaymentProvider(
  options: MercadoPagoProviderOptions,
): MercadoPagoProvider {
  const client = createMercadoPagoClient(options);

  function paymentOf(input: ChargeInput, purpose: string) {
    return {
      idempotencyKey: idempotencyKey(input.storeId, input.chargeKey, purpose),
      amountCents: input.amountCents,
      description: `Pedido ${input.orderCode} – ${input.storeName}`,
      externalReference: input.orderCode,
      ...(options.notificationUrl ? { notificationUrl: options.notificationUrl } : {}),
      payer: payerOf(input),
    };
  }

  return {
    name: 'mercado_pago',

    async createPix(input) {
      const created = await client.createPayment({
        ...paymentOf(input, 'pix'),
        method: 'pix',
        expiresAt: input.expiresAt,
      });
      if (!created.ok) throw callError(created);
      const { payment } = created;
      const payload = payment.point_of_interaction?.transaction_data?.qr_code;
      if (!payload) throw malformed('pix answer without qr_code');
      return {
        payload,
        txid: payment.id,
        expiresAt: payment.date_of_expiration
          ? new Date(payment.date_of_expiration)
          : input.expiresAt,
        providerPaymentId: payment.id,
      };
    },

    async createBoleto(input) {
      if (!input.payer?.cpf) {
        throw new MercadoPagoCallError(
          { ok: false, reason: 'refused', message: 'Informe o CPF para pagar com boleto.' },
          'boleto without cpf',
        );
      }
      const due = nextBusinessDay(addDays(saoPauloDay(input.now), BOLETO_DAYS));
      const created = await client.createPayment({
        ...paymentOf(input, 'boleto'),
        method: 'boleto',
        expiresAt: new Date(`${due}T23:59:59.000-03:00`),
      });
      if (!created.ok) throw callError(created);
      const { payment } = created;
      const details = payment.transaction_details;
      const barcode = details?.barcode?.content ?? payment.barcode?.content ?? null;
      const line =
        details?.digitable_line?.replace(/\D/g, '') ?? (barcode && boletoBarcodeToLine(barcode));
      const code = barcode ?? (line && boletoLineToBarcode(line));
      if (!line || !code) throw malformed('boleto answer without line or barcode');
      const dueDate = payment.date_of_expiration
        ? saoPauloDay(new Date(payment.date_of_expiration))
        : due;
      return {
        line,
        barcode: code,
        dueDate,
        expiresAt: startOfSaoPauloDay(addDays(dueDate, 1)),
        providerPaymentId: payment.id,
      };
    },

    authorizeCard(input) {
      // The token in the key: another card for the same order is another payment; the same
      // request retried after a timeout (same single-use token) is the same one.
      return authorizeCard(client, input, paymentOf(input, `card:${input.cardToken}`));
    },

    // The provider interface's body signature does not fit Mercado Pago, which signs the URL's
    // data.id and a header: its webhook route calls verifyNotification instead. Fails closed.
    verifyWebhook() {
      return false;
    },

    verifyNotification(parts, now) {
      return verifyNotificationSignature(options.webhookSecret, parts, now);
    },

    parseNotification(body) {
      const parsed = notificationSchema.safeParse(body);
      return parsed.success ? parsed.data : null;
    },

    async readDispute(paymentId) {
      const read = await client.getPayment(paymentId);
      if (!read.ok) return null;
      const { status } = read.payment;
      return status === 'charged_back' || status === 'in_mediation' ? status : null;
    },

    // By the payment's id; an order without one (its creation timed out and was never
    // retried) by its code, the external_reference: its newest payment, or still pending.
    async readCharge(input) {
      const id = input.payment.provider_payment_id;
      if (id) {
        const read = await client.getPayment(id);
        return read.ok ? chargeStateOf(read.payment, input.now) : providerFailure(read);
      }
      const found = await client.searchPayments(input.orderCode);
      if (!found.ok) return providerFailure(found);
      const newest = found.payments[0];
      return newest ? chargeStateOf(newest, input.now) : { ok: true, state: 'pending' };
    },

    async refund(input) {
      const paymentId = paymentIdOf(input);
      if (!paymentId) return noPayment();
      const read = await client.getPayment(paymentId);
      if (!read.ok) return providerFailure(read);
      // The whole payment is refunded with an empty body, part of it with { amount }: decided
      // on the payment's amount alone, so a retry sends the very same request.
      const whole = input.amountCents === amountToCents(read.payment.transaction_amount);
      const asked = await client.refund({
        paymentId,
        idempotencyKey: idempotencyKey(input.storeId, input.orderCode, `refund:${input.refundId}`),
        ...(whole ? {} : { amountCents: input.amountCents }),
      });
      if (!asked.ok) {
        return providerFailure(
          asked,
          asked.kind === 'refused'
            ? 'O Mercado Pago recusou a devolução (valor acima do que resta do pagamento, ou pagamento que não aceita devolução).'
            : undefined,
        );
      }
      return refundAnswer(asked.refund);
    },

    /**
     * With the refund's Mercado Pago id (the providerRefundId `refund` answered), GET that
     * refund; without it, the payment's refunds of this amount (ours are never two of the same
     * amount in flight on one payment; if they are, the answer waits until they agree).
     */
    async readRefund(input: RefundRequest & { providerRefundId?: string }): Promise<RefundAnswer> {
      const paymentId = paymentIdOf(input);
      if (!paymentId) return noPayment();
      if (input.providerRefundId) {
        const read = await client.getRefund(paymentId, input.providerRefundId);
        return read.ok ? refundAnswer(read.refund) : providerFailure(read);
      }
      const listed = await client.listRefunds(paymentId);
      if (!listed.ok) return providerFailure(listed);
      const same = listed.refunds.filter((r) => amountToCents(r.amount) === input.amountCents);
      const first = same[0];
      if (!first) {
        return {
          ok: false,
          reason: 'refused',
          message: 'Devolução não encontrada no Mercado Pago.',
        };
      }
      const statuses = new Set(same.map((r) => refundStatusOf(r.status)));
      return {
        ok: true,
        status: statuses.size === 1 ? refundStatusOf(first.status) : 'em_processamento',
        providerRefundId: first.id,
      };
    },
  };
}

function payerOf(input: ChargeInput): Payer {
  if (!input.payer?.email) {
    throw new MercadoPagoCallError(
      { ok: false, reason: 'refused', message: 'Informe o e-mail de quem paga.' },
      'payer without email',
    );
  }
  return { email: input.payer.email, cpf: input.payer.cpf, ...splitName(input.payer.name) };
}

function paymentIdOf(input: RefundRequest): string | undefined {
  return input.payment.paid_reference ?? input.payment.provider_payment_id;
}

function refundAnswer(refund: MercadoPagoRefund): RefundAnswer {
  return { ok: true, status: refundStatusOf(refund.status), providerRefundId: refund.id };
}

function noPayment(): RefundAnswer {
  return { ok: false, reason: 'refused', message: 'Pagamento sem id no Mercado Pago.' };
}

function malformed(detail: string): MercadoPagoCallError {
  return callError(outsideFailure('mercado-pago', 'unavailable', detail));
}
