import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, paymentEvents, productVariations } from '../src/db/schema/index.ts';
import { connectStoreToPsp } from '../src/demo/demo-bank.ts';
import { startPixPsp } from '../src/demo/pix-psp.ts';
import { reconcilePendingPayments } from '../src/features/payments/reconcile.ts';
import { openJobQueue } from '../src/jobs/queue.ts';
import { settlePendingRefunds } from '../src/features/refunds/settle.ts';
import { readPaymentSettings } from '../src/features/payments/settings.ts';
import { createAddress, createCustomer, createSeller, sessionFor } from './fixtures/accounts.ts';
import { createProduct, createStore } from './fixtures/catalog.ts';
import { addToCart, orderByCode, stockOf } from './fixtures/orders.ts';
import { call, createTestApp } from './harness.ts';
import { freePort, serveApp } from './servers/api.ts';

// Pix through the store's PSP, over the real API Pix adapter and a loopback PSP speaking the
// Banco Central's protocol (mutual TLS): the charge at checkout, the PSP's notice paying the
// order, reconciliation when the notice is lost, and the notices that must pay nothing.

const psp = await startPixPsp({ clientId: 'loja-checkout' });
afterAll(() => psp.close());
const port = await freePort();
const apiUrl = `http://127.0.0.1:${port}`;
// 2 s for the PSP (4 s of delay is the timeout's case): a mutual-TLS round on CI's loaded cores
// took over 500 ms once, and a store's registration failed as if the PSP were down.
const { app, db, deps, jobConnection } = await createTestApp({
  config: { PUBLIC_API_URL: apiUrl, PIX_EXPIRY_MINUTES: '30', PAYMENT_PROVIDER_TIMEOUT_MS: '2000' },
});
await serveApp(app, port);

beforeEach(() => psp.control.reset());

/** A store receiving pix through the PSP, one shopper with a R$ 80,00 vase in the cart. */
async function shopperAtPixStore() {
  const store = await createStore(db);
  const registered = await connectStoreToPsp(deps, store, psp);
  expect(registered).toMatchObject({ ok: true });
  const customer = await createCustomer(db, store.id);
  const token = await sessionFor(db, 'customer', customer);
  const address = await createAddress(db, store.id, customer.id);
  const product = await createProduct(db, store.id, {
    name: 'Vaso de Cerâmica',
    variations: [{ priceCents: 8000, stock: 4 }],
  });
  const variation = product.variations[0]!;
  await addToCart(app, { storeId: store.id, token, code: product.code, variation: variation.code });
  const as = { storeId: store.id, token };
  const settings = await readPaymentSettings(db, store.id);
  const seller = await sessionFor(db, 'seller', await createSeller(db, store.id));
  return {
    store,
    seller: { storeId: store.id, token: seller },
    as,
    variationId: variation.id,
    webhook: `${apiUrl}/webhooks/pix-api/${settings.webhookToken}/pix`,
    order: (headers: Record<string, string> = {}) =>
      call(app, 'POST', '/orders', {
        ...as,
        body: { payment_method: 'pix', address_id: address.id },
        headers,
      }),
  };
}

const cobPuts = () => psp.requests.filter((r) => r.method === 'PUT' && r.path.startsWith('/cob/'));

/** Waits until `done` holds (a request reached the PSP), for up to 10 s. */
async function until(done: () => boolean) {
  const deadline = Date.now() + 10_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('never happened');
    await new Promise((later) => setTimeout(later, 10));
  }
}

/** Posts a notice as a PSP would (plain JSON, no signature in the API Pix). */
const notify = (url: string, pix: unknown[]) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pix }),
  });

describe('a pix order through the store’s PSP', () => {
  it('creates a dynamic charge of the order’s total, on the store’s key, and shows its BR Code', async () => {
    const shop = await shopperAtPixStore();
    const placed = await shop.order();
    expect(placed.status, placed.text).toBe(201);
    const row = await orderByCode(db, shop.store.id, placed.json.code);
    expect(row.payment).toMatchObject({ method: 'pix', provider: 'pix_api' });
    const txid = (row.payment as { txid: string }).txid;
    expect(txid).toMatch(/^[a-zA-Z0-9]{26,35}$/);
    const [put] = cobPuts();
    expect(put?.path).toBe(`/cob/${txid}`);
    expect(put?.clientCertificate).toBe('loja-checkout');
    const body = JSON.parse(put!.rawBody) as {
      valor: { original: string };
      chave: string;
      calendario: { expiracao: number };
    };
    expect(body.chave).toBe('pix@loja.test');
    expect(Math.round(Number(body.valor.original) * 100)).toBe(row.totalCents);
    expect(body.calendario.expiracao).toBeGreaterThan(29 * 60);
    expect(body.calendario.expiracao).toBeLessThanOrEqual(30 * 60);
    // The PSP's own copy-and-paste code: dynamic (its location, no key, no amount).
    const read = await call(app, 'GET', `/orders/${placed.json.code}`, shop.as);
    const payload = read.json.payment.payload as string;
    expect(payload).toMatch(/^000201010212.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
    expect(payload).not.toContain('pix@loja.test');
    expect(payload).toContain('127.0.0.1');
  });

  it('is paid by the PSP’s notice, once, and keeps the end-to-end id a refund names', async () => {
    const shop = await shopperAtPixStore();
    const placed = await shop.order();
    const row = await orderByCode(db, shop.store.id, placed.json.code);
    const txid = (row.payment as { txid: string }).txid;
    const paid = await psp.control.pay(txid);
    expect(paid.webhook).toBe(200);
    const after = await orderByCode(db, shop.store.id, placed.json.code);
    expect(after.status).toBe('pago');
    expect(after.payment).toMatchObject({ paid_reference: paid.endToEndId });
    // The same pix again (a PSP retry, or its resend when a devolução ends): nothing changes.
    const pix = psp.requests.length;
    const replay = await notify(shop.webhook, [
      {
        endToEndId: paid.endToEndId,
        txid,
        valor: (row.totalCents / 100).toFixed(2),
        horario: new Date().toISOString(),
      },
    ]);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: 1, applied: 0 });
    expect(psp.requests.length).toBe(pix);
    const events = await db.select().from(paymentEvents).where(eq(paymentEvents.orderId, row.id));
    expect(events).toHaveLength(1);
  });

  it('ends paid by reconciliation when the notice never comes', async () => {
    const shop = await shopperAtPixStore();
    const placed = await shop.order();
    const row = await orderByCode(db, shop.store.id, placed.json.code);
    psp.control.dropNextWebhook();
    const paid = await psp.control.pay((row.payment as { txid: string }).txid);
    expect(paid.webhook).toBe('dropped');
    expect((await orderByCode(db, shop.store.id, placed.json.code)).status).toBe(
      'aguardando_pagamento',
    );
    const results = await reconcilePendingPayments(deps, { olderThanMs: 0 });
    expect(results).toContainEqual({ result: 'applied' });
    const after = await orderByCode(db, shop.store.id, placed.json.code);
    expect(after.status).toBe('pago');
    expect(after.payment).toMatchObject({ paid_reference: paid.endToEndId });
  });

  it('reads every waiting order of every store once a run, through the job queue, store by store', async () => {
    const shops = [await shopperAtPixStore(), await shopperAtPixStore(), await shopperAtPixStore()];
    const txids: string[] = [];
    for (const shop of shops) {
      const placed = await shop.order();
      const row = await orderByCode(db, shop.store.id, placed.json.code);
      const txid = (row.payment as { txid: string }).txid;
      psp.control.dropNextWebhook();
      expect((await psp.control.pay(txid)).webhook).toBe('dropped');
      txids.push(txid);
    }
    const reads = (txid: string) =>
      psp.requests.filter((r) => r.method === 'GET' && r.path === `/cob/${txid}`).length;
    expect(txids.map(reads)).toEqual([0, 0, 0]);
    // A worker whose clock is 4 minutes on: the orders are past the notice's few minutes.
    const later = { ...deps, now: () => new Date(Date.now() + 4 * 60_000) };
    const worker = await openJobQueue(jobConnection, { logger: deps.logger, work: later });
    const statuses = async () =>
      Promise.all(
        shops.map(async (shop) => {
          const [order] = await db
            .select({ status: orders.status })
            .from(orders)
            .where(eq(orders.storeId, shop.store.id));
          return order?.status;
        }),
      );
    try {
      await worker.enqueue(db, 'payments-reconcile', {});
      for (let tries = 0; (await statuses()).some((status) => status !== 'pago'); tries += 1) {
        if (tries > 200) throw new Error(`not paid: ${(await statuses()).join(', ')}`);
        await new Promise((later) => setTimeout(later, 100));
      }
    } finally {
      await worker.stop(2_000);
    }
    // Each order's charge was read once: one job per store, none read twice.
    expect(txids.map(reads)).toEqual([1, 1, 1]);
  });

  it('pays nothing on a forged notice, a wrong amount or another store’s URL', async () => {
    const shop = await shopperAtPixStore();
    const other = await shopperAtPixStore();
    const placed = await shop.order();
    const row = await orderByCode(db, shop.store.id, placed.json.code);
    const txid = (row.payment as { txid: string }).txid;
    const forged = {
      endToEndId: `E${'1'.repeat(31)}`,
      txid,
      valor: (row.totalCents / 100).toFixed(2),
      horario: new Date().toISOString(),
    };
    // Forged: the PSP was never paid, and it is asked before anything is applied.
    const fake = await notify(shop.webhook, [forged]);
    expect(await fake.json()).toEqual({ received: 1, applied: 0 });
    // The right txid at another store's URL names none of that store's orders.
    const elsewhere = await notify(other.webhook, [forged]);
    expect(await elsewhere.json()).toEqual({ received: 1, applied: 0 });
    // An unknown token is no store at all.
    const unknown = await notify(`${apiUrl}/webhooks/pix-api/${'x'.repeat(32)}/pix`, [forged]);
    expect(unknown.status).toBe(404);
    // A payer who paid less: the PSP books it, the charge stays open, the order unpaid.
    const short = await psp.control.pay(txid, { amountCents: row.totalCents - 1 });
    expect(short.webhook).toBe(200);
    expect((await orderByCode(db, shop.store.id, placed.json.code)).status).toBe(
      'aguardando_pagamento',
    );
    const bad = await notify(shop.webhook, [{ nope: true }]);
    expect(bad.status).toBe(400);
  });

  it('refuses the order with a clear message when the PSP is down, and loses nothing', async () => {
    const shop = await shopperAtPixStore();
    const before = await stockOf(db, shop.variationId);
    psp.control.failWith(503);
    const refused = await shop.order({ 'idempotency-key': 'pix-down-0001' });
    expect(refused.status).toBe(503);
    expect(refused.json).toMatchObject({ code: 'payment_provider_unavailable' });
    expect(refused.json.message).toMatch(/banco/);
    expect(await stockOf(db, shop.variationId)).toBe(before);
    const cart = await call(app, 'GET', '/cart', shop.as);
    expect(cart.json.items).toHaveLength(1);
    // The PSP back: the same submit goes through, with one charge.
    psp.control.failWith(null);
    const again = await shop.order({ 'idempotency-key': 'pix-down-0001' });
    expect(again.status, again.text).toBe(201);
  });

  it('retries a timed-out charge with the same txid: one charge at the PSP', async () => {
    const shop = await shopperAtPixStore();
    psp.control.delay(4000);
    const slow = await shop.order({ 'idempotency-key': 'pix-slow-0001' });
    expect(slow.status).toBe(503);
    psp.control.delay(0);
    const again = await shop.order({ 'idempotency-key': 'pix-slow-0001' });
    expect(again.status, again.text).toBe(201);
    const txids = new Set(cobPuts().map((r) => r.path));
    expect(txids.size).toBe(1);
    const row = await orderByCode(db, shop.store.id, again.json.code);
    expect(cobPuts()[0]?.path).toBe(`/cob/${(row.payment as { txid: string }).txid}`);
  });

  it('holds no stock row while the PSP answers: the variation can be written meanwhile', async () => {
    const shop = await shopperAtPixStore();
    psp.control.delay(300);
    const placing = shop.order();
    await until(() => cobPuts().length === 1);
    // A seller's stock change on the variation being bought, while the PSP holds its answer:
    // done at once, not after the order's transaction.
    let written = false;
    void db
      .update(productVariations)
      .set({ stock: sql`${productVariations.stock} + 1` })
      .where(eq(productVariations.id, shop.variationId))
      .then(() => (written = true));
    await new Promise((later) => setTimeout(later, 150));
    expect(written).toBe(true);
    const placed = await placing;
    expect(placed.status, placed.text).toBe(201);
    expect(await stockOf(db, shop.variationId)).toBe(4);
  });

  it('refuses the order when its last unit sells while the PSP answers, and takes nothing', async () => {
    const shop = await shopperAtPixStore();
    psp.control.delay(300);
    const placing = shop.order();
    await until(() => cobPuts().length === 1);
    await db
      .update(productVariations)
      .set({ stock: 0 })
      .where(eq(productVariations.id, shop.variationId));
    const refused = await placing;
    expect(refused.status, refused.text).toBe(409);
    expect(refused.json).toMatchObject({ code: 'out_of_stock' });
    expect(await stockOf(db, shop.variationId)).toBe(0);
    const mine = await call(app, 'GET', '/orders', shop.as);
    expect(mine.json.items).toHaveLength(0);
    const cart = await call(app, 'GET', '/cart', shop.as);
    expect(cart.json.items).toHaveLength(1);
  });

  it('gives the money back by devolução when the seller cancels: in processing, then devolvido', async () => {
    const shop = await shopperAtPixStore();
    const placed = await shop.order();
    const row = await orderByCode(db, shop.store.id, placed.json.code);
    const paid = await psp.control.pay((row.payment as { txid: string }).txid);
    expect((await orderByCode(db, shop.store.id, placed.json.code)).status).toBe('pago');
    const cancelled = await call(app, 'PATCH', `/sales/${placed.json.code}/status`, {
      ...shop.seller,
      body: { status: 'cancelado', reason: 'Sem estoque para entregar' },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json.refunds).toEqual([
      expect.objectContaining({ status: 'em_processamento', amount: row.totalCents / 100 }),
    ]);
    // The devolução names the pix that paid the order, for its whole amount.
    const put = psp.requests.find(
      (r) => r.method === 'PUT' && r.path.startsWith(`/pix/${paid.endToEndId}/devolucao/`),
    );
    expect(JSON.parse(put!.rawBody)).toMatchObject({ valor: (row.totalCents / 100).toFixed(2) });
    // The PSP settles it; the next pass reads it again.
    await psp.control.settleRefunds('DEVOLVIDO');
    await settlePendingRefunds(deps, { olderThan: new Date(Date.now() + 1000) });
    const sale = await call(app, 'GET', `/sales/${placed.json.code}`, shop.seller);
    expect(sale.json.refunds).toEqual([expect.objectContaining({ status: 'devolvido' })]);
  });
});
