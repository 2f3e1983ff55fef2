import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './http-body.ts';
import {
  approve,
  createMercadoPagoApi,
  type MercadoPagoAccount,
  type MercadoPagoBook,
  type RecordedMercadoPagoRequest,
} from './mercado-pago-api.ts';
import type { CardToken } from './mercado-pago-cards.ts';
import { mpError, type Payment, paymentAnswer } from './mercado-pago-ledger.ts';
import { mercadoPagoScript } from './mercado-pago-sdk.ts';

export type { MercadoPagoAccount, RecordedMercadoPagoRequest } from './mercado-pago-api.ts';
export { TEST_CARDS, TEST_HOLDERS } from './mercado-pago-cards.ts';

export type MercadoPagoOptions = {
  /** The sellers' accounts it knows; one made up when none is given. */
  accounts?: Array<Partial<MercadoPagoAccount>>;
  port?: number;
};

export type SentNotification = {
  url: string;
  headers: { 'x-signature': string; 'x-request-id': string };
  body: { action: string; type: 'payment'; data: { id: string } } & Record<string, unknown>;
  /** The store's HTTP status, or why it was not delivered. */
  outcome: number | 'dropped' | 'failed';
};

type Settings = {
  delayMs: number;
  /** Only answers to this path (no query) are delayed; null: every answer. */
  delayPath: string | null;
  fail: number | null;
  drop: number;
  duplicate: number;
};
const CALM: Settings = { delayMs: 0, delayPath: null, fail: null, drop: 0, duplicate: 0 };

/**
 * Mercado Pago's API de pagamentos on 127.0.0.1 (plain HTTP) for the contract tests and the
 * offline demo (src/features/payments/mercado-pago is its client): card tokens (with the
 * public key, CORS open, as the browser calls them), payments by card token, pix and boleto
 * with X-Idempotency-Key, cancel, refunds, the BIN's payment method, /users/me, and the
 * tokenising script at GET /js/v2. It POSTs signed Webhooks notifications (x-signature,
 * x-request-id; `?data.id=…&type=payment` added to notification_url) when a payment is created
 * or changes. Payments, review, chargebacks and failures on demand through `control`.
 * No vitest import: the demo can start it too.
 */
export async function startMercadoPago(options: MercadoPagoOptions = {}) {
  let settings: Settings = { ...CALM };
  const requests: RecordedMercadoPagoRequest[] = [];
  const notifications: SentNotification[] = [];
  const inflight = new Set<Promise<unknown>>();
  const timers = new Set<NodeJS.Timeout>();
  const accounts: MercadoPagoAccount[] = (options.accounts ?? [{}]).map((given, index) => ({
    userId: String(1_200_000_000 + index),
    nickname: `LOJA${index + 1}`,
    accessToken: `APP_USR-${randomBytes(16).toString('hex')}-${index}`,
    publicKey: `APP_USR-${randomUUID()}`,
    webhookSecret: randomBytes(24).toString('hex'),
    pixKey: randomUUID(),
    name: 'Loja Vitrine',
    city: 'Sao Paulo',
    ...given,
  }));
  const book: MercadoPagoBook = {
    url: '',
    accounts,
    payments: new Map<number, Payment>(),
    tokens: new Map<string, CardToken>(),
    nextPaymentId: 1_312_000_001,
    nextRefundId: 2_100_000_001,
    refundStatus: 'approved',
    changed: (payment, action) => void track(notify(payment, action)),
  };
  const api = createMercadoPagoApi(book);

  function track<T>(promise: Promise<T>): Promise<T> {
    inflight.add(promise);
    void promise.finally(() => inflight.delete(promise));
    return promise;
  }

  /** POSTs the payment's notification, signed with its account's secret; dropped on demand. */
  async function notify(payment: Payment, action: string): Promise<void> {
    if (!payment.notification_url) return;
    const account = accounts.find((a) => a.userId === payment.accountId)!;
    const copies = settings.duplicate > 0 ? 2 : 1;
    if (settings.duplicate > 0) settings = { ...settings, duplicate: settings.duplicate - 1 };
    const dropped = settings.drop > 0;
    if (dropped) settings = { ...settings, drop: settings.drop - 1 };
    const dataId = String(payment.id);
    const url = new URL(payment.notification_url);
    url.searchParams.set('data.id', dataId);
    url.searchParams.set('type', 'payment');
    const body = {
      id: Number(randomBytes(5).readUIntBE(0, 5)),
      live_mode: false,
      type: 'payment' as const,
      date_created: new Date().toISOString(),
      user_id: Number(account.userId),
      api_version: 'v1',
      action,
      data: { id: dataId },
    };
    for (let copy = 0; copy < copies; copy += 1) {
      // Each delivery is its own request: its own x-request-id and ts, its own signature.
      const requestId = randomUUID();
      const ts = String(Math.floor(Date.now() / 1000));
      const manifest = `id:${dataId};request-id:${requestId};ts:${ts};`;
      const v1 = createHmac('sha256', account.webhookSecret).update(manifest).digest('hex');
      const headers = { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId };
      const sent: SentNotification = { url: url.toString(), headers, body, outcome: 'dropped' };
      notifications.push(sent);
      if (dropped) continue;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(5000),
        });
        sent.outcome = response.status;
      } catch {
        sent.outcome = 'failed';
      }
    }
  }

  const server = createServer((req, res) => {
    void track(
      readBody(req).then(async (rawBody) => {
        const record: RecordedMercadoPagoRequest = {
          method: req.method ?? 'GET',
          path: req.url ?? '/',
          headers: req.headers,
          rawBody,
        };
        requests.push(record);
        if (record.method === 'OPTIONS') return void preflight(req, res);
        if (record.method === 'GET' && record.path.split('?')[0] === '/js/v2') {
          return void res
            .writeHead(200, { ...CORS, 'content-type': 'text/javascript; charset=utf-8' })
            .end(mercadoPagoScript(book.url));
        }
        const fail = settings.fail;
        const [status, body] =
          fail === null
            ? await api.respond(record)
            : [fail, mpError(fail, 'internal_error', [], 'internal_server_error')];
        const delayed =
          settings.delayPath === null || settings.delayPath === record.path.split('?')[0];
        const timer = setTimeout(
          () => {
            timers.delete(timer);
            if (!res.destroyed) send(res, status, body);
          },
          delayed ? settings.delayMs : 0,
        );
        timers.add(timer);
      }),
    );
  });

  await new Promise<void>((listening) => server.listen(options.port ?? 0, '127.0.0.1', listening));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  book.url = url;

  async function settled() {
    while (inflight.size) await Promise.all([...inflight]);
  }

  function paymentOf(id: number | string): Payment {
    const payment = book.payments.get(Number(id));
    if (!payment) throw new Error(`mercado pago loopback: no payment ${id}`);
    return payment;
  }

  /** Changes a payment, notifies the store and waits for the delivery. */
  async function change(
    id: number | string,
    allowed: Payment['status'][],
    apply: (p: Payment) => void,
  ) {
    const payment = paymentOf(id);
    if (!allowed.includes(payment.status)) {
      throw new Error(`mercado pago loopback: payment ${id} is ${payment.status}`);
    }
    apply(payment);
    payment.date_last_updated = new Date().toISOString();
    await track(notify(payment, 'payment.updated'));
    return paymentAnswer(payment);
  }

  return {
    url,
    /** The tokenising script, for the storefront's <script src>. */
    scriptUrl: `${url}/js/v2`,
    /** The first account: what a store's settings hold. */
    account: accounts[0]!,
    accounts,
    requests,
    notifications,
    control: {
      /** A payer pays a pending pix or boleto: approved, and the store notified. */
      pay: (id: number | string) => change(id, ['pending'], (p) => approve(p, new Date())),
      /** Whether it holds the payment `id` (one started again holds none of before). */
      holds: (id: number | string) => book.payments.has(Number(id)),
      /** A pending pix or boleto reaches its date_of_expiration unpaid. */
      expire: (id: number | string) =>
        change(id, ['pending'], (p) => {
          p.status = 'cancelled';
          p.status_detail = 'expired';
        }),
      /** A card payment Mercado Pago held for review is approved (or rejected). */
      approveReview: (id: number | string) =>
        change(id, ['in_process'], (p) => approve(p, new Date())),
      rejectReview: (id: number | string) =>
        change(id, ['in_process'], (p) => {
          p.status = 'rejected';
          p.status_detail = 'cc_rejected_high_risk';
        }),
      /** A payment the shopper's issuer charged back. */
      chargeBack: (id: number | string) =>
        change(id, ['approved'], (p) => {
          p.status = 'charged_back';
          p.status_detail = 'settled';
        }),
      /** New refunds start in_process (until settleRefunds) instead of approved. */
      holdRefunds: (hold = true) => void (book.refundStatus = hold ? 'in_process' : 'approved'),
      /** Every refund in process ends approved or rejected; the payments' stores notified. */
      async settleRefunds(outcome: 'approved' | 'rejected') {
        for (const payment of book.payments.values()) {
          const pending = payment.refunds.filter((r) => r.status === 'in_process');
          if (!pending.length) continue;
          for (const refund of pending) refund.status = outcome;
          api.settle(payment, new Date());
        }
        await settled();
      },
      /** The next `count` notifications are never delivered (recorded as dropped). */
      dropNextNotification: (count = 1) => void (settings = { ...settings, drop: count }),
      /** The next notification is delivered twice, each with its own request id and signature. */
      duplicateNextNotification: () => void (settings = { ...settings, duplicate: 1 }),
      /** Answers `delayMs` late (the work is done at once, as a slow network would have it). */
      delay: (delayMs: number, onlyPath: string | null = null) =>
        void (settings = { ...settings, delayMs, delayPath: onlyPath }),
      failWith: (status: number | null) => void (settings = { ...settings, fail: status }),
      payment: (id: number | string) => paymentAnswer(paymentOf(id)),
      /** Every payment made for one external_reference (one, when retries were idempotent). */
      paymentsByReference: (reference: string) =>
        [...book.payments.values()]
          .filter((p) => p.external_reference === reference)
          .map(paymentAnswer),
      /** Waits for every request being handled and every notification on its way. */
      settled,
      reset() {
        settings = { ...CALM };
        book.refundStatus = 'approved';
        requests.length = 0;
        notifications.length = 0;
      },
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
    },
  };
}

export type MercadoPagoLoopback = Awaited<ReturnType<typeof startMercadoPago>>;

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, x-idempotency-key',
  'access-control-max-age': '600',
};

/**
 * A browser's preflight: the headers it asks for are allowed (a page's own headers, e.g. a
 * proxy's X-Forwarded-For in the tests' browsers, ride along on its fetches).
 */
function preflight(req: IncomingMessage, res: ServerResponse) {
  const asked = req.headers['access-control-request-headers'];
  res
    .writeHead(204, { ...CORS, ...(asked ? { 'access-control-allow-headers': asked } : {}) })
    .end();
}

function send(res: ServerResponse, status: number, body: unknown) {
  res
    .writeHead(status, { ...CORS, 'content-type': 'application/json; charset=utf-8' })
    .end(JSON.stringify(body));
}
