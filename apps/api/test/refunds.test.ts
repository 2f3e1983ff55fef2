import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { formatBRL as formatted } from '@vitrine/domain/money';
import { describe, expect, it } from 'vitest';
import { auditLog, orderRefunds, productVariations } from '../src/db/schema/index.ts';
import type {
  PaymentProvider,
  RefundAnswer,
  RefundRequest,
} from '../src/features/payments/provider.ts';
import { sandboxPaymentProvider } from '../src/features/payments/sandbox/provider.ts';
import { settlePendingRefunds } from '../src/features/refunds/settle.ts';
import { createAddress, createCustomer, createSeller, sessionFor } from './fixtures/accounts.ts';
import { createProduct, createStore } from './fixtures/catalog.ts';
import { addToCart } from './fixtures/orders.ts';
import { insertSale } from './fixtures/sales.ts';
import { call, createTestApp, LOOPBACK } from './harness.ts';

// Refunds of paid orders: a cancel gives the whole payment back through the provider that took
// it, a return gives back its items' share, a boleto waits for where its shopper receives. The
// provider is the sandbox behind a bank that keeps what it refunded by our refund key (so a
// second refund of a key would show) and that can fail on demand: no answer, or a refusal.

/** What the bank does with the next refund calls. */
let bankMode: 'ok' | 'timeout-after-doing' | 'timeout' | 'refuse' = 'ok';
/** Refunds the bank made: our refund key → amount, once per key (its idempotency). */
const refundedByKey = new Map<string, number>();
/** Every refund call the bank received (keys, in order). */
const calls: string[] = [];

const bank: PaymentProvider = {
  name: 'sandbox',
  createPix: (input) => sandbox.createPix(input),
  createBoleto: (input) => sandbox.createBoleto(input),
  authorizeCard: (input) => sandbox.authorizeCard(input),
  verifyWebhook: (body, signature) => sandbox.verifyWebhook(body, signature),
  readCharge: (input) => sandbox.readCharge(input),
  readRefund: (input) => sandbox.readRefund(input),
  async refund(input: RefundRequest): Promise<RefundAnswer> {
    calls.push(input.refundId);
    if (bankMode === 'refuse') {
      return { ok: false, reason: 'refused', message: 'Saldo insuficiente na conta da loja.' };
    }
    if (bankMode === 'timeout') {
      return { ok: false, reason: 'timeout', message: 'O provedor não respondeu a tempo.' };
    }
    if (!refundedByKey.has(input.refundId)) refundedByKey.set(input.refundId, input.amountCents);
    if (bankMode === 'timeout-after-doing') {
      return { ok: false, reason: 'timeout', message: 'O provedor não respondeu a tempo.' };
    }
    return sandbox.refund(input);
  },
};

const { app, db, deps } = await createTestApp({ payments: bank });
/** The sandbox with the app's own keys (the bank's calls come after this). */
const sandbox = sandboxPaymentProvider({
  webhookSecret: deps.config.PAYMENT_WEBHOOK_SECRET,
  cardTokenSecret: deps.config.CARD_TOKEN_SECRET,
});

async function shop() {
  const host = `refunds-${randomUUID().slice(0, 8)}.localhost`;
  const store = await createStore(db, { name: 'Loja Aurora', hosts: [host] });
  const seller = await createSeller(db, store.id);
  const customer = await createCustomer(db, store.id, { firstName: 'Marina' });
  const address = await createAddress(db, store.id, customer.id);
  const product = await createProduct(db, store.id, {
    name: 'Calça Jeans Reta',
    variations: [{ name: 'Azul 42', priceCents: 10000, stock: 50 }],
  });
  return {
    store,
    seller,
    customer,
    address,
    product,
    token: await sessionFor(db, 'customer', customer),
    sellerToken: await sessionFor(db, 'seller', seller),
  };
}
type Shop = Awaited<ReturnType<typeof shop>>;

/** A card order of `qnt` units through the checkout: paid when placed. */
async function buyByCard(s: Shop, qnt = 1) {
  const variation = s.product.variations[0]!.code;
  await addToCart(app, {
    storeId: s.store.id,
    token: s.token,
    code: s.product.code,
    variation,
    qnt,
  });
  const card = await call(app, 'POST', '/payments/sandbox/card-tokens', {
    storeId: s.store.id,
    body: {
      number: '4111 1111 1111 1111',
      holder_name: 'MARINA COSTA',
      expiry_month: 12,
      expiry_year: 2099,
      cvv: '123',
    },
  });
  const res = await call(app, 'POST', '/orders', {
    storeId: s.store.id,
    token: s.token,
    body: {
      payment_method: 'card',
      installments: 1,
      card_token: card.json.token,
      address_id: s.address.id,
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.json as { code: string; total: number };
}

/** A paid sale written straight in: 2 × R$ 50,00 (V1) and 1 × R$ 100,00 (V2), R$ 15,00 of
 * freight, R$ 20,00 of discount: R$ 195,00 paid. */
async function paidSale(
  s: Shop,
  method: 'card' | 'pix' | 'boleto',
  status: 'pago' | 'entregue' = 'pago',
) {
  const code = `RF${randomUUID().replaceAll('-', '').slice(0, 6).toUpperCase()}`;
  await insertSale(db, {
    storeId: s.store.id,
    customerId: s.customer.id,
    code,
    status,
    method,
    subtotalCents: 20000,
    discountCents: 2000,
    shippingCents: 1500,
    totalCents: 19500,
    createdAt: '2026-03-01T12:00:00Z',
    paidAt: '2026-03-01T12:05:00Z',
    items: [
      { sku: 'V1', name: 'Caneca', variation: 'Azul', quantity: 2, unitCents: 5000 },
      { sku: 'V2', name: 'Bule', variation: 'Branco', quantity: 1, unitCents: 10000 },
    ],
  });
  return code;
}

const asSeller = (s: Shop, method: string, path: string, body?: unknown) =>
  call(app, method, path, { storeId: s.store.id, token: s.sellerToken, body });
const cancel = (s: Shop, code: string) =>
  asSeller(s, 'PATCH', `/sales/${code}/status`, {
    status: 'cancelado',
    reason: 'Cliente desistiu da compra',
  });
const giveBack = (s: Shop, code: string, items: unknown[], restock = false) =>
  asSeller(s, 'POST', `/sales/${code}/refunds`, { items, restock });

async function mails(s: Shop) {
  const res = await call(
    app,
    'GET',
    `/dev/outbox?to=${encodeURIComponent(s.customer.email)}&limit=100`,
    {
      storeId: s.store.id,
      remoteAddress: LOOPBACK,
    },
  );
  return res.json.items as { template: string; subject: string; text: string }[];
}
const templates = async (s: Shop) => (await mails(s)).map((mail) => mail.template).reverse();

describe('cancelling a paid card order', () => {
  it('refunds the whole payment through the provider: devolvido for the seller, the shopper and by e-mail', async () => {
    bankMode = 'ok';
    const s = await shop();
    const order = await buyByCard(s);
    const res = await cancel(s, order.code);
    expect(res.status).toBe(200);
    expect(res.json.refunds).toEqual([
      expect.objectContaining({
        amount: order.total,
        status: 'devolvido',
        status_label: 'Devolvido',
        kind: 'cancel',
        via: 'provider',
        retryable: false,
        items: [],
      }),
    ]);
    expect(res.json.refund_state).toEqual({ status: 'devolvido', whole: true });
    expect(res.json.refundable).toBe(0);
    const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.storeId, s.store.id));
    expect(refundedByKey.get(row!.refundKey)).toBe(Math.round(order.total * 100));
    expect(row!.refundKey).toMatch(/^[a-zA-Z0-9]{1,35}$/);

    const mine = await call(app, 'GET', `/orders/${order.code}`, {
      storeId: s.store.id,
      token: s.token,
    });
    expect(mine.json.refunds[0]).toMatchObject({ status: 'devolvido', amount: order.total });
    expect(mine.json.history.at(-1).note).toBe(
      `Reembolso de ${formatted(order.total)}: devolvido.`,
    );

    const sent = await mails(s);
    const cancelled = sent.find((mail) => mail.template === 'order_cancelled')!;
    expect(cancelled.text).toContain(
      `A loja pediu o reembolso de ${formatted(order.total)} no cartão Visa final 1111.`,
    );
    expect(cancelled.text).not.toContain('será estornado');
    const done = sent.find((mail) => mail.template === 'refund_devolvido')!;
    expect(done.subject).toBe(`Reembolso feito: pedido ${order.code} — Loja Aurora`);
    expect(done.text).toContain(
      `O reembolso de ${formatted(order.total)} foi feito no cartão Visa final 1111.`,
    );

    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, s.store.id), eq(auditLog.entity, 'refund')));
    expect(audited).toMatchObject([{ action: 'refund', sellerId: s.seller.id }]);
    const history = await asSeller(s, 'GET', '/history?entity=refund');
    expect(history.json.items[0]).toMatchObject({ entity_name: order.code, action: 'refund' });
  });

  it('keeps today’s behaviour for an unpaid order: nothing to refund', async () => {
    const s = await shop();
    const code = `UP${randomUUID().replaceAll('-', '').slice(0, 6).toUpperCase()}`;
    await insertSale(db, {
      storeId: s.store.id,
      customerId: s.customer.id,
      code,
      status: 'aguardando_pagamento',
      method: 'pix',
      totalCents: 5000,
      createdAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const res = await cancel(s, code);
    expect(res.status).toBe(200);
    expect(res.json.refunds).toEqual([]);
    expect(res.json.refund_state).toBeNull();
    expect(await templates(s)).toEqual(['order_cancelled']);
  });
});

describe('a provider that fails', () => {
  it('leaves a refund it never answered in processing, retried with the same key: refunded once', async () => {
    const s = await shop();
    const code = await paidSale(s, 'card');
    bankMode = 'timeout-after-doing';
    const res = await cancel(s, code);
    expect(res.json.refunds[0]).toMatchObject({
      status: 'em_processamento',
      retryable: true,
      failure_reason: 'O provedor não respondeu a tempo.',
    });
    expect(res.json.refund_state).toEqual({ status: 'em_processamento', whole: true });
    const id = res.json.refunds[0]._id;
    const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, id));

    bankMode = 'ok';
    const retried = await asSeller(s, 'POST', `/sales/${code}/refunds/${id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.json.refunds[0]).toMatchObject({ status: 'devolvido', retryable: false });
    expect(calls.filter((key) => key === row!.refundKey)).toHaveLength(2);
    expect(refundedByKey.get(row!.refundKey)).toBe(19500);

    const again = await asSeller(s, 'POST', `/sales/${code}/refunds/${id}/retry`);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('refund_not_retryable');
    expect(await templates(s)).toEqual([
      'order_cancelled',
      'refund_em_processamento',
      'refund_devolvido',
    ]);
    const audited = await db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audited.map((entry) => entry.action).sort()).toEqual(['refund', 'retry']);
  });

  it('settles a silent refund in the reconciliation pass, asking again with the same key', async () => {
    const s = await shop();
    const code = await paidSale(s, 'pix');
    bankMode = 'timeout';
    const res = await cancel(s, code);
    const id = res.json.refunds[0]._id;
    const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, id));
    expect(refundedByKey.has(row!.refundKey)).toBe(false);

    bankMode = 'ok';
    expect(await settlePendingRefunds(deps, { olderThan: new Date(0) })).toBe(0);
    const settled = await settlePendingRefunds(deps, {
      olderThan: new Date(Date.now() + 60_000),
    });
    expect(settled).toBeGreaterThanOrEqual(1);
    const [after] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, id));
    expect(after).toMatchObject({ status: 'devolvido', failureReason: null });
    expect(after!.settledAt).not.toBeNull();
    expect(refundedByKey.get(row!.refundKey)).toBe(19500);
    const pixDone = (await mails(s)).find((mail) => mail.template === 'refund_devolvido')!;
    expect(pixDone.text).toContain('por pix para a conta de onde veio o pagamento');
  });

  it('shows a refusal as não realizado, with the provider’s reason, and lets the seller try again', async () => {
    const s = await shop();
    const code = await paidSale(s, 'card');
    bankMode = 'refuse';
    const res = await cancel(s, code);
    expect(res.json.refunds[0]).toMatchObject({
      status: 'nao_realizado',
      status_label: 'Não realizado',
      failure_reason: 'Saldo insuficiente na conta da loja.',
      retryable: true,
    });
    expect(res.json.refund_state).toEqual({ status: 'nao_realizado', whole: true });
    const failed = (await mails(s)).find((mail) => mail.template === 'refund_nao_realizado')!;
    expect(failed.text).toContain('Saldo insuficiente na conta da loja.');

    bankMode = 'ok';
    const id = res.json.refunds[0]._id;
    const retried = await asSeller(s, 'POST', `/sales/${code}/refunds/${id}/retry`);
    expect(retried.json.refunds[0]).toMatchObject({ status: 'devolvido', failure_reason: null });
  });
});

describe('returned items', () => {
  it('gives back each item’s share of what was paid; the freight only with the last item', async () => {
    bankMode = 'ok';
    const s = await shop();
    const code = await paidSale(s, 'card', 'entregue');
    // R$ 180,00 paid for R$ 200,00 of goods: each real of price carries 90 cents.
    const first = await giveBack(s, code, [{ code: 'P1', variation: 'V1', quantity: 1 }]);
    expect(first.status).toBe(200);
    expect(first.json.refunds[0]).toMatchObject({
      amount: 45,
      kind: 'return',
      status: 'devolvido',
      items: [{ code: 'P1', variation: 'V1', name: 'Caneca', variation_name: 'Azul', quantity: 1 }],
    });
    expect(first.json.refund_state).toEqual({ status: 'devolvido', whole: false });
    expect(first.json.refundable).toBe(150);

    const second = await giveBack(s, code, [{ code: 'P1', variation: 'V2', quantity: 1 }]);
    expect(second.json.refunds[0].amount).toBe(90);
    const last = await giveBack(s, code, [{ code: 'P1', variation: 'V1', quantity: 1 }]);
    expect(last.json.refunds[0].amount).toBe(45 + 15);
    expect(last.json.refundable).toBe(0);
    expect(last.json.refund_state).toEqual({ status: 'devolvido', whole: true });
    const rows = await db.select().from(orderRefunds).where(eq(orderRefunds.storeId, s.store.id));
    expect(rows.reduce((sum, row) => sum + row.amountCents, 0)).toBe(19500);
    expect(rows.map((row) => refundedByKey.get(row.refundKey)).sort()).toEqual([4500, 6000, 9000]);
  });

  it('never refunds more than was paid: units beyond the order, and a cancel after returns', async () => {
    bankMode = 'ok';
    const s = await shop();
    const code = await paidSale(s, 'card');
    const tooMany = await giveBack(s, code, [{ code: 'P1', variation: 'V1', quantity: 3 }]);
    expect(tooMany.status).toBe(409);
    expect(tooMany.json.code).toBe('return_exceeds_items');
    const split = await giveBack(s, code, [
      { code: 'P1', variation: 'V1', quantity: 1 },
      { code: 'P1', variation: 'V1', quantity: 2 },
    ]);
    expect(split.status).toBe(409);
    const unknown = await giveBack(s, code, [{ code: 'P1', variation: 'NADA', quantity: 1 }]);
    expect(unknown.status).toBe(400);
    expect(unknown.json.code).toBe('unknown_item');

    await giveBack(s, code, [{ code: 'P1', variation: 'V2', quantity: 1 }]);
    const cancelled = await cancel(s, code);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.refunds.map((refund: { amount: number }) => refund.amount)).toEqual([
      105, 90,
    ]);
    expect(cancelled.json.refundable).toBe(0);
    const after = await giveBack(s, code, [{ code: 'P1', variation: 'V1', quantity: 1 }]);
    expect(after.status).toBe(409);
    expect(after.json.code).toBe('not_returnable');
  });

  it('takes the amount from the server, never the client', async () => {
    const s = await shop();
    const code = await paidSale(s, 'card');
    const res = await asSeller(s, 'POST', `/sales/${code}/refunds`, {
      items: [{ code: 'P1', variation: 'V1', quantity: 1 }],
      amount: 195,
    });
    expect(res.status).toBe(200);
    expect(res.json.refunds[0].amount).toBe(45);
  });

  it('refuses a return of an unpaid order', async () => {
    const s = await shop();
    const code = `UR${randomUUID().replaceAll('-', '').slice(0, 6).toUpperCase()}`;
    await insertSale(db, {
      storeId: s.store.id,
      customerId: s.customer.id,
      code,
      status: 'aguardando_pagamento',
      method: 'boleto',
      totalCents: 5000,
      createdAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const res = await giveBack(s, code, [{ code: 'P1', variation: 'V1', quantity: 1 }]);
    expect(res.status).toBe(409);
  });

  it('puts returned units back in stock when asked, and a later cancel does not put them back twice', async () => {
    bankMode = 'ok';
    const s = await shop();
    const variation = s.product.variations[0]!;
    const order = await buyByCard(s, 3);
    const stock = async () =>
      (await db.select().from(productVariations).where(eq(productVariations.id, variation.id)))[0]!
        .stock;
    expect(await stock()).toBe(47);
    const back = await giveBack(
      s,
      order.code,
      [{ code: s.product.code, variation: variation.code, quantity: 1 }],
      true,
    );
    expect(back.status).toBe(200);
    expect(await stock()).toBe(48);
    const history = await asSeller(s, 'GET', `/catalog/variations/${variation.id}/stock-history`);
    expect(history.json.items[0]).toMatchObject({ delta: 1, reason: 'return' });
    await giveBack(s, order.code, [
      { code: s.product.code, variation: variation.code, quantity: 1 },
    ]);
    expect(await stock()).toBe(48);
    await cancel(s, order.code);
    expect(await stock()).toBe(49);
  });
});

describe('a paid boleto', () => {
  it('waits for the shopper’s pix key or account, shown to the seller, who marks the transfer done', async () => {
    const s = await shop();
    const code = await paidSale(s, 'boleto');
    const res = await cancel(s, code);
    expect(res.json.refunds[0]).toMatchObject({
      status: 'aguardando_dados',
      via: 'transfer',
      amount: 195,
      destination: null,
    });
    expect(res.json.refund_state).toEqual({ status: 'aguardando_dados', whole: true });
    const asked = (await mails(s)).find((mail) => mail.template === 'refund_aguardando_dados')!;
    expect(asked.text).toContain('informe uma chave pix ou uma conta bancária');
    const id = res.json.refunds[0]._id;
    const early = await asSeller(s, 'POST', `/sales/${code}/refunds/${id}/settle`);
    expect(early.status).toBe(409);

    const give = (body: unknown, token = s.token) =>
      call(app, 'PUT', `/orders/${code}/refund-destination`, {
        storeId: s.store.id,
        token,
        body,
      });
    const bad = await give({ kind: 'pix', key_type: 'cpf', key: '111.111.111-11' });
    expect(bad.status).toBe(400);
    const badAccount = await give({
      kind: 'bank',
      bank: '1',
      agency: '1234',
      account: '12345-6',
      account_type: 'corrente',
      holder_name: 'Marina Costa',
      holder_cpf: '390.533.447-05',
    });
    expect(badAccount.status).toBe(400);
    const other = await createCustomer(db, s.store.id);
    const foreign = await give(
      { kind: 'pix', key_type: 'email', key: 'marina@exemplo.com.br' },
      await sessionFor(db, 'customer', other),
    );
    expect(foreign.status).toBe(404);

    const given = await give({ kind: 'pix', key_type: 'phone', key: '(11) 91234-5678' });
    expect(given.status).toBe(200);
    expect(given.json.refunds[0]).toMatchObject({
      status: 'em_processamento',
      destination: { kind: 'pix', key_type: 'phone', key: '+5511912345678' },
    });
    const sale = await asSeller(s, 'GET', `/sales/${code}`);
    expect(sale.json.refunds[0].destination).toEqual({
      kind: 'pix',
      key_type: 'phone',
      key: '+5511912345678',
    });

    const settled = await asSeller(s, 'POST', `/sales/${code}/refunds/${id}/settle`);
    expect(settled.status).toBe(200);
    expect(settled.json.refunds[0]).toMatchObject({ status: 'devolvido', retryable: false });
    expect(settled.json.refunds[0].settled_at).not.toBeNull();
    expect(await templates(s)).toEqual([
      'order_cancelled',
      'refund_aguardando_dados',
      'refund_em_processamento',
      'refund_devolvido',
    ]);
    const done = (await mails(s)).find((mail) => mail.template === 'refund_devolvido')!;
    expect(done.text).toContain('para a chave pix (Celular) que você informou');
    expect(done.text).not.toContain('91234');
    const audited = await db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(JSON.stringify(audited)).not.toContain('5511912345678');
  });

  it('sends a later return of the same order straight to the data the shopper gave', async () => {
    const s = await shop();
    const code = await paidSale(s, 'boleto', 'entregue');
    const first = await giveBack(s, code, [{ code: 'P1', variation: 'V1', quantity: 1 }]);
    expect(first.json.refunds[0].status).toBe('aguardando_dados');
    await call(app, 'PUT', `/orders/${code}/refund-destination`, {
      storeId: s.store.id,
      token: s.token,
      body: {
        kind: 'bank',
        bank: '001',
        agency: '1234',
        account: '12345-6',
        account_type: 'corrente',
        holder_name: 'Marina Costa',
        holder_cpf: '390.533.447-05',
      },
    });
    const second = await giveBack(s, code, [{ code: 'P1', variation: 'V2', quantity: 1 }]);
    expect(second.json.refunds[0]).toMatchObject({
      status: 'em_processamento',
      destination: { kind: 'bank', bank: '001', account: '123456', holder_cpf: '39053344705' },
    });
  });

  it('refuses data when no refund waits for it', async () => {
    const s = await shop();
    const code = await paidSale(s, 'boleto');
    const res = await call(app, 'PUT', `/orders/${code}/refund-destination`, {
      storeId: s.store.id,
      token: s.token,
      body: { kind: 'pix', key_type: 'email', key: 'marina@exemplo.com.br' },
    });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('no_refund_waiting');
  });
});

describe('who may refund', () => {
  it('lets any seller role of the store refund, and no one else', async () => {
    bankMode = 'ok';
    const s = await shop();
    const code = await paidSale(s, 'card');
    const sales = await sessionFor(
      db,
      'seller',
      await createSeller(db, s.store.id, { role: 'sales' }),
    );
    const body = { items: [{ code: 'P1', variation: 'V1', quantity: 1 }] };
    const other = await shop();
    const foreign = await call(app, 'POST', `/sales/${code}/refunds`, {
      storeId: other.store.id,
      token: other.sellerToken,
      body,
    });
    expect(foreign.status).toBe(404);
    const shopper = await call(app, 'POST', `/sales/${code}/refunds`, {
      storeId: s.store.id,
      token: s.token,
      body,
    });
    expect([401, 403]).toContain(shopper.status);
    const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.storeId, s.store.id));
    expect(row).toBeUndefined();
    const ok = await call(app, 'POST', `/sales/${code}/refunds`, {
      storeId: s.store.id,
      token: sales,
      body,
    });
    expect(ok.status).toBe(200);
    const retryForeign = await call(
      app,
      'POST',
      `/sales/${code}/refunds/${ok.json.refunds[0]._id}/retry`,
      { storeId: other.store.id, token: other.sellerToken },
    );
    expect(retryForeign.status).toBe(404);
  });
});
