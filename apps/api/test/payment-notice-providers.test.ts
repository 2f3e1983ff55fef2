import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentEvents } from '../src/db/schema/index.ts';
import { connectStoreToMercadoPago, connectStoreToPsp } from '../src/demo/demo-bank.ts';
import { startMercadoPago } from '../src/demo/mercado-pago.ts';
import { startPixPsp } from '../src/demo/pix-psp.ts';
import { readPaymentSettings } from '../src/features/payments/settings.ts';
import type { ProviderName } from '../src/features/payments/provider.ts';
import { signWebhook } from '../src/features/payments/sandbox/signature.ts';
import { createAddress, createCustomer, createSeller, sessionFor } from './fixtures/accounts.ts';
import { createProduct, createStore } from './fixtures/catalog.ts';
import { addToCart, orderByCode, stockOf } from './fixtures/orders.ts';
import { call, createTestApp, LOOPBACK } from './harness.ts';
import { freePort, serveApp } from './servers/api.ts';

// A provider's notice settles only the orders that provider charged: every notice route, sent
// the identifiers of an order another provider charged, pays nothing, leaves its status and
// stock alone, and the seller's later cancel asks no provider for a refund. The demo's
// "Simular pagamento" still pays each provider's orders, at that provider's bank.

const psp = await startPixPsp({ clientId: 'loja-avisos' });
const mp = await startMercadoPago({ accounts: [{ nickname: 'LOJAAVISOS' }] });
afterAll(async () => {
  await psp.close();
  await mp.close();
});
const port = await freePort();
const apiUrl = `http://127.0.0.1:${port}`;
const { app, db, deps } = await createTestApp({
  config: {
    PUBLIC_API_URL: apiUrl,
    MERCADO_PAGO_URL: mp.url,
    PAYMENT_PROVIDER_TIMEOUT_MS: '2000',
    DEMO_MODE: 'true',
  },
  demoBank: {
    payPix: async (txid) => void (await psp.control.pay(txid)),
    payGatewayPayment: async (id) => {
      await mp.control.pay(id);
      await mp.control.settled();
    },
  },
});
await serveApp(app, port);

beforeEach(async () => {
  await mp.control.settled();
  mp.control.reset();
  psp.control.reset();
});

const CPF = '39053344705';

/**
 * A store with an unpaid order charged by `provider` (sandbox: placed before the store set its
 * accounts up; pix_api: a pix through its PSP; mercado_pago: a boleto through Mercado Pago), its
 * pix already at the PSP and its card and boleto at Mercado Pago, so every notice route has it.
 */
async function orderChargedBy(provider: ProviderName) {
  const store = await createStore(db);
  const customer = await createCustomer(db, store.id);
  const token = await sessionFor(db, 'customer', customer);
  const address = await createAddress(db, store.id, customer.id);
  const product = await createProduct(db, store.id, {
    name: 'Cesto de Palha',
    variations: [{ priceCents: 12_000, stock: 5 }],
  });
  const variation = product.variations[0]!;
  await addToCart(app, { storeId: store.id, token, code: product.code, variation: variation.code });
  const place = (method: 'pix' | 'boleto') =>
    call(app, 'POST', '/orders', {
      storeId: store.id,
      token,
      body: { payment_method: method, address_id: address.id, cpf: CPF },
    });
  const sandboxOrder = provider === 'sandbox' ? await place('pix') : null;
  expect((await connectStoreToPsp(deps, store, psp)).ok).toBe(true);
  await connectStoreToMercadoPago(deps, store, mp.account);
  const placed = sandboxOrder ?? (await place(provider === 'pix_api' ? 'pix' : 'boleto'));
  expect(placed.status, placed.text).toBe(201);
  await mp.control.settled();
  const row = await orderByCode(db, store.id, placed.json.code);
  expect(row.payment.provider).toBe(provider);
  const seller = await sessionFor(db, 'seller', await createSeller(db, store.id));
  const settings = await readPaymentSettings(db, store.id);
  return {
    store,
    row,
    variationId: variation.id,
    seller: { storeId: store.id, token: seller },
    webhookToken: settings.webhookToken,
    /** Every identifier the order's payment carries: what a notice would name it by. */
    ids: [
      row.code,
      ...[row.payment.provider_payment_id, (row.payment as { txid?: string }).txid].filter(
        (id): id is string => Boolean(id),
      ),
    ],
  };
}
type Target = Awaited<ReturnType<typeof orderChargedBy>>;

/** The sandbox bank's signed notice, as whoever holds PAYMENT_WEBHOOK_SECRET can send it. */
async function sandboxNotice(target: Target) {
  const raw = JSON.stringify({
    event_id: `evt_${randomUUID()}`,
    type: 'payment.confirmed',
    store_id: target.store.id,
    order_code: target.row.code,
    amount: target.row.totalCents / 100,
    paid_at: new Date().toISOString(),
  });
  return call(app, 'POST', '/webhooks/payments/sandbox', {
    body: raw,
    headers: { 'X-Signature': signWebhook(deps.config.PAYMENT_WEBHOOK_SECRET, raw) },
  });
}

/** A PSP's notice (API Pix: unsigned) naming each of the order's ids as a received pix. */
async function pixNotice(target: Target) {
  const pix = target.ids.map((txid) => ({
    endToEndId: `E${randomUUID().replaceAll('-', '').slice(0, 31)}`,
    txid,
    valor: (target.row.totalCents / 100).toFixed(2),
    horario: new Date().toISOString(),
  }));
  const response = await fetch(`${apiUrl}/webhooks/pix-api/${target.webhookToken}/pix`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pix }),
  });
  return { status: response.status, json: (await response.json()) as unknown };
}

/**
 * A payment truly made and paid at the store's Mercado Pago for the order's amount and code (a
 * payment link, say), which Mercado Pago notifies, signed, to the store's URL; that notice is
 * then sent again (as Mercado Pago retries) to read the answer.
 */
async function mercadoPagoNotice(target: Target) {
  const created = await fetch(`${mp.url}/v1/payments`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${mp.account.accessToken}`,
      'content-type': 'application/json',
      'x-idempotency-key': randomUUID(),
    },
    body: JSON.stringify({
      transaction_amount: target.row.totalCents / 100,
      payment_method_id: 'pix',
      payer: { email: 'pagador@exemplo.test' },
      external_reference: target.row.code,
      notification_url: `${apiUrl}/webhooks/mercado-pago/${target.webhookToken}`,
    }),
  });
  expect(created.status).toBe(201);
  const paymentId = String(((await created.json()) as { id: number }).id);
  await mp.control.settled();
  await mp.control.pay(paymentId);
  await mp.control.settled();
  const sent = mp.notifications.filter((n) => n.body.data.id === paymentId);
  expect(sent.map((n) => n.outcome)).toEqual([200, 200]);
  const again = await fetch(sent.at(-1)!.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...sent.at(-1)!.headers },
    body: JSON.stringify(sent.at(-1)!.body),
  });
  return { status: again.status, json: (await again.json()) as unknown };
}

// Each route answers the refusal as its provider's protocol wants it: the sandbox (ours) a
// final 4xx; the PSP and Mercado Pago a 200 that applies nothing, since they resend anything
// else (and a PSP may stop notifying a URL that keeps refusing).
const routes = {
  sandbox: async (target: Target) => {
    const res = await sandboxNotice(target);
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ code: 'order_charged_elsewhere' });
  },
  pix_api: async (target: Target) => {
    const res = await pixNotice(target);
    expect(res).toEqual({ status: 200, json: { received: target.ids.length, applied: 0 } });
  },
  mercado_pago: async (target: Target) => {
    const res = await mercadoPagoNotice(target);
    expect(res).toEqual({ status: 200, json: { received: 1, applied: 0 } });
  },
} satisfies Record<ProviderName, (target: Target) => Promise<void>>;

const PROVIDERS: ProviderName[] = ['sandbox', 'pix_api', 'mercado_pago'];
const rows = PROVIDERS.flatMap((notice) =>
  PROVIDERS.filter((charged) => charged !== notice).map((charged) => [notice, charged] as const),
);

describe('a provider’s notice about an order another provider charged', () => {
  it.each(rows)(
    'the %s notice pays nothing of a %s order, and its cancel asks no refund',
    async (notice, charged) => {
      const target = await orderChargedBy(charged);
      const stock = await stockOf(db, target.variationId);
      await routes[notice](target);

      const after = await orderByCode(db, target.store.id, target.row.code);
      expect(after).toMatchObject({ status: 'aguardando_pagamento', paidAt: null });
      expect(after.payment).toEqual(target.row.payment);
      expect(await stockOf(db, target.variationId)).toBe(stock);
      const events = await db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.orderId, target.row.id));
      expect(events).toEqual([]);

      // The seller cancels it: an unpaid order, so nothing goes back to any provider.
      const cancelled = await call(app, 'PATCH', `/sales/${target.row.code}/status`, {
        ...target.seller,
        body: { status: 'cancelado', reason: 'Pedido de teste' },
      });
      expect(cancelled.status, cancelled.text).toBe(200);
      expect(cancelled.json.refunds).toEqual([]);
      await mp.control.settled();
      expect(psp.requests.filter((r) => r.path.includes('/devolucao/'))).toEqual([]);
      expect(mp.requests.filter((r) => r.path.endsWith('/refunds'))).toEqual([]);
    },
  );
});

describe('“Simular pagamento” in the demo', () => {
  it.each(PROVIDERS)('pays a %s order at its own bank', async (provider) => {
    const target = await orderChargedBy(provider);
    const res = await call(app, 'POST', '/dev/payments/sandbox/confirm', {
      storeId: target.store.id,
      remoteAddress: LOOPBACK,
      body: { order_code: target.row.code },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ result: 'applied', status: 'pago' });
    expect((await orderByCode(db, target.store.id, target.row.code)).status).toBe('pago');
  });
});
