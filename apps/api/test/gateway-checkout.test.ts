import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentEvents } from '../src/db/schema/index.ts';
import { connectStoreToMercadoPago } from '../src/demo/demo-bank.ts';
import { startMercadoPago } from '../src/demo/mercado-pago.ts';
import { readPaymentSettings } from '../src/features/payments/settings.ts';
import { reconcilePendingPayments } from '../src/features/payments/reconcile.ts';
import { createAddress, createCustomer, createSeller, sessionFor } from './fixtures/accounts.ts';
import { createProduct, createStore } from './fixtures/catalog.ts';
import { addToCart, orderByCode, stockOf } from './fixtures/orders.ts';
import { call, createTestApp } from './harness.ts';
import { freePort, serveApp } from './servers/api.ts';

// Card and boleto through Mercado Pago, over the real adapter and a loopback Mercado Pago
// speaking its REST API: the card tokenised at the gateway (our API sees only the token), the
// boleto paid by the gateway's signed notification, reconciliation when it is lost, and the
// notices that must pay nothing.

const mp = await startMercadoPago({ accounts: [{ nickname: 'LOJA1' }, { nickname: 'LOJA2' }] });
afterAll(() => mp.close());
const port = await freePort();
const apiUrl = `http://127.0.0.1:${port}`;
const { app, db, deps } = await createTestApp({
  config: {
    PUBLIC_API_URL: apiUrl,
    MERCADO_PAGO_URL: mp.url,
    PAYMENT_PROVIDER_TIMEOUT_MS: '500',
  },
});
await serveApp(app, port);

beforeEach(async () => {
  await mp.control.settled();
  mp.control.reset();
});

const CARD = '4235647728025682';
const CPF = '39053344705';

/** A store taking card and boleto through Mercado Pago account `index`, one shopper, a R$ 250 lamp. */
async function shopperAtGatewayStore(index = 0) {
  const store = await createStore(db);
  await connectStoreToMercadoPago(deps, store, mp.accounts[index]!);
  const customer = await createCustomer(db, store.id);
  const token = await sessionFor(db, 'customer', customer);
  const address = await createAddress(db, store.id, customer.id);
  const product = await createProduct(db, store.id, {
    name: 'Luminária de Mesa',
    variations: [{ priceCents: 25_000, stock: 3 }],
  });
  const variation = product.variations[0]!;
  await addToCart(app, { storeId: store.id, token, code: product.code, variation: variation.code });
  const as = { storeId: store.id, token };
  const seller = await sessionFor(db, 'seller', await createSeller(db, store.id));
  return {
    store,
    seller: { storeId: store.id, token: seller },
    as,
    account: mp.accounts[index]!,
    variationId: variation.id,
    order: (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      call(app, 'POST', '/orders', {
        ...as,
        body: { address_id: address.id, cpf: CPF, ...body },
        headers,
      }),
  };
}

/** What the gateway's script does in the shopper's browser: the card straight to the gateway. */
async function tokenise(publicKey: string) {
  const response = await fetch(`${mp.url}/v1/card_tokens?public_key=${publicKey}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      card_number: CARD,
      expiration_month: 11,
      expiration_year: new Date().getUTCFullYear() + 2,
      security_code: '123',
      cardholder: { name: 'MARIA DA SILVA', identification: { type: 'CPF', number: CPF } },
    }),
  });
  expect(response.status).toBe(201);
  return String(((await response.json()) as { id: string }).id);
}

const paymentIdOf = (row: { payment: unknown }) =>
  (row.payment as { provider_payment_id: string }).provider_payment_id;

describe('card through Mercado Pago', () => {
  it('pays in 10x with the gateway’s token: our total and instalments, never the card number', async () => {
    const shop = await shopperAtGatewayStore();
    const quote = await call(app, 'GET', '/checkout/quote', shop.as);
    expect(quote.json.cpf_required).toEqual({ pix: false, card: true, boleto: true });
    const token = await tokenise(shop.account.publicKey);
    const placed = await shop.order({
      payment_method: 'card',
      installments: 10,
      card_token: token,
    });
    expect(placed.status, placed.text).toBe(201);
    const row = await orderByCode(db, shop.store.id, placed.json.code);
    expect(row.status).toBe('pago');
    expect(row.installments).toBe(10);
    expect(row.payment).toMatchObject({
      method: 'card',
      provider: 'mercado_pago',
      last4: CARD.slice(-4),
    });
    const [post] = mp.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payments');
    const body = JSON.parse(post!.rawBody) as Record<string, unknown>;
    expect(body).toMatchObject({ token, installments: 10, external_reference: row.code });
    expect(Math.round(Number(body.transaction_amount) * 100)).toBe(row.totalCents);
    expect(body.payer).toMatchObject({ identification: { type: 'CPF', number: CPF } });
    // The number went only to the gateway's card_tokens, never in a payment call.
    const withNumber = mp.requests.filter((r) => r.rawBody.includes(CARD));
    expect(withNumber.map((r) => r.path.split('?')[0])).toEqual(['/v1/card_tokens']);

    // The seller cancels it: Mercado Pago refunds the whole payment, once.
    const cancelled = await call(app, 'PATCH', `/sales/${row.code}/status`, {
      ...shop.seller,
      body: { status: 'cancelado', reason: 'Cliente desistiu da compra' },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json.refunds).toEqual([
      expect.objectContaining({ status: 'devolvido', amount: row.totalCents / 100 }),
    ]);
    const refunds = mp.requests.filter(
      (r) => r.method === 'POST' && r.path === `/v1/payments/${paymentIdOf(row)}/refunds`,
    );
    expect(refunds).toHaveLength(1);
    expect(mp.control.payment(paymentIdOf(row))?.status).toBe('refunded');
  });

  it('refuses the order with the provider’s message when the gateway is down, and loses nothing', async () => {
    const shop = await shopperAtGatewayStore();
    const token = await tokenise(shop.account.publicKey);
    const before = await stockOf(db, shop.variationId);
    mp.control.failWith(503);
    const refused = await shop.order(
      { payment_method: 'card', installments: 1, card_token: token },
      { 'idempotency-key': 'mp-down-0001' },
    );
    expect(refused.status).toBe(503);
    expect(refused.json).toMatchObject({ code: 'payment_provider_unavailable' });
    expect(refused.json.message).toMatch(/Mercado Pago/);
    expect(await stockOf(db, shop.variationId)).toBe(before);
    mp.control.failWith(null);
  });
});

describe('a card payment disputed with the issuer', () => {
  it('shows the chargeback on the order’s timeline, once', async () => {
    const shop = await shopperAtGatewayStore();
    const token = await tokenise(shop.account.publicKey);
    const placed = await shop.order({ payment_method: 'card', installments: 1, card_token: token });
    expect(placed.status, placed.text).toBe(201);
    const row = await orderByCode(db, shop.store.id, placed.json.code);
    await mp.control.settled();
    await mp.control.chargeBack(paymentIdOf(row));
    await mp.control.settled();
    const notes = async () =>
      (await call(app, 'GET', `/orders/${row.code}`, shop.as)).json.history.map(
        (event: { note: string }) => event.note,
      ) as string[];
    const chargeback = (await notes()).filter((note) => note.includes('chargeback'));
    expect(chargeback).toEqual([
      'O comprador contestou a compra com o banco do cartão (chargeback): o Mercado Pago reteve o valor.',
    ]);
    // The same notice again adds nothing.
    const sent = mp.notifications.filter((n) => n.body.data.id === paymentIdOf(row)).at(-1)!;
    await fetch(sent.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sent.headers },
      body: JSON.stringify(sent.body),
    });
    expect((await notes()).filter((note) => note.includes('chargeback'))).toHaveLength(1);
    expect((await orderByCode(db, shop.store.id, row.code)).status).toBe('pago');
  });
});

describe('boleto through Mercado Pago', () => {
  it('is paid by the gateway’s signed notification, once', async () => {
    const shop = await shopperAtGatewayStore();
    const placed = await shop.order({ payment_method: 'boleto' });
    expect(placed.status, placed.text).toBe(201);
    const row = await orderByCode(db, shop.store.id, placed.json.code);
    expect(row.status).toBe('aguardando_pagamento');
    expect(row.payment).toMatchObject({ method: 'boleto', provider: 'mercado_pago' });
    expect((row.payment as { line: string }).line).toMatch(/^\d{47}$/);
    await mp.control.settled();
    await mp.control.pay(paymentIdOf(row));
    await mp.control.settled();
    const after = await orderByCode(db, shop.store.id, placed.json.code);
    expect(after.status).toBe('pago');
    expect(after.payment).toMatchObject({ paid_reference: paymentIdOf(row) });
    // The same notice again (Mercado Pago retries): nothing more.
    const sent = mp.notifications.filter((n) => n.body.data.id === paymentIdOf(row)).at(-1)!;
    const replay = await fetch(sent.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sent.headers },
      body: JSON.stringify(sent.body),
    });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: 1, applied: 0 });
    const events = await db.select().from(paymentEvents).where(eq(paymentEvents.orderId, row.id));
    expect(events).toHaveLength(1);
  });

  it('ends paid by reconciliation when the notification is lost', async () => {
    const shop = await shopperAtGatewayStore();
    const placed = await shop.order({ payment_method: 'boleto' });
    const row = await orderByCode(db, shop.store.id, placed.json.code);
    await mp.control.settled();
    mp.control.dropNextNotification();
    await mp.control.pay(paymentIdOf(row));
    await mp.control.settled();
    expect((await orderByCode(db, shop.store.id, placed.json.code)).status).toBe(
      'aguardando_pagamento',
    );
    await reconcilePendingPayments(deps, { olderThanMs: 0 });
    expect((await orderByCode(db, shop.store.id, placed.json.code)).status).toBe('pago');
  });

  it('pays nothing on a forged, unsigned or other store’s notification', async () => {
    const shop = await shopperAtGatewayStore(0);
    const other = await shopperAtGatewayStore(1);
    const placed = await shop.order({ payment_method: 'boleto' });
    const row = await orderByCode(db, shop.store.id, placed.json.code);
    await mp.control.settled();
    const created = mp.notifications.filter((n) => n.body.data.id === paymentIdOf(row)).at(-1)!;
    const send = (url: string, headers: Record<string, string>) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(created.body),
      });
    // A signature made with another secret, or none: refused before anything is read.
    const forged = await send(created.url, {
      'x-request-id': created.headers['x-request-id'],
      'x-signature': `ts=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
    });
    expect(forged.status).toBe(401);
    expect((await send(created.url, {})).status).toBe(401);
    // Signed for this store but sent to the other's URL: the other's secret does not match.
    const { webhookToken } = await readPaymentSettings(db, other.store.id);
    const otherUrl = created.url.replace(
      /\/webhooks\/mercado-pago\/[^/?]+/,
      `/webhooks/mercado-pago/${webhookToken}`,
    );
    expect((await send(otherUrl, created.headers)).status).toBe(401);
    // A true notice of an unpaid payment: read back, still pending, nothing applied.
    const honest = await send(created.url, created.headers);
    expect(await honest.json()).toEqual({ received: 1, applied: 0 });
    expect((await orderByCode(db, shop.store.id, placed.json.code)).status).toBe(
      'aguardando_pagamento',
    );
  });
});
