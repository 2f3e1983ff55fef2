import { parseBoleto, parsePixPayload } from '@vitrine/domain';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, orders, productVariations } from '../src/db/schema/index.ts';
import { signWebhook } from '../src/features/payments/sandbox/signature.ts';
import { TEST_CARDS } from '../src/features/payments/sandbox/test-cards.ts';
import { createAddress, createCustomer, sessionFor } from './fixtures/accounts.ts';
import { createProduct, createStore } from './fixtures/catalog.ts';
import { addToCart } from './fixtures/orders.ts';
import { call, createTestApp } from './harness.ts';

let clock = new Date('2026-03-02T15:00:00Z');
const { app, db, deps } = await createTestApp({ now: () => clock });
const SECRET = deps.config.PAYMENT_WEBHOOK_SECRET;
const MINUTE = 60 * 1000;

let store: Awaited<ReturnType<typeof createStore>>;
let product: Awaited<ReturnType<typeof createProduct>>;
beforeAll(async () => {
  store = await createStore(db);
  product = await createProduct(db, store.id, {
    name: 'Mochila Urbana',
    variations: [{ name: 'Preta', priceCents: 24990, stock: 100 }],
  });
});

async function checkout(body: Record<string, unknown>, item = product) {
  const customer = await createCustomer(db, store.id);
  const token = await sessionFor(db, 'customer', customer);
  const address = await createAddress(db, store.id, customer.id);
  const variation = item.variations[0]!.code;
  await addToCart(app, { storeId: store.id, token, code: item.code, variation });
  const res = await call(app, 'POST', '/orders', {
    storeId: store.id,
    token,
    body: { address_id: address.id, ...body },
  });
  return { res, token };
}

const stock = async (item = product) =>
  (
    await db
      .select()
      .from(productVariations)
      .where(eq(productVariations.id, item.variations[0]!.id))
  )[0]!.stock;

function webhook(event: Record<string, unknown>, signature?: string) {
  const raw = JSON.stringify({
    event_id: `evt-${Math.random()}`,
    type: 'payment.confirmed',
    store_id: store.id,
    paid_at: clock.toISOString(),
    ...event,
  });
  return call(app, 'POST', '/webhooks/payments/sandbox', {
    body: raw,
    headers: { 'X-Signature': signature ?? signWebhook(SECRET, raw) },
  });
}

describe('pix', () => {
  it('issues a valid BR Code for the total, with the store key and the order code as txid', async () => {
    const { res } = await checkout({ payment_method: 'pix' });
    expect(res.status).toBe(201);
    const { payment, total, code } = res.json;
    expect(parsePixPayload(payment.payload)).toMatchObject({
      key: 'pix@loja.test',
      amount: total,
      txid: code,
    });
    // The BR Code only: the storefront draws its QR code (no answer pays for a picture).
    expect(payment).not.toHaveProperty('qr_code_svg');
    expect(new Date(payment.expires_at).getTime() - clock.getTime()).toBe(30 * MINUTE);
  });

  it('expires unpaid after PIX_EXPIRY_MINUTES: shown expirado, refused by the webhook, stock back', async () => {
    const lamp = await createProduct(db, store.id, {
      name: 'Abajur',
      variations: [{ priceCents: 9990, stock: 1 }],
    });
    const { res, token } = await checkout({ payment_method: 'pix' }, lamp);
    expect(await stock(lamp)).toBe(0);
    clock = new Date(clock.getTime() + 30 * MINUTE);
    const read = await call(app, 'GET', `/orders/${res.json.code}`, { storeId: store.id, token });
    expect(read.json).toMatchObject({ status: 'expirado', status_label: 'Expirado' });
    const late = await webhook({ order_code: res.json.code, amount: res.json.total });
    expect(late.status).toBe(409);
    // The next checkout in the store sweeps it: the unit is back on sale and can be sold again.
    const again = await checkout({ payment_method: 'boleto', cpf: '390.533.447-05' }, lamp);
    expect(again.res.status).toBe(201);
    const [expired] = await db.select().from(orders).where(eq(orders.code, res.json.code));
    expect(expired!.status).toBe('expirado');
    expect(await stock(lamp)).toBe(0);
  });
});

describe('boleto', () => {
  it('issues a valid 47-digit line for the total, due in 3 days', async () => {
    const { res } = await checkout({ payment_method: 'boleto', cpf: '390.533.447-05' });
    const { payment, total } = res.json;
    expect(payment.line).toMatch(/^\d{47}$/);
    expect(parseBoleto(payment.line, clock)).toMatchObject({
      bankCode: '001',
      amount: total,
      dueDate: payment.due_date,
    });
    expect(payment.due_date).toBe(
      new Date(clock.getTime() + 3 * 24 * 60 * MINUTE).toISOString().slice(0, 10),
    );
  });

  it('moves a due date that falls on a Saturday to Monday, in the order and its e-mail', async () => {
    const before = clock;
    clock = new Date('2026-11-25T15:00:00Z'); // a Wednesday: 3 days later is Saturday 28/11
    try {
      const { res, token } = await checkout({ payment_method: 'boleto', cpf: '390.533.447-05' });
      expect(res.json.payment.due_date).toBe('2026-11-30');
      expect(parseBoleto(res.json.payment.line, clock)?.dueDate).toBe('2026-11-30');
      const read = await call(app, 'GET', `/orders/${res.json.code}`, { storeId: store.id, token });
      expect(read.json.payment.due_date).toBe('2026-11-30');
      const [order] = await db.select().from(orders).where(eq(orders.code, res.json.code));
      const mails = await db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.storeId, store.id))
        .orderBy(desc(emailOutbox.createdAt));
      const confirmation = mails.find((mail) => mail.text.includes(res.json.code));
      expect(confirmation?.text).toContain('vence em 30/11/2026');
      // Payable until the Monday ends, Brasília time.
      expect(order!.paymentExpiresAt?.toISOString()).toBe('2026-12-01T03:00:00.000Z');
    } finally {
      clock = before;
    }
  });
});

describe('card (sandbox test cards)', () => {
  it.each(Object.entries(TEST_CARDS).filter(([, outcome]) => outcome.code !== 'approved'))(
    'declines %s with "%s", taking no stock',
    async (number, outcome) => {
      const before = await stock();
      const card = await call(app, 'POST', '/payments/sandbox/card-tokens', {
        storeId: store.id,
        body: { number, holder_name: 'JOAO SILVA', expiry_month: 1, expiry_year: 2030, cvv: '321' },
      });
      const { res } = await checkout({
        payment_method: 'card',
        installments: 1,
        card_token: card.json.token,
      });
      expect(res.status).toBe(402);
      expect(res.json).toEqual({ code: outcome.code, message: outcome.message });
      expect(await stock()).toBe(before);
    },
  );

  it('keeps only brand and last four digits of an approved card', async () => {
    const card = await call(app, 'POST', '/payments/sandbox/card-tokens', {
      storeId: store.id,
      body: {
        number: '4111 1111 1111 1111',
        holder_name: 'JOAO SILVA',
        expiry_month: 1,
        expiry_year: 2030,
        cvv: '321',
      },
    });
    expect(card.json).toMatchObject({ brand: 'visa', last4: '1111' });
    expect(card.json.token).not.toContain('4111111111111111');
    const { res } = await checkout({
      payment_method: 'card',
      installments: 2,
      card_token: card.json.token,
    });
    expect(res.json.status).toBe('pago');
    const [row] = await db.select().from(orders).where(eq(orders.code, res.json.code));
    expect(JSON.stringify(row)).not.toContain('4111111111111111');
    expect(row!.payment).toMatchObject({ method: 'card', brand: 'visa', last4: '1111' });
  });

  it.each([
    ['an invalid number', { number: '4111111111111112' }, 'Número de cartão inválido.'],
    ['an expired card', { expiry_month: 1, expiry_year: 2026 }, 'Cartão vencido.'],
  ])('refuses to tokenise %s', async (_label, patch, message) => {
    const res = await call(app, 'POST', '/payments/sandbox/card-tokens', {
      storeId: store.id,
      body: {
        number: '4111111111111111',
        holder_name: 'JOAO SILVA',
        expiry_month: 1,
        expiry_year: 2030,
        cvv: '321',
        ...patch,
      },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  });
});

describe('payment webhook', () => {
  it('refuses a bad signature (401) and leaves the order unpaid', async () => {
    const { res, token } = await checkout({ payment_method: 'pix' });
    const forged = await webhook(
      { order_code: res.json.code, amount: res.json.total },
      'sha256=' + '0'.repeat(64),
    );
    expect(forged.status).toBe(401);
    const unsigned = await call(app, 'POST', '/webhooks/payments/sandbox', {
      body: { order_code: res.json.code },
    });
    expect(unsigned.status).toBe(401);
    const read = await call(app, 'GET', `/orders/${res.json.code}`, { storeId: store.id, token });
    expect(read.json.status).toBe('aguardando_pagamento');
  });

  it('applies a signed event once; a redelivery is a duplicate', async () => {
    const { res } = await checkout({ payment_method: 'boleto', cpf: '390.533.447-05' });
    const raw = JSON.stringify({
      event_id: 'evt-redelivered',
      type: 'payment.confirmed',
      store_id: store.id,
      order_code: res.json.code,
      amount: res.json.total,
      paid_at: clock.toISOString(),
    });
    const send = () =>
      call(app, 'POST', '/webhooks/payments/sandbox', {
        body: raw,
        headers: { 'X-Signature': signWebhook(SECRET, raw) },
      });
    expect((await send()).json).toEqual({
      result: 'applied',
      order_code: res.json.code,
      status: 'pago',
    });
    expect((await send()).json.result).toBe('duplicate');
  });

  it('refuses an amount that is not the order total (422)', async () => {
    const { res } = await checkout({ payment_method: 'pix' });
    const paid = await webhook({ order_code: res.json.code, amount: 0.01 });
    expect(paid.status).toBe(422);
    expect(paid.json.code).toBe('amount_mismatch');
  });
});

describe('DEMO_MODE off', () => {
  it('does not expose the payment simulation nor the outbox', async () => {
    const { app: production } = await createTestApp({ config: { DEMO_MODE: 'false' } });
    expect(
      (
        await call(production, 'POST', '/dev/payments/sandbox/confirm', {
          storeId: store.id,
          body: { order_code: 'X' },
        })
      ).status,
    ).toBe(404);
    expect((await call(production, 'GET', '/dev/outbox')).status).toBe(404);
  });
});
