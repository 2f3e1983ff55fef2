import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runInNewContext } from 'node:vm';
import { parseBoleto, parsePixPayload } from '@vitrine/domain';
import { pino } from 'pino';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startMercadoPago } from '../src/demo/mercado-pago.ts';
import type { PaymentDetails } from '../src/db/schema/index.ts';
import type { ChargeInput, PaymentProvider } from '../src/features/payments/provider.ts';
import { checkMercadoPagoCredentials } from '../src/features/payments/mercado-pago/check.ts';
import {
  createMercadoPagoClient,
  type MercadoPagoOptions,
} from '../src/features/payments/mercado-pago/client.ts';
import { amountToCents, centsToAmount } from '../src/features/payments/mercado-pago/convert.ts';
import { idempotencyKey } from '../src/features/payments/mercado-pago/idempotency.ts';
import { MercadoPagoCallError } from '../src/features/payments/mercado-pago/messages.ts';
import {
  mercadoPagoPaymentProvider,
  type MercadoPagoProviderOptions,
} from '../src/features/payments/mercado-pago/provider.ts';
import {
  notificationManifest,
  verifyNotificationSignature,
} from '../src/features/payments/mercado-pago/signature.ts';

const mp = await startMercadoPago({
  accounts: [{ nickname: 'LOJADAMARIA' }, { nickname: 'OUTRALOJA' }],
});
const [account, otherAccount] = mp.accounts as [typeof mp.account, typeof mp.account];

// The store's notification route, as Mercado Pago calls it: records every POST.
type Notice = { path: string; headers: IncomingHttpHeaders; body: unknown };
const notices: Notice[] = [];
const store = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    notices.push({ path: req.url ?? '', headers: req.headers, body });
    res.writeHead(200).end();
  });
});
await new Promise<void>((listening) => store.listen(0, '127.0.0.1', listening));
const NOTIFICATION_URL = `http://127.0.0.1:${(store.address() as AddressInfo).port}/webhooks/mercado-pago/loja-teste`;

// A port nobody listens on (fetch refuses port 1 outright, before any connection).
const closed = createServer();
await new Promise<void>((listening) => closed.listen(0, '127.0.0.1', listening));
const CLOSED_URL = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
await new Promise((done) => closed.close(done));

const logged: string[] = [];
const logger = pino({ level: 'trace' }, { write: (line: string) => void logged.push(line) });

function client(change: Partial<MercadoPagoOptions> = {}) {
  return createMercadoPagoClient({
    baseUrl: mp.url,
    accessToken: account.accessToken,
    logger,
    ...change,
  });
}
function provider(change: Partial<MercadoPagoProviderOptions> = {}) {
  return mercadoPagoPaymentProvider({
    baseUrl: mp.url,
    accessToken: account.accessToken,
    webhookSecret: account.webhookSecret,
    notificationUrl: NOTIFICATION_URL,
    logger,
    ...change,
  });
}

afterAll(async () => {
  store.close();
  await mp.close();
});
beforeEach(async () => {
  await mp.control.settled();
  mp.control.reset();
  notices.length = 0;
});

const NOW = new Date();
let orders = 0;
/** A fresh order: its own code, R$ 1.234,50 unless told. */
function order(amountCents = 123450): ChargeInput {
  orders += 1;
  return {
    storeId: 'loja-teste',
    storeName: 'Loja da Maria',
    storeCity: 'Sao Paulo',
    pixKey: 'maria@example.com',
    boletoBankCode: '237',
    orderCode: `PED${orders}X${Date.now().toString(36).toUpperCase()}`,
    chargeKey: `CK${orders}X${Date.now().toString(36).toUpperCase()}`,
    amountCents,
    now: NOW,
    payer: { name: 'Maria da Silva Souza', email: 'maria@example.com', cpf: '12345678909' },
  };
}

/** What the browser's script does: POST the card straight to the bank with the public key. */
async function tokenise(
  cardNumber: string,
  holder = 'MARIA DA SILVA',
  publicKey = account.publicKey,
) {
  const response = await fetch(
    `${mp.url}/v1/card_tokens?public_key=${encodeURIComponent(publicKey)}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://loja.localhost' },
      body: JSON.stringify({
        card_number: cardNumber,
        expiration_month: 11,
        expiration_year: NOW.getUTCFullYear() + 2,
        security_code: cardNumber.startsWith('37') ? '1234' : '123',
        cardholder: { name: holder, identification: { type: 'CPF', number: '12345678909' } },
      }),
    },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
async function cardToken(cardNumber: string, holder?: string) {
  const made = await tokenise(cardNumber, holder);
  if (made.status !== 201) throw new Error(JSON.stringify(made.body));
  return String(made.body.id);
}

const paymentCalls = () =>
  mp.requests.filter((r) => r.path === '/v1/payments' && r.method === 'POST');
function pixDetails(providerPaymentId: string): PaymentDetails {
  return {
    method: 'pix',
    payload: '',
    txid: providerPaymentId,
    provider: 'mercado_pago',
    provider_payment_id: providerPaymentId,
  };
}
function cardDetails(providerPaymentId: string): PaymentDetails {
  return {
    method: 'card',
    brand: 'visa',
    last4: '5682',
    authorization_code: '000001',
    provider: 'mercado_pago',
    provider_payment_id: providerPaymentId,
    paid_reference: providerPaymentId,
  };
}

describe('POST /v1/payments as documented', () => {
  it('creates a pix with the Bearer token, an X-Idempotency-Key and the documented body', async () => {
    const input = order(123450);
    const expiresAt = new Date(NOW.getTime() + 30 * 60_000);
    const pix = await provider().createPix({ ...input, expiresAt });
    const [post] = paymentCalls();
    expect(post!.headers.authorization).toBe(`Bearer ${account.accessToken}`);
    expect(post!.headers['content-type']).toBe('application/json');
    expect(post!.headers['x-idempotency-key']).toBe(
      idempotencyKey('loja-teste', input.chargeKey, 'pix'),
    );
    const body = JSON.parse(post!.rawBody);
    expect(body).toEqual({
      transaction_amount: 1234.5,
      description: `Pedido ${input.orderCode} – Loja da Maria`,
      external_reference: input.orderCode,
      notification_url: NOTIFICATION_URL,
      payer: {
        email: 'maria@example.com',
        first_name: 'Maria',
        last_name: 'da Silva Souza',
        identification: { type: 'CPF', number: '12345678909' },
      },
      payment_method_id: 'pix',
      date_of_expiration: expect.stringMatching(
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/,
      ),
    });
    expect(new Date(body.date_of_expiration).getTime()).toBe(expiresAt.getTime());
    // The QR is Mercado Pago's BR Code, for our total; the txid is its payment id.
    expect(parsePixPayload(pix.payload)).toMatchObject({ amount: 1234.5 });
    expect(pix.txid).toMatch(/^\d+$/);
    expect(pix.providerPaymentId).toBe(pix.txid);
    expect(pix.expiresAt.getTime()).toBe(expiresAt.getTime());
    expect(mp.control.payment(pix.txid)).toMatchObject({
      status: 'pending',
      payment_method_id: 'pix',
    });
  });

  it('creates a boleto (bolbradesco) whose line and barcode validate, due on a business day', async () => {
    const input = order(4990);
    const boleto = await provider().createBoleto(input);
    const body = JSON.parse(paymentCalls()[0]!.rawBody);
    expect(body.payment_method_id).toBe('bolbradesco');
    expect(body.payer.identification).toEqual({ type: 'CPF', number: '12345678909' });
    expect(body.date_of_expiration).toBe(`${boleto.dueDate}T23:59:59.000-03:00`);
    const parsed = parseBoleto(boleto.line, NOW);
    expect(parsed).toMatchObject({
      bankCode: '237',
      amount: 49.9,
      barcode: boleto.barcode,
      dueDate: boleto.dueDate,
    });
    expect([0, 6]).not.toContain(new Date(`${boleto.dueDate}T12:00:00Z`).getUTCDay());
    expect(boleto.expiresAt.getTime()).toBeGreaterThan(
      new Date(`${boleto.dueDate}T23:59:59-03:00`).getTime(),
    );
  });

  it('asks for the CPF before a boleto, without calling Mercado Pago', async () => {
    const input = { ...order(), payer: { name: 'Maria', email: 'maria@example.com', cpf: null } };
    const error = await provider()
      .createBoleto(input)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MercadoPagoCallError);
    expect((error as MercadoPagoCallError).failure).toEqual({
      ok: false,
      reason: 'refused',
      message: 'Informe o CPF para pagar com boleto.',
    });
    expect(mp.requests).toHaveLength(0);
  });

  it('refuses an unknown field as Mercado Pago does (error 8), read as refused', async () => {
    const answer = await fetch(`${mp.url}/v1/payments`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${account.accessToken}`,
        'content-type': 'application/json',
        'x-idempotency-key': 'k-unknown-field',
      },
      body: JSON.stringify({
        transaction_amount: 10,
        payment_method_id: 'pix',
        payer: { email: 'a@b.co' },
        amount: 10,
      }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ status: 400, cause: [{ code: 8 }] });
  });

  it('refuses a payment without X-Idempotency-Key', async () => {
    const answer = await fetch(`${mp.url}/v1/payments`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${account.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        transaction_amount: 10,
        payment_method_id: 'pix',
        payer: { email: 'a@b.co' },
      }),
    });
    expect(answer.status).toBe(400);
  });
});

describe('cards', () => {
  it('pays in 10x by the browser token: BIN lookup, then our total and the instalments', async () => {
    const input = order(110000); // our total, interest already in it (spec §9)
    const token = await cardToken('4235647728025682');
    mp.control.reset();
    const result = await provider().authorizeCard({ ...input, cardToken: token, installments: 10 });
    expect(result).toEqual({
      approved: true,
      brand: 'visa',
      last4: '5682',
      authorizationCode: expect.stringMatching(/^\d{6}$/),
      providerPaymentId: expect.stringMatching(/^\d+$/),
    });
    expect(mp.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`)).toEqual([
      `GET /v1/card_tokens/${token}`,
      'GET /v1/payment_methods/installments',
      'POST /v1/payments',
    ]);
    const body = JSON.parse(paymentCalls()[0]!.rawBody);
    expect(body).toMatchObject({
      token,
      transaction_amount: 1100,
      installments: 10,
      payment_method_id: 'visa',
      issuer_id: '24',
      external_reference: input.orderCode,
    });
    expect(body.date_of_expiration).toBeUndefined();
    expect(paymentCalls()[0]!.headers['x-idempotency-key']).toBe(
      idempotencyKey('loja-teste', input.chargeKey, `card:${token}`),
    );
  });

  it('names Mastercard as our brand, not Mercado Pago\'s "master"', async () => {
    const token = await cardToken('5031433215406351');
    const result = await provider().authorizeCard({
      ...order(),
      cardToken: token,
      installments: 1,
    });
    expect(result).toMatchObject({ approved: true, brand: 'mastercard', last4: '6351' });
  });

  it.each([
    [
      '4000000000009995',
      undefined,
      'cc_rejected_insufficient_amount',
      'O cartão não tem limite suficiente para esta compra.',
    ],
    [
      '4000000000000127',
      undefined,
      'cc_rejected_bad_filled_security_code',
      'Confira o código de segurança do cartão e tente de novo.',
    ],
    [
      '4111111111111111',
      'CALL',
      'cc_rejected_call_for_authorize',
      'O banco emissor pede que você autorize este pagamento. Ligue para ele e tente de novo.',
    ],
  ])('declines %s (%s) as %s with a pt-BR message', async (number, holder, code, message) => {
    const token = await cardToken(number, holder);
    const result = await provider().authorizeCard({
      ...order(),
      cardToken: token,
      installments: 1,
    });
    expect(result).toEqual({ approved: false, code, message });
  });

  it('cancels a payment held for review and answers a decline (code in_review)', async () => {
    const input = order();
    const token = await cardToken('4000000000000101');
    const result = await provider().authorizeCard({ ...input, cardToken: token, installments: 3 });
    expect(result).toMatchObject({ approved: false, code: 'in_review' });
    const [payment] = mp.control.paymentsByReference(input.orderCode);
    expect(payment).toMatchObject({ status: 'cancelled', status_detail: 'by_collector' });
    const cancel = mp.requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(cancel!.rawBody)).toEqual({ status: 'cancelled' });
  });

  it('a review approved later notifies the store (when a payment is left in review)', async () => {
    const token = await cardToken('4000000000000101');
    const created = await client().createPayment({
      idempotencyKey: 'review-then-approve',
      amountCents: 5000,
      description: 'Pedido',
      externalReference: 'REVIEW1',
      notificationUrl: NOTIFICATION_URL,
      payer: { email: 'maria@example.com', firstName: 'Maria', lastName: 'Silva', cpf: null },
      method: 'card',
      token,
      installments: 1,
      paymentMethodId: 'visa',
    });
    if (!created.ok) throw new Error(created.detail);
    expect(created.payment).toMatchObject({
      status: 'in_process',
      status_detail: 'pending_review_manual',
    });
    await mp.control.approveReview(created.payment.id);
    expect(notices.at(-1)!.body).toMatchObject({
      action: 'payment.updated',
      data: { id: created.payment.id },
    });
    expect(mp.control.payment(created.payment.id)).toMatchObject({ status: 'approved' });
  });

  it('answers an expired or unknown token as a decline asking to type the card again', async () => {
    const result = await provider().authorizeCard({
      ...order(),
      cardToken: 'f'.repeat(32),
      installments: 1,
    });
    expect(result).toEqual({
      approved: false,
      code: 'invalid_card_token',
      message: 'Os dados do cartão expiraram. Digite-os novamente.',
    });
  });

  it('a token is single-use and belongs to the account whose public key made it', async () => {
    const token = await cardToken('4111111111111111');
    expect(
      await provider().authorizeCard({ ...order(), cardToken: token, installments: 1 }),
    ).toMatchObject({ approved: true });
    // Another order with the same (used) token: Mercado Pago refuses it.
    expect(
      await provider().authorizeCard({ ...order(), cardToken: token, installments: 1 }),
    ).toMatchObject({ approved: false });
    const other = mercadoPagoPaymentProvider({
      baseUrl: mp.url,
      accessToken: otherAccount.accessToken,
      webhookSecret: otherAccount.webhookSecret,
    });
    const fresh = await cardToken('4111111111111111');
    expect(
      await other.authorizeCard({ ...order(), cardToken: fresh, installments: 1 }),
    ).toMatchObject({
      approved: false,
      code: 'invalid_card_token',
    });
  });

  it.each([
    [{ card_number: '4111111111111112' }, 'E301'],
    [{ expiration_year: 2020 }, '326'],
    [{ security_code: '12' }, 'E302'],
  ])('card_tokens refuses %j (cause %s)', async (change, code) => {
    const response = await fetch(`${mp.url}/v1/card_tokens?public_key=${account.publicKey}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        card_number: '4111111111111111',
        expiration_month: 12,
        expiration_year: NOW.getUTCFullYear() + 1,
        security_code: '123',
        cardholder: { name: 'MARIA' },
        ...change,
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ cause: [{ code }] });
  });

  it('card_tokens refuses an unknown public key and answers CORS to any origin', async () => {
    const refused = await tokenise('4111111111111111', 'MARIA', 'APP_USR-nao-existe');
    expect(refused.status).toBe(401);
    const preflight = await fetch(`${mp.url}/v1/card_tokens?public_key=x`, {
      method: 'OPTIONS',
      headers: { origin: 'http://loja.localhost', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');
  });

  it('never answers the card number or the security code', async () => {
    const made = await tokenise('4235647728025682');
    const read = await fetch(`${mp.url}/v1/card_tokens/${String(made.body.id)}`, {
      headers: { authorization: `Bearer ${account.accessToken}` },
    });
    const text = JSON.stringify(made.body) + (await read.text());
    expect(text).not.toContain('4235647728025682');
    expect(made.body).toMatchObject({ first_six_digits: '423564', last_four_digits: '5682' });
  });
});

describe('the tokenising script (GET /js/v2)', () => {
  it('defines window.MercadoPago whose createCardToken posts the card to the bank only', async () => {
    const response = await fetch(mp.scriptUrl);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const sandbox = {
      window: {} as Record<string, unknown>,
      fetch,
      encodeURIComponent,
      JSON,
      Number,
      String,
      TypeError,
    };
    runInNewContext(await response.text(), sandbox);
    const MercadoPago = sandbox.window.MercadoPago as new (key: string) => {
      createCardToken(
        data: Record<string, string>,
      ): Promise<{ id: string; last_four_digits: string }>;
    };
    const made = await new MercadoPago(account.publicKey).createCardToken({
      cardNumber: '4235 6477 2802 5682',
      cardholderName: 'APRO',
      cardExpirationMonth: '11',
      cardExpirationYear: String((NOW.getUTCFullYear() + 2) % 100),
      securityCode: '123',
      identificationType: 'CPF',
      identificationNumber: '12345678909',
    });
    expect(made).toMatchObject({ id: expect.any(String), last_four_digits: '5682' });
    const posted = mp.requests.find(
      (r) => r.method === 'POST' && r.path.startsWith('/v1/card_tokens'),
    );
    expect(posted!.path).toBe(
      `/v1/card_tokens?public_key=${encodeURIComponent(account.publicKey)}`,
    );
    expect(JSON.parse(posted!.rawBody)).toMatchObject({
      card_number: '4235647728025682',
      expiration_month: 11,
      expiration_year: NOW.getUTCFullYear() + 2,
      cardholder: { name: 'APRO', identification: { type: 'CPF', number: '12345678909' } },
    });
    const failed = new MercadoPago(account.publicKey).createCardToken({ cardNumber: '1234' });
    await expect(failed).rejects.toMatchObject({ status: 400 });
  });
});

describe('idempotency: a retry never charges twice', () => {
  it('a pix that timed out, asked again with the same key, is the same single payment', async () => {
    const input = order(2500);
    const expiresAt = new Date(NOW.getTime() + 3_600_000);
    mp.control.delay(1500);
    const error = await provider({ timeoutMs: 200 })
      .createPix({ ...input, expiresAt })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MercadoPagoCallError);
    expect((error as MercadoPagoCallError).failure.reason).toBe('timeout');
    // The payment was made; only its answer was lost.
    await mp.control.settled();
    expect(mp.control.paymentsByReference(input.orderCode)).toHaveLength(1);
    mp.control.delay(0);
    const again = await provider().createPix({ ...input, expiresAt });
    const payments = mp.control.paymentsByReference(input.orderCode);
    expect(payments).toHaveLength(1);
    expect(again.providerPaymentId).toBe(String(payments[0]!.id));
    const keys = paymentCalls().map((r) => r.headers['x-idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
  });

  it('a card that timed out, retried with the same token, is charged once', async () => {
    const input = order(9990);
    const token = await cardToken('4235647728025682');
    mp.control.delay(1500, '/v1/payments');
    await expect(
      provider({ timeoutMs: 200 }).authorizeCard({ ...input, cardToken: token, installments: 2 }),
    ).rejects.toBeInstanceOf(MercadoPagoCallError);
    // The payment was made; only its answer was lost.
    await mp.control.settled();
    expect(mp.control.paymentsByReference(input.orderCode)).toHaveLength(1);
    mp.control.delay(0);
    const again = await provider().authorizeCard({ ...input, cardToken: token, installments: 2 });
    expect(again).toMatchObject({ approved: true });
    expect(mp.control.paymentsByReference(input.orderCode)).toHaveLength(1);
  });

  it('the same key answers the payment made, and one of another amount is refused', async () => {
    const input = order(2500);
    const expiresAt = new Date(NOW.getTime() + 3_600_000);
    const first = await provider().createPix({ ...input, expiresAt });
    // A retry a moment later: another expiry in the body, the same payment answered.
    const later = new Date(expiresAt.getTime() + 5_000);
    const retried = await provider().createPix({ ...input, expiresAt: later });
    expect(retried.txid).toBe(first.txid);
    const changed = provider().createPix({ ...input, amountCents: 2600, expiresAt });
    await expect(changed).rejects.toMatchObject({ failure: { reason: 'refused' } });
    expect(mp.control.paymentsByReference(input.orderCode)).toHaveLength(1);
  });
});

describe('notifications, signed both ways', () => {
  async function paidPix() {
    const pix = await provider().createPix({
      ...order(4990),
      expiresAt: new Date(NOW.getTime() + 3_600_000),
    });
    await mp.control.settled();
    notices.length = 0;
    await mp.control.pay(pix.txid);
    return pix;
  }
  function partsOf(notice: Notice) {
    const url = new URL(notice.path, 'http://store');
    return {
      dataId: url.searchParams.get('data.id') ?? undefined,
      requestId: String(notice.headers['x-request-id']),
      signatureHeader: String(notice.headers['x-signature']),
    };
  }

  it('sends payment.created, then payment.updated when paid, to notification_url with data.id and type', async () => {
    const pix = await provider().createPix({
      ...order(4990),
      expiresAt: new Date(NOW.getTime() + 3_600_000),
    });
    await mp.control.settled();
    await mp.control.pay(pix.txid);
    expect(notices.map((n) => (n.body as { action: string }).action)).toEqual([
      'payment.created',
      'payment.updated',
    ]);
    const url = new URL(notices[1]!.path, 'http://store');
    expect(url.pathname).toBe('/webhooks/mercado-pago/loja-teste');
    expect(url.searchParams.get('data.id')).toBe(pix.txid);
    expect(url.searchParams.get('type')).toBe('payment');
    expect(notices[1]!.body).toMatchObject({ type: 'payment', data: { id: pix.txid } });
    expect(notices[1]!.headers['x-signature']).toMatch(/^ts=\d+,v1=[0-9a-f]{64}$/);
    expect(provider().parseNotification(notices[1]!.body)).toMatchObject({
      action: 'payment.updated',
      data: { id: pix.txid },
    });
  });

  it("our verifier accepts the loopback's signature and refuses forged, stale, other-secret, other-id", async () => {
    await paidPix();
    const notice = notices[0]!;
    const parts = partsOf(notice);
    const now = new Date();
    expect(verifyNotificationSignature(account.webhookSecret, parts, now)).toBe(true);
    expect(provider().verifyNotification(parts, now)).toBe(true);
    const forged = parts.signatureHeader.replace(/v1=[0-9a-f]/, (m) =>
      m.endsWith('0') ? 'v1=1' : 'v1=0',
    );
    expect(
      verifyNotificationSignature(
        account.webhookSecret,
        { ...parts, signatureHeader: forged },
        now,
      ),
    ).toBe(false);
    expect(
      verifyNotificationSignature(account.webhookSecret, parts, new Date(now.getTime() + 301_000)),
    ).toBe(false);
    expect(verifyNotificationSignature(otherAccount.webhookSecret, parts, now)).toBe(false);
    expect(verifyNotificationSignature(account.webhookSecret, { ...parts, dataId: '1' }, now)).toBe(
      false,
    );
    expect(
      verifyNotificationSignature(account.webhookSecret, { ...parts, requestId: 'outro' }, now),
    ).toBe(false);
    expect(
      verifyNotificationSignature(
        account.webhookSecret,
        { ...parts, signatureHeader: undefined },
        now,
      ),
    ).toBe(false);
    expect(provider().verifyWebhook(JSON.stringify(notice.body), parts.signatureHeader)).toBe(
      false,
    );
  });

  it('signs by the documented manifest: alphanumeric data.id in lower case, absent pairs left out', () => {
    expect(notificationManifest('ORD01ABC', 'req-1', '1704908010')).toBe(
      'id:ord01abc;request-id:req-1;ts:1704908010;',
    );
    expect(notificationManifest(undefined, 'req-1', '1704908010')).toBe(
      'request-id:req-1;ts:1704908010;',
    );
    const ts = String(Math.floor(Date.now() / 1000));
    const v1 = createHmac('sha256', 's3gr3d0')
      .update(`id:ord01abc;request-id:r;ts:${ts};`)
      .digest('hex');
    expect(
      verifyNotificationSignature(
        's3gr3d0',
        { dataId: 'ORD01ABC', requestId: 'r', signatureHeader: `ts=${ts},v1=${v1}` },
        new Date(),
      ),
    ).toBe(true);
    // A ts in milliseconds (some topics) is read as such.
    const ms = String(Date.now());
    const v1ms = createHmac('sha256', 's3gr3d0')
      .update(`id:1;request-id:r;ts:${ms};`)
      .digest('hex');
    expect(
      verifyNotificationSignature(
        's3gr3d0',
        { dataId: '1', requestId: 'r', signatureHeader: `ts=${ms},v1=${v1ms}` },
        new Date(),
      ),
    ).toBe(true);
  });

  it('a duplicated notification arrives twice, each with its own request id and a valid signature', async () => {
    const pix = await provider().createPix({
      ...order(),
      expiresAt: new Date(NOW.getTime() + 3_600_000),
    });
    await mp.control.settled();
    notices.length = 0;
    mp.control.duplicateNextNotification();
    await mp.control.pay(pix.txid);
    expect(notices).toHaveLength(2);
    expect(notices[0]!.headers['x-request-id']).not.toBe(notices[1]!.headers['x-request-id']);
    for (const notice of notices) {
      expect(verifyNotificationSignature(account.webhookSecret, partsOf(notice), new Date())).toBe(
        true,
      );
    }
  });

  it('a dropped notification is never delivered; reading the payment still finds it paid', async () => {
    const pix = await provider().createPix({
      ...order(4990),
      expiresAt: new Date(NOW.getTime() + 3_600_000),
    });
    await mp.control.settled();
    notices.length = 0;
    mp.control.dropNextNotification();
    await mp.control.pay(pix.txid);
    expect(notices).toHaveLength(0);
    expect(mp.notifications.at(-1)!.outcome).toBe('dropped');
    const state = await provider().readCharge({
      storeId: 'loja-teste',
      orderCode: 'x',
      payment: pixDetails(pix.txid),
      now: new Date(),
    });
    expect(state).toEqual({
      ok: true,
      state: 'paid',
      amountCents: 4990,
      paidAt: expect.any(Date),
      reference: pix.txid,
    });
  });
});

describe('readCharge', () => {
  it('finds the payment of an order whose creation timed out by its code (external_reference)', async () => {
    const input = order(1500);
    mp.control.delay(1500);
    await provider({ timeoutMs: 200 })
      .createPix({ ...input, expiresAt: new Date(NOW.getTime() + 3_600_000) })
      .catch(() => undefined);
    mp.control.delay(0);
    const unknownId: PaymentDetails = {
      method: 'pix',
      payload: '',
      txid: '',
      provider: 'mercado_pago',
    };
    const read = () =>
      provider().readCharge({
        storeId: 'loja-teste',
        orderCode: input.orderCode,
        payment: unknownId,
        now: new Date(),
      });
    expect(await read()).toEqual({ ok: true, state: 'pending' });
    const [payment] = mp.control.paymentsByReference(input.orderCode);
    await mp.control.pay(payment!.id);
    expect(await read()).toMatchObject({
      ok: true,
      state: 'paid',
      amountCents: 1500,
      reference: String(payment!.id),
    });
    const search = mp.requests.filter((r) => r.path.startsWith('/v1/payments/search?')).at(-1)!;
    expect(new URL(search.path, mp.url).searchParams.get('external_reference')).toBe(
      input.orderCode,
    );
    expect(
      await provider().readCharge({
        storeId: 'loja-teste',
        orderCode: 'NUNCA',
        payment: unknownId,
        now: new Date(),
      }),
    ).toEqual({ ok: true, state: 'pending' });
  });

  it('reads pending, then expired when the pix lapses unpaid', async () => {
    const pix = await provider().createPix({
      ...order(),
      expiresAt: new Date(NOW.getTime() + 3_600_000),
    });
    const read = () =>
      provider().readCharge({
        storeId: 'loja-teste',
        orderCode: 'x',
        payment: pixDetails(pix.txid),
        now: new Date(),
      });
    expect(await read()).toEqual({ ok: true, state: 'pending' });
    await mp.control.expire(pix.txid);
    expect(await read()).toEqual({ ok: true, state: 'expired' });
  });

  it('reads a charged-back card payment as paid (the dispute is not the charge), and notifies it', async () => {
    const token = await cardToken('4235647728025682');
    const card = await provider().authorizeCard({
      ...order(3000),
      cardToken: token,
      installments: 1,
    });
    if (!card.approved) throw new Error(card.message);
    await mp.control.settled();
    notices.length = 0;
    await mp.control.chargeBack(card.providerPaymentId!);
    expect(notices).toHaveLength(1);
    const read = await client().getPayment(card.providerPaymentId!);
    expect(read).toMatchObject({ ok: true, payment: { status: 'charged_back' } });
    expect(
      await provider().readCharge({
        storeId: 's',
        orderCode: 'x',
        payment: cardDetails(card.providerPaymentId!),
        now: new Date(),
      }),
    ).toMatchObject({ ok: true, state: 'paid', amountCents: 3000 });
  });
});

describe('refunds', () => {
  async function paidCard(amountCents: number) {
    const input = order(amountCents);
    const token = await cardToken('4235647728025682');
    const card = await provider().authorizeCard({ ...input, cardToken: token, installments: 1 });
    if (!card.approved) throw new Error(card.message);
    await mp.control.settled();
    mp.requests.length = 0;
    return { input, paymentId: card.providerPaymentId! };
  }
  function refundOf(
    paid: { input: ChargeInput; paymentId: string },
    refundId: string,
    amountCents: number,
  ) {
    return {
      storeId: paid.input.storeId,
      orderCode: paid.input.orderCode,
      payment: cardDetails(paid.paymentId),
      refundId,
      amountCents,
      now: new Date(),
    };
  }
  const refundPosts = () =>
    mp.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/refunds'));

  it('refunds the whole payment with an empty body: devolvido, the payment refunded', async () => {
    const paid = await paidCard(5000);
    const answer = await provider().refund(refundOf(paid, 'DEV1', 5000));
    expect(answer).toEqual({
      ok: true,
      status: 'devolvido',
      providerRefundId: expect.stringMatching(/^\d+$/),
    });
    const [post] = refundPosts();
    expect(post!.path).toBe(`/v1/payments/${paid.paymentId}/refunds`);
    expect(JSON.parse(post!.rawBody)).toEqual({});
    expect(post!.headers['x-idempotency-key']).toBe(
      idempotencyKey('loja-teste', paid.input.orderCode, 'refund:DEV1'),
    );
    expect(mp.control.payment(paid.paymentId)).toMatchObject({
      status: 'refunded',
      transaction_amount_refunded: 50,
    });
    // Asked again (a retry): the same refund, not a second one.
    const again = await provider().refund(refundOf(paid, 'DEV1', 5000));
    expect(again).toEqual(answer);
    expect(mp.control.payment(paid.paymentId).refunds).toHaveLength(1);
  });

  it('refunds part with { amount }, then refuses refunding more than is left', async () => {
    const paid = await paidCard(5000);
    const part = await provider().refund(refundOf(paid, 'DEV2', 2000));
    expect(part).toMatchObject({ ok: true, status: 'devolvido' });
    expect(JSON.parse(refundPosts()[0]!.rawBody)).toEqual({ amount: 20 });
    expect(mp.control.payment(paid.paymentId)).toMatchObject({
      status: 'approved',
      status_detail: 'partially_refunded',
      transaction_amount_refunded: 20,
    });
    const over = await provider().refund(refundOf(paid, 'DEV3', 3001));
    expect(over).toMatchObject({ ok: false, reason: 'refused' });
    expect(await provider().refund(refundOf(paid, 'DEV4', 3000))).toMatchObject({
      ok: true,
      status: 'devolvido',
    });
    expect(mp.control.payment(paid.paymentId)).toMatchObject({ status: 'refunded' });
  });

  it('follows a refund in process until it is approved (devolvido) or rejected (não realizado)', async () => {
    const first = await paidCard(4000);
    const second = await paidCard(4000);
    mp.control.holdRefunds();
    const asked = await provider().refund(refundOf(first, 'DEV5', 4000));
    expect(asked).toMatchObject({ ok: true, status: 'em_processamento' });
    await mp.control.settleRefunds('approved');
    expect(await provider().readRefund(refundOf(first, 'DEV5', 4000))).toMatchObject({
      ok: true,
      status: 'devolvido',
    });
    if (!asked.ok) throw new Error('refund refused');
    const byId = await provider().readRefund({
      ...refundOf(first, 'DEV5', 4000),
      providerRefundId: asked.providerRefundId,
    });
    expect(byId).toMatchObject({
      ok: true,
      status: 'devolvido',
      providerRefundId: asked.providerRefundId,
    });
    expect(
      mp.requests.some(
        (r) => r.path === `/v1/payments/${first.paymentId}/refunds/${asked.providerRefundId}`,
      ),
    ).toBe(true);
    await provider().refund(refundOf(second, 'DEV6', 1000));
    await mp.control.settleRefunds('rejected');
    expect(await provider().readRefund(refundOf(second, 'DEV6', 1000))).toMatchObject({
      ok: true,
      status: 'nao_realizado',
    });
  });

  it('refuses to refund a payment that was never paid', async () => {
    const pix = await provider().createPix({
      ...order(),
      expiresAt: new Date(NOW.getTime() + 3_600_000),
    });
    const answer = await provider().refund({
      storeId: 'loja-teste',
      orderCode: 'x',
      payment: pixDetails(pix.txid),
      refundId: 'DEV7',
      amountCents: 100,
      now: new Date(),
    });
    expect(answer).toMatchObject({ ok: false, reason: 'refused' });
  });
});

describe('failures', () => {
  it.each([500, 503, 429])(
    'maps HTTP %i to unavailable (reads) and a thrown failure (creates)',
    async (status) => {
      mp.control.failWith(status);
      expect(await client().getPayment('1')).toMatchObject({
        ok: false,
        kind: 'unavailable',
        status,
      });
      const error = await provider()
        .createPix({ ...order(), expiresAt: new Date(NOW.getTime() + 60_000) })
        .catch((e: unknown) => e);
      expect((error as MercadoPagoCallError).failure).toMatchObject({
        reason: 'unavailable',
        message: expect.stringContaining('Mercado Pago'),
      });
    },
  );

  it('maps a slow answer to timeout and a closed port to unavailable', async () => {
    mp.control.delay(1000);
    expect(await client({ timeoutMs: 100 }).me()).toMatchObject({ ok: false, kind: 'timeout' });
    mp.control.delay(0);
    expect(await client({ baseUrl: CLOSED_URL }).me()).toMatchObject({
      ok: false,
      kind: 'unavailable',
      detail: 'ECONNREFUSED',
    });
  });

  it('the loopback refuses a wrong access token (401), read as refused', async () => {
    expect(await client({ accessToken: 'APP_USR-errado' }).getPayment('1')).toMatchObject({
      ok: false,
      kind: 'refused',
      status: 401,
    });
  });

  it('refuses amounts that are not positive whole cents without calling', async () => {
    for (const amountCents of [0, -1, 10.5]) {
      const result = await client().createPayment({
        idempotencyKey: 'k',
        amountCents,
        description: 'x',
        externalReference: 'x',
        payer: { email: 'a@b.co', firstName: 'A', lastName: 'B', cpf: null },
        method: 'pix',
        expiresAt: new Date(),
      });
      expect(result).toMatchObject({ ok: false, kind: 'refused' });
    }
    expect(mp.requests).toHaveLength(0);
  });
});

describe('checkMercadoPagoCredentials', () => {
  it('names the account the token opens', async () => {
    expect(
      await checkMercadoPagoCredentials({ baseUrl: mp.url, accessToken: account.accessToken }),
    ).toEqual({
      ok: true,
      account: { id: account.userId, nickname: 'LOJADAMARIA' },
    });
    expect(mp.requests.at(-1)).toMatchObject({ method: 'GET', path: '/users/me' });
  });

  it.each([
    [
      { accessToken: 'APP_USR-errado' },
      'refused',
      'O Mercado Pago recusou o access token. Confira se copiou o token de produção inteiro.',
    ],
    [{ accessToken: '  ' }, 'refused', 'Informe o access token do Mercado Pago.'],
    [
      { accessToken: 'x', baseUrl: CLOSED_URL },
      'unavailable',
      'Não foi possível falar com o Mercado Pago agora. Tente novamente em instantes.',
    ],
  ])('answers %j as %s in pt-BR', async (change, reason, message) => {
    const result = await checkMercadoPagoCredentials({ baseUrl: mp.url, ...change });
    expect(result).toEqual({ ok: false, reason, message });
  });

  it('answers a slow Mercado Pago as timeout', async () => {
    mp.control.delay(1000);
    expect(
      await checkMercadoPagoCredentials({
        baseUrl: mp.url,
        accessToken: account.accessToken,
        timeoutMs: 100,
      }),
    ).toMatchObject({ ok: false, reason: 'timeout' });
  });
});

describe('idempotencyKey', () => {
  it('is a UUID v4 shape, the same for the same purpose, different across stores, orders, purposes', () => {
    const key = idempotencyKey('loja-a', 'K7P3M9QX', 'pix');
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(idempotencyKey('loja-a', 'K7P3M9QX', 'pix')).toBe(key);
    const others = [
      idempotencyKey('loja-b', 'K7P3M9QX', 'pix'),
      idempotencyKey('loja-a', 'K7P3M9QY', 'pix'),
      idempotencyKey('loja-a', 'K7P3M9QX', 'refund:DEV1'),
    ];
    expect(new Set([key, ...others]).size).toBe(4);
  });
});

describe('centsToAmount / amountToCents', () => {
  it.each([
    [1, 0.01],
    [1990, 19.9],
    [123450, 1234.5],
    [5880, 58.8],
  ])('%i cents ⇄ %f', (cents, amount) => {
    expect(centsToAmount(cents)).toBe(amount);
    expect(amountToCents(amount)).toBe(cents);
  });
});

describe('the adapter logs', () => {
  it('never carry the access token, the webhook secret or a card number', () => {
    expect(logged.length).toBeGreaterThan(0);
    const text = logged.join('\n');
    for (const secret of [
      account.accessToken,
      account.webhookSecret,
      otherAccount.accessToken,
      otherAccount.webhookSecret,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('4235647728025682');
  });
});

describe('mercadoPagoPaymentProvider', () => {
  it('is a PaymentProvider named mercado_pago', () => {
    const made: PaymentProvider = provider();
    expect(made.name).toBe('mercado_pago');
  });
});
