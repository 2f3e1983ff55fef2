import type { IncomingHttpHeaders } from 'node:http';
import QRCode from 'qrcode';
import { parseJsonOrUndefined } from './http-body.ts';
import {
  type CardToken,
  cardTokenAnswer,
  paymentMethodOfBin,
  tokeniseCard,
} from './mercado-pago-cards.ts';
import {
  approve,
  mpError,
  newPayment,
  type Payment,
  paymentAnswer,
  paymentCauses,
  type Refund,
  refundableCents,
  refundAnswer,
} from './mercado-pago-ledger.ts';

// The loopback Mercado Pago's REST routes (mercado-pago.ts serves them): payments, refunds,
// card tokens, the BIN's payment method, /users/me, over the books every route shares.

export type RecordedMercadoPagoRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
};

export type MercadoPagoAccount = {
  userId: string;
  nickname: string;
  accessToken: string;
  publicKey: string;
  webhookSecret: string;
  pixKey: string;
  name: string;
  city: string;
};

export type MercadoPagoBook = {
  url: string;
  accounts: MercadoPagoAccount[];
  payments: Map<number, Payment>;
  tokens: Map<string, CardToken>;
  nextPaymentId: number;
  nextRefundId: number;
  /** Status a new refund starts in: approved at once, or in_process until settled. */
  refundStatus: 'approved' | 'in_process';
  /** Called after a payment is created or changes: the notification. */
  changed: (payment: Payment, action: 'payment.created' | 'payment.updated') => void;
};

export type Answer = [status: number, body: unknown];

export function createMercadoPagoApi(book: MercadoPagoBook) {
  const { accounts, payments, tokens } = book;

  async function respond(record: RecordedMercadoPagoRequest): Promise<Answer> {
    const url = new URL(record.path, book.url);
    const parts = url.pathname.split('/').filter(Boolean);
    const body = parseJsonOrUndefined(record.rawBody);
    const now = new Date();
    if (record.method === 'POST' && url.pathname === '/v1/card_tokens') {
      const account = accounts.find((a) => a.publicKey === url.searchParams.get('public_key'));
      if (!account) return [401, mpError(401, 'invalid public_key')];
      const made = tokeniseCard(body, account.userId, now);
      if ('causes' in made) return [400, mpError(400, 'invalid parameters', made.causes)];
      tokens.set(made.token.id, made.token);
      return [201, cardTokenAnswer(made.token)];
    }
    if (record.method === 'GET' && url.pathname === '/v1/payment_methods/installments') {
      const byKey = accounts.find((a) => a.publicKey === url.searchParams.get('public_key'));
      if (!byKey && !accountOf(record)) return [401, mpError(401, 'invalid access token')];
      return [200, installments(url.searchParams.get('bin') ?? '', url.searchParams.get('amount'))];
    }
    const account = accountOf(record);
    if (!account) return [401, mpError(401, 'invalid access token', [], 'unauthorized')];
    if (record.method === 'GET' && url.pathname === '/users/me') {
      return [
        200,
        {
          id: Number(account.userId),
          nickname: account.nickname,
          site_id: 'MLB',
          country_id: 'BR',
        },
      ];
    }
    if (parts[0] === 'v1' && parts[1] === 'card_tokens' && parts.length === 3) {
      const token = tokens.get(parts[2]!);
      if (record.method !== 'GET' || !token || token.accountId !== account.userId) {
        return [
          404,
          mpError(404, 'Card Token not found', [
            { code: 2006, description: 'Card Token not found' },
          ]),
        ];
      }
      return [200, cardTokenAnswer(token)];
    }
    if (parts[0] !== 'v1' || parts[1] !== 'payments')
      return [404, mpError(404, 'resource not found')];
    if (parts.length === 2 && record.method === 'POST') {
      return createPayment(account, body, record.headers['x-idempotency-key'], now);
    }
    if (parts[2] === 'search' && parts.length === 3 && record.method === 'GET') {
      return [200, search(account, url.searchParams)];
    }
    const payment = payments.get(Number(parts[2]));
    if (!payment || payment.accountId !== account.userId) {
      return [404, mpError(404, 'Payment not found')];
    }
    if (parts.length === 3 && record.method === 'GET') return [200, paymentAnswer(payment)];
    if (parts.length === 3 && record.method === 'PUT') return cancel(payment, body, now);
    if (parts[3] === 'refunds' && parts.length === 4) {
      if (record.method === 'GET') return [200, payment.refunds.map(refundAnswer)];
      if (record.method === 'POST') return refund(payment, body, record, now);
    }
    if (parts[3] === 'refunds' && parts.length === 5 && record.method === 'GET') {
      const found = payment.refunds.find((r) => r.id === Number(parts[4]));
      return found ? [200, refundAnswer(found)] : [404, mpError(404, 'Refund not found')];
    }
    return [404, mpError(404, 'resource not found')];
  }

  /** GET /v1/payments/search: by external_reference, newest first unless criteria=asc. */
  function search(account: MercadoPagoAccount, query: URLSearchParams) {
    const reference = query.get('external_reference');
    const found = [...payments.values()]
      .filter((p) => p.accountId === account.userId)
      .filter((p) => reference === null || p.external_reference === reference)
      .sort((a, b) => b.id - a.id);
    if (query.get('criteria') === 'asc') found.reverse();
    return {
      paging: { total: found.length, limit: 30, offset: 0 },
      results: found.slice(0, 30).map(paymentAnswer),
    };
  }

  function accountOf(record: RecordedMercadoPagoRequest): MercadoPagoAccount | undefined {
    const bearer = /^Bearer (.+)$/.exec(record.headers.authorization ?? '')?.[1];
    return bearer ? accounts.find((a) => a.accessToken === bearer) : undefined;
  }

  async function createPayment(
    account: MercadoPagoAccount,
    body: unknown,
    key: string | string[] | undefined,
    now: Date,
  ): Promise<Answer> {
    if (typeof key !== 'string' || !key) {
      return [400, mpError(400, 'X-Idempotency-Key header is required')];
    }
    const existing = [...payments.values()].find(
      (p) => p.accountId === account.userId && p.key === key,
    );
    // Idempotent per key, as Mercado Pago documents it: "if the payment has already been
    // created, its information is returned without creating a new payment" — whatever the body.
    if (existing) return [201, paymentAnswer(existing)];
    const causes = paymentCauses(body);
    if (causes.length) return [400, mpError(400, causes[0]!.description, causes)];
    const fields = body as Record<string, unknown>;
    const method = String(fields.payment_method_id);
    let card: CardToken | null = null;
    if (method !== 'pix' && method !== 'bolbradesco') {
      const token = tokens.get(String(fields.token));
      if (!token || token.accountId !== account.userId || token.status !== 'active') {
        return [
          400,
          mpError(400, 'Invalid card_token_id', [
            { code: 2062, description: 'Invalid card token' },
          ]),
        ];
      }
      if (paymentMethodOfBin(token.first_six_digits) !== method) {
        return [
          400,
          mpError(400, 'Invalid payment_method_id', [
            { code: 4050, description: 'payment_method_id does not match the card' },
          ]),
        ];
      }
      token.status = 'used';
      card = token;
    }
    const payment = newPayment(
      book.nextPaymentId++,
      account.userId,
      fields,
      key,
      card,
      {
        pixKey: account.pixKey,
        name: account.name,
        city: account.city,
        baseUrl: book.url,
      },
      now,
    );
    // Booked before anything is awaited: a retry racing this request finds its key taken.
    payments.set(payment.id, payment);
    const data = payment.point_of_interaction?.transaction_data as
      Record<string, unknown> | undefined;
    if (data?.qr_code) {
      data.qr_code_base64 = (await QRCode.toBuffer(String(data.qr_code))).toString('base64');
    }
    book.changed(payment, 'payment.created');
    return [201, paymentAnswer(payment)];
  }

  function cancel(payment: Payment, body: unknown, now: Date): Answer {
    if ((body as { status?: unknown } | undefined)?.status !== 'cancelled') {
      return [400, mpError(400, 'only status cancelled can be set')];
    }
    if (payment.status !== 'pending' && payment.status !== 'in_process') {
      return [400, mpError(400, `Payment in status ${payment.status} cannot be cancelled`)];
    }
    payment.status = 'cancelled';
    payment.status_detail = 'by_collector';
    payment.date_last_updated = now.toISOString();
    book.changed(payment, 'payment.updated');
    return [200, paymentAnswer(payment)];
  }

  function refund(
    payment: Payment,
    body: unknown,
    record: RecordedMercadoPagoRequest,
    now: Date,
  ): Answer {
    const key = record.headers['x-idempotency-key'];
    if (typeof key !== 'string' || !key) {
      return [400, mpError(400, 'X-Idempotency-Key header is required')];
    }
    const request = JSON.stringify(body ?? {});
    const existing = payment.refunds.find((r) => r.key === key);
    if (existing) {
      if (existing.request === request) return [201, refundAnswer(existing)];
      return [
        409,
        mpError(409, 'idempotency key already used with another request', [], 'conflict'),
      ];
    }
    if (payment.status !== 'approved') {
      return [400, mpError(400, `Payment in status ${payment.status} cannot be refunded`)];
    }
    const amount = (body as { amount?: unknown } | undefined)?.amount;
    const left = refundableCents(payment);
    const cents = amount === undefined ? left : Math.round(Number(amount) * 100);
    if (amount !== undefined && (typeof amount !== 'number' || !(amount > 0))) {
      return [400, mpError(400, 'Invalid refund amount')];
    }
    if (cents > left || cents <= 0) {
      return [400, mpError(400, 'The amount to refund is greater than the available amount')];
    }
    const made: Refund = {
      id: book.nextRefundId++,
      payment_id: payment.id,
      amount: cents / 100,
      status: book.refundStatus,
      date_created: now.toISOString(),
      source: { id: payment.accountId, name: 'collector', type: 'collector' },
      refund_mode: 'standard',
      key,
      request,
    };
    payment.refunds.push(made);
    settle(payment, now);
    return [201, refundAnswer(made)];
  }

  return { respond, settle };

  /** Books approved refunds on the payment: refunded once nothing is left, and notifies. */
  function settle(payment: Payment, now: Date) {
    const approved = payment.refunds.filter((r) => r.status === 'approved');
    payment.transaction_amount_refunded =
      approved.reduce((sum, r) => sum + Math.round(r.amount * 100), 0) / 100;
    if (payment.status === 'approved' && refundableCents(payment) === 0 && approved.length) {
      const pending = payment.refunds.some((r) => r.status === 'in_process');
      if (!pending) {
        payment.status = 'refunded';
        payment.status_detail = 'refunded';
      }
    } else if (payment.status === 'approved' && approved.length) {
      payment.status_detail = 'partially_refunded';
    }
    payment.date_last_updated = now.toISOString();
    book.changed(payment, 'payment.updated');
  }
}

function installments(bin: string, amount: string | null) {
  const method = /^\d{6,8}$/.test(bin) ? paymentMethodOfBin(bin) : null;
  if (!method) return [];
  const total = Number(amount ?? 0);
  return [
    {
      payment_method_id: method,
      payment_type_id: 'credit_card',
      issuer: { id: 24, name: method.toUpperCase() },
      processing_mode: 'aggregator',
      payer_costs: Array.from({ length: 12 }, (_, index) => ({
        installments: index + 1,
        installment_rate: 0,
        installment_amount: Math.round((total / (index + 1)) * 100) / 100,
        total_amount: total,
      })),
    },
  ];
}

export { approve };
