import { buildBoleto, isValidCpf, pixPayload } from '@vitrine/domain';
import { saoPauloDay } from '@vitrine/domain/dates';
import type { CardToken } from './mercado-pago-cards.ts';

// The loopback Mercado Pago's books: payments and their refunds as /v1/payments answers them,
// and the checks it makes on a POST /v1/payments body (answered as Mercado Pago's error body,
// `{ message, error, status, cause: [{ code, description }] }`).

export type Cause = { code: string | number; description: string };

export function mpError(status: number, message: string, cause: Cause[] = [], error?: string) {
  const name =
    error ?? (status === 401 ? 'unauthorized' : status === 404 ? 'not_found' : 'bad_request');
  return { message, error: name, status, cause };
}

export type Refund = {
  id: number;
  payment_id: number;
  amount: number;
  status: 'approved' | 'in_process' | 'rejected';
  date_created: string;
  source: { id: string; name: string; type: 'collector' };
  refund_mode: 'standard';
  /** The X-Idempotency-Key and body it was asked with. */
  key: string;
  request: string;
};

export type Payment = {
  id: number;
  accountId: string;
  status:
    'pending' | 'approved' | 'in_process' | 'rejected' | 'cancelled' | 'refunded' | 'charged_back';
  status_detail: string;
  payment_method_id: string;
  payment_type_id: 'bank_transfer' | 'ticket' | 'credit_card';
  transaction_amount: number;
  transaction_amount_refunded: number;
  installments: number;
  description: string | null;
  external_reference: string | null;
  notification_url: string | null;
  date_created: string;
  date_approved: string | null;
  date_last_updated: string;
  date_of_expiration: string | null;
  authorization_code: string | null;
  payer: Record<string, unknown>;
  card: Record<string, unknown> | null;
  point_of_interaction: Record<string, unknown> | null;
  transaction_details: Record<string, unknown>;
  barcode: { content: string } | null;
  refunds: Refund[];
  currency_id: 'BRL';
  live_mode: false;
  /** The X-Idempotency-Key it was created with and the body, to answer a retry the same way. */
  key: string;
  request: string;
};

const KNOWN_FIELDS = new Set([
  'token',
  'transaction_amount',
  'installments',
  'payment_method_id',
  'issuer_id',
  'payer',
  'description',
  'external_reference',
  'notification_url',
  'date_of_expiration',
  'binary_mode',
  'statement_descriptor',
  'additional_info',
  'metadata',
  'capture',
  'callback_url',
]);
/** yyyy-MM-dd'T'HH:mm:ss.SSSz, as the reference's error 23 names the format. */
const EXPIRATION = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?([+-]\d{2}:\d{2}|Z)$/;

/** The causes a POST /v1/payments body is refused with; empty when acceptable. */
export function paymentCauses(body: unknown): Cause[] {
  if (typeof body !== 'object' || body === null) return [{ code: 1, description: 'Params Error' }];
  const payment = body as Record<string, unknown>;
  const causes: Cause[] = [];
  const unknown = Object.keys(payment).filter((key) => !KNOWN_FIELDS.has(key));
  if (unknown.length) {
    causes.push({
      code: 8,
      description: `The name of the following parameters is wrong : [${unknown.join(', ')}]`,
    });
  }
  const amount = payment.transaction_amount;
  // At most two decimals: 259.9 * 100 is 25989.999…, so compare within a hair, not exactly.
  if (
    typeof amount !== 'number' ||
    !(amount > 0) ||
    Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6
  ) {
    causes.push({ code: 4037, description: 'Invalid transaction_amount' });
  }
  if (typeof payment.payment_method_id !== 'string') {
    causes.push({ code: 4050, description: 'payment_method_id must be a string' });
  }
  const payer = (payment.payer ?? {}) as Record<string, unknown>;
  if (typeof payer.email !== 'string' || !payer.email.includes('@')) {
    causes.push({ code: 4050, description: 'payer.email must be a valid email' });
  }
  const url = payment.notification_url;
  if (url !== undefined && (typeof url !== 'string' || !URL.canParse(url))) {
    causes.push({ code: 4020, description: 'notification_url attribute must be url valid' });
  }
  const method = payment.payment_method_id;
  if (method === 'pix' || method === 'bolbradesco') {
    const expiry = payment.date_of_expiration;
    if (expiry !== undefined && (typeof expiry !== 'string' || !EXPIRATION.test(expiry))) {
      causes.push({
        code: 23,
        description:
          "The following parameters must be valid date and format (yyyy-MM-dd'T'HH:mm:ssz) date_of_expiration",
      });
    }
  }
  if (method === 'bolbradesco') {
    const identification = (payer.identification ?? {}) as Record<string, unknown>;
    if (identification.type !== 'CPF' || !isValidCpf(String(identification.number ?? ''))) {
      causes.push({ code: 2067, description: 'Invalid user identification number' });
    }
    if (typeof payer.first_name !== 'string' || typeof payer.last_name !== 'string') {
      causes.push({ code: 4033, description: 'payer.first_name and payer.last_name are required' });
    }
  }
  if (method !== 'pix' && method !== 'bolbradesco') {
    if (typeof payment.token !== 'string') {
      causes.push({ code: 2006, description: 'Card Token not found' });
    }
    const installments = payment.installments;
    if (!Number.isInteger(installments) || Number(installments) < 1 || Number(installments) > 12) {
      causes.push({ code: 3011, description: 'Invalid installments' });
    }
  }
  return causes;
}

export function newPayment(
  id: number,
  accountId: string,
  body: Record<string, unknown>,
  key: string,
  card: CardToken | null,
  receiver: { pixKey: string; name: string; city: string; baseUrl: string },
  now: Date,
): Payment {
  const method = String(body.payment_method_id);
  const amount = body.transaction_amount as number;
  const created = now.toISOString();
  const expiry =
    typeof body.date_of_expiration === 'string'
      ? body.date_of_expiration
      : method === 'pix'
        ? new Date(now.getTime() + 86_400_000).toISOString()
        : method === 'bolbradesco'
          ? new Date(now.getTime() + 3 * 86_400_000).toISOString()
          : null;
  const payment: Payment = {
    id,
    accountId,
    status: 'pending',
    status_detail: 'pending_waiting_transfer',
    payment_method_id: method,
    payment_type_id: 'credit_card',
    transaction_amount: amount,
    transaction_amount_refunded: 0,
    installments: Number(body.installments ?? 1),
    description: typeof body.description === 'string' ? body.description : null,
    external_reference:
      typeof body.external_reference === 'string' ? body.external_reference : null,
    notification_url: typeof body.notification_url === 'string' ? body.notification_url : null,
    date_created: created,
    date_approved: null,
    date_last_updated: created,
    date_of_expiration: expiry,
    authorization_code: null,
    payer: { ...(body.payer as Record<string, unknown>), type: 'guest' },
    card: null,
    point_of_interaction: null,
    transaction_details: { net_received_amount: 0, total_paid_amount: amount },
    barcode: null,
    refunds: [],
    currency_id: 'BRL',
    live_mode: false,
    key,
    request: JSON.stringify(body),
  };
  const ticket = `${receiver.baseUrl}/payments/${id}/ticket`;
  if (method === 'pix') {
    payment.payment_type_id = 'bank_transfer';
    payment.point_of_interaction = {
      type: 'PIX',
      transaction_data: {
        qr_code: pixPayload({
          key: receiver.pixKey,
          merchantName: receiver.name,
          merchantCity: receiver.city,
          amount,
          txid: `mpqrinter${id}`,
        }),
        ticket_url: ticket,
      },
    };
  } else if (method === 'bolbradesco') {
    payment.payment_type_id = 'ticket';
    payment.status_detail = 'pending_waiting_payment';
    const boleto = buildBoleto({
      bankCode: '237',
      amount,
      dueDate: saoPauloDay(new Date(expiry!)),
      freeField: String(id).padStart(25, '0').slice(-25),
    });
    payment.barcode = { content: boleto.barcode };
    payment.transaction_details = {
      ...payment.transaction_details,
      external_resource_url: ticket,
      digitable_line: boleto.line,
      barcode: { content: boleto.barcode },
    };
  } else if (card) {
    payment.card = {
      first_six_digits: card.first_six_digits,
      last_four_digits: card.last_four_digits,
      expiration_month: card.expiration_month,
      expiration_year: card.expiration_year,
      cardholder: card.cardholder,
    };
    payment.status = card.outcome.status;
    payment.status_detail = card.outcome.detail;
    if (card.outcome.status === 'approved') approve(payment, now);
  }
  return payment;
}

export function approve(payment: Payment, now: Date) {
  payment.status = 'approved';
  payment.status_detail = 'accredited';
  payment.date_approved = now.toISOString();
  payment.date_last_updated = payment.date_approved;
  payment.transaction_details = {
    ...payment.transaction_details,
    net_received_amount: payment.transaction_amount,
  };
  if (payment.payment_type_id === 'credit_card') {
    payment.authorization_code = String(payment.id).slice(-6).padStart(6, '0');
  }
}

/** The payment as GET /v1/payments/{id} answers it. */
export function paymentAnswer(payment: Payment) {
  const { accountId: _account, key: _key, request: _request, refunds, ...answer } = payment;
  return { ...answer, refunds: refunds.map(refundAnswer), collector_id: Number(payment.accountId) };
}

export function refundAnswer(refund: Refund) {
  const { key: _key, request: _request, ...answer } = refund;
  return answer;
}

/** What is left to refund, in cents, counting refunds not rejected. */
export function refundableCents(payment: Payment): number {
  const refunded = payment.refunds
    .filter((r) => r.status !== 'rejected')
    .reduce((sum, r) => sum + Math.round(r.amount * 100), 0);
  return Math.round(payment.transaction_amount * 100) - refunded;
}
