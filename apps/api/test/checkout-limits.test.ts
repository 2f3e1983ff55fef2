import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productVariations } from '../src/db/schema/index.ts';
import { signWebhook } from '../src/features/payments/sandbox/signature.ts';
import { createAddress, createCustomer, sessionFor } from './fixtures/accounts.ts';
import { createProduct, createStore } from './fixtures/catalog.ts';
import { addToCart } from './fixtures/orders.ts';
import { call, createTestApp } from './harness.ts';

// What one shopper (or one stolen request) could do to the store with valid requests alone:
// hold every unit with unpaid orders, pay twice with one card token, date a payment ahead.
let clock = new Date('2026-03-02T15:00:00Z');
const { app, db, deps } = await createTestApp({ now: () => clock });
const MINUTE = 60 * 1000;
const store = await createStore(db);

async function shopper() {
  // A CPF on the profile: boleto orders need one (cpf-rule.ts).
  const customer = await createCustomer(db, store.id, { cpf: '39053344705' });
  const token = await sessionFor(db, 'customer', customer, clock);
  const address = await createAddress(db, store.id, customer.id);
  return { token, addressId: address.id };
}
type Shopper = Awaited<ReturnType<typeof shopper>>;

async function product(stock: number) {
  return createProduct(db, store.id, {
    name: 'Luminária de Mesa',
    variations: [{ priceCents: 15990, stock }],
  });
}
type Product = Awaited<ReturnType<typeof product>>;

async function order(
  who: Shopper,
  item: Product,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  await addToCart(app, {
    storeId: store.id,
    token: who.token,
    code: item.code,
    variation: item.variations[0]!.code,
  });
  return call(app, 'POST', '/orders', {
    storeId: store.id,
    token: who.token,
    body: { address_id: who.addressId, ...body },
    headers,
  });
}

const stockOf = async (item: Product) =>
  (
    await db
      .select({ stock: productVariations.stock })
      .from(productVariations)
      .where(eq(productVariations.id, item.variations[0]!.id))
  )[0]!.stock;

async function cardToken(number = '4111 1111 1111 1111') {
  const res = await call(app, 'POST', '/payments/sandbox/card-tokens', {
    storeId: store.id,
    body: { number, holder_name: 'ANA LIMA', expiry_month: 12, expiry_year: 2099, cvv: '123' },
  });
  expect(res.status).toBe(201);
  return res.json.token as string;
}

describe('unpaid orders per shopper', () => {
  it('refuses a 4th unpaid pix/boleto order, in pt-BR, taking no stock; card still pays', async () => {
    const item = await product(6);
    const ana = await shopper();
    for (const method of ['pix', 'boleto', 'pix']) {
      expect((await order(ana, item, { payment_method: method })).status).toBe(201);
    }
    expect(await stockOf(item)).toBe(3);

    for (const method of ['pix', 'boleto']) {
      const fourth = await order(ana, item, { payment_method: method });
      expect(fourth.status).toBe(409);
      expect(fourth.json).toEqual({
        code: 'too_many_unpaid_orders',
        message:
          'Você já tem 3 pedidos aguardando pagamento. Pague um deles ou espere o prazo de pagamento acabar para fazer outro pedido com pix ou boleto.',
      });
    }
    expect(await stockOf(item)).toBe(3);

    // A card pays at once: it holds nothing unpaid (the refused attempts left 2 units in the
    // cart). Another shopper is not held back either.
    const paid = await call(app, 'POST', '/orders', {
      storeId: store.id,
      token: ana.token,
      body: { address_id: ana.addressId, payment_method: 'card', card_token: await cardToken() },
    });
    expect(paid.json.status).toBe('pago');
    expect((await order(await shopper(), item, { payment_method: 'pix' })).status).toBe(201);
    expect(await stockOf(item)).toBe(0);
  });

  it('gives the units of unpaid pix orders back when they expire (30 min), and lets the shopper order again', async () => {
    const item = await product(3);
    const bia = await shopper();
    for (let i = 0; i < 3; i += 1) {
      expect((await order(bia, item, { payment_method: 'pix' })).status).toBe(201);
    }
    expect(await stockOf(item)).toBe(0);

    clock = new Date(clock.getTime() + 30 * MINUTE);
    const again = await order(bia, item, { payment_method: 'pix' });
    expect(again.status).toBe(201);
    expect(await stockOf(item)).toBe(2);
  });

  it.each(['pix', 'card'])(
    'sells a %s order the units an expired pix held, though its cart took them before the pix',
    async (method) => {
      const item = await product(1);
      const [ana, bia] = [await shopper(), await shopper()];
      // Ana's cart holds the last unit while it is still on sale: her add sweeps nothing.
      await addToCart(app, {
        storeId: store.id,
        token: ana.token,
        code: item.code,
        variation: item.variations[0]!.code,
      });
      expect((await order(bia, item, { payment_method: 'pix' })).status).toBe(201);
      expect(await stockOf(item)).toBe(0);

      // Bia never pays; nothing has swept her order when Ana pays for the unit.
      clock = new Date(clock.getTime() + 31 * MINUTE);
      const body =
        method === 'card' ? { payment_method: 'card', card_token: await cardToken() } : {};
      const placed = await call(app, 'POST', '/orders', {
        storeId: store.id,
        token: ana.token,
        body: { address_id: ana.addressId, payment_method: 'pix', ...body },
      });
      expect(placed.status, placed.text).toBe(201);
      expect(await stockOf(item)).toBe(0);
    },
  );
});

describe('card tokens', () => {
  it('pays one order only: a replay is refused in pt-BR, by the same shopper or another', async () => {
    const item = await product(10);
    const token = await cardToken();
    const [ana, caio] = [await shopper(), await shopper()];
    const first = await order(ana, item, { payment_method: 'card', card_token: token });
    expect(first.json.status).toBe('pago');
    const stock = await stockOf(item);

    for (const who of [ana, caio]) {
      const replay = await order(who, item, { payment_method: 'card', card_token: token });
      expect(replay.status).toBe(409);
      expect(replay.json).toEqual({
        code: 'card_token_used',
        message:
          'Estes dados de cartão já foram usados em um pedido. Digite os dados do cartão novamente.',
      });
    }
    expect(await stockOf(item)).toBe(stock);
  });

  it('lets one of two concurrent orders with the same token through', async () => {
    const item = await product(10);
    const token = await cardToken();
    const buyers = [await shopper(), await shopper()];
    for (const who of buyers) {
      await addToCart(app, {
        storeId: store.id,
        token: who.token,
        code: item.code,
        variation: item.variations[0]!.code,
      });
    }
    const results = await Promise.all(
      buyers.map((who) =>
        call(app, 'POST', '/orders', {
          storeId: store.id,
          token: who.token,
          body: { address_id: who.addressId, payment_method: 'card', card_token: token },
        }),
      ),
    );
    expect(results.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(await stockOf(item)).toBe(9);
  });

  it('still answers a repeated Idempotency-Key with its order, not as a replayed token', async () => {
    const item = await product(10);
    const dani = await shopper();
    const body = { payment_method: 'card', card_token: await cardToken() };
    const key = { 'Idempotency-Key': 'pedido-cartao-0001' };
    const first = await order(dani, item, body, key);
    const again = await call(app, 'POST', '/orders', {
      storeId: store.id,
      token: dani.token,
      body: { address_id: dani.addressId, ...body },
      headers: key,
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.json.code).toBe(first.json.code);
  });

  it('keeps a declined token declined on a retry (the refusal uses nothing up)', async () => {
    const item = await product(10);
    const token = await cardToken('4000 0000 0000 0002');
    const edu = await shopper();
    expect((await order(edu, item, { payment_method: 'card', card_token: token })).status).toBe(
      402,
    );
    const retry = await call(app, 'POST', '/orders', {
      storeId: store.id,
      token: edu.token,
      body: { address_id: edu.addressId, payment_method: 'card', card_token: token },
    });
    expect(retry.status).toBe(402);
  });
});

describe("the webhook's paid_at", () => {
  async function pay(paidAt: string) {
    const item = await product(10);
    const who = await shopper();
    const placed = await order(who, item, { payment_method: 'pix' });
    const raw = JSON.stringify({
      event_id: `evt-${placed.json.code}`,
      type: 'payment.confirmed',
      store_id: store.id,
      order_code: placed.json.code,
      amount: placed.json.total,
      paid_at: paidAt,
    });
    const res = await call(app, 'POST', '/webhooks/payments/sandbox', {
      body: raw,
      headers: { 'X-Signature': signWebhook(deps.config.PAYMENT_WEBHOOK_SECRET, raw) },
    });
    expect(res.json).toMatchObject({ result: 'applied', status: 'pago' });
    const read = await call(app, 'GET', `/orders/${placed.json.code}`, {
      storeId: store.id,
      token: who.token,
    });
    return { order: read.json, placedAt: placed.json.created_at as string };
  }

  it('records a payment dated in the future as paid now', async () => {
    const tomorrow = new Date(clock.getTime() + 24 * 60 * MINUTE).toISOString();
    const { order: paid } = await pay(tomorrow);
    expect(paid.paid_at).toBe(clock.toISOString());
  });

  it('records a payment dated before the order as paid when the order was made', async () => {
    const { order: paid, placedAt } = await pay('2020-01-01T00:00:00.000Z');
    expect(paid.paid_at).toBe(placedAt);
  });
});
