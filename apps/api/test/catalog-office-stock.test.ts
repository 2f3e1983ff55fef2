import { eq, sum } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productVariations, stockAdjustments } from '../src/db/schema/index.ts';
import { createAddress, createCustomer, sessionFor } from './fixtures/accounts.ts';
import { createProduct } from './fixtures/catalog.ts';
import { addToCart, placeOrder } from './fixtures/orders.ts';
import { type SellerStore, storeWithSeller } from './fixtures/seller-store.ts';
import { call, createTestApp } from './harness.ts';

const { app, db, driver } = await createTestApp();

let store: SellerStore['store'];
let token: string;
beforeAll(async () => {
  ({ store, token } = await storeWithSeller(db));
});

const adjust = (variationId: string, body: unknown) =>
  call(app, 'POST', `/catalog/variations/${variationId}/stock`, {
    storeId: store.id,
    token,
    body,
  });
const stockOf = async (id: string) =>
  (await db.select().from(productVariations).where(eq(productVariations.id, id)))[0]!.stock;

async function buyer() {
  const customer = await createCustomer(db, store.id);
  const customerToken = await sessionFor(db, 'customer', customer);
  const address = await createAddress(db, store.id, customer.id);
  return { token: customerToken, addressId: address.id };
}

describe('stock adjustments', () => {
  it('applies relative changes, refuses going below zero and a stale absolute count, in pt-BR', async () => {
    const product = await createProduct(db, store.id, {
      name: 'Vela Aromática',
      variations: [{ priceCents: 3000, stock: 5 }],
    });
    const variation = product.variations[0]!;
    const added = await adjust(variation.id, { mode: 'relative', delta: 10, reason: 'receipt' });
    expect(added.status, added.text).toBe(200);
    expect(added.json).toMatchObject({
      stock: 15,
      adjustment: { delta: 10, stock_after: 15, reason: 'receipt', seller_name: 'Carlos Lima' },
    });
    const below = await adjust(variation.id, { mode: 'relative', delta: -16, reason: 'damage' });
    expect(below.status).toBe(409);
    expect(below.json).toMatchObject({
      code: 'stock_negative',
      message: `O estoque de ${variation.code} ficaria negativo: há 15 unidades.`,
    });
    const stale = await adjust(variation.id, {
      mode: 'absolute',
      quantity: 3,
      expected: 5,
      reason: 'inventory',
    });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ code: 'stock_changed', details: { stock: 15 } });
    expect(stale.json.message).toMatch(/^O estoque mudou para 15 desde que você abriu esta tela/);
    const counted = await adjust(variation.id, {
      mode: 'absolute',
      quantity: 12,
      expected: 15,
      reason: 'inventory',
      note: 'Contagem de sexta',
    });
    expect(counted.json).toMatchObject({ stock: 12, adjustment: { delta: -3, stock_after: 12 } });
    const sellers = await adjust(variation.id, { mode: 'relative', delta: 1, reason: 'sale' });
    expect(sellers.status).toBe(400);
  });

  it('lists sales, cancellations and adjustments per variation, with the order and the seller', async () => {
    const product = await createProduct(db, store.id, {
      name: 'Incenso',
      variations: [{ priceCents: 1500, stock: 4 }],
    });
    const variation = product.variations[0]!;
    const order = await placeOrder(app, {
      storeId: store.id,
      ...(await buyer()),
      code: product.code,
      variation: variation.code,
      qnt: 2,
    });
    await adjust(variation.id, { mode: 'relative', delta: -1, reason: 'damage' });
    const cancel = await call(app, 'PATCH', `/sales/${order.code}/status`, {
      storeId: store.id,
      token,
      body: { status: 'cancelado', reason: 'Cliente desistiu' },
    });
    expect(cancel.status).toBe(200);
    const history = await call(app, 'GET', `/catalog/variations/${variation.id}/stock-history`, {
      storeId: store.id,
      token,
    });
    expect(history.json).toMatchObject({ code: variation.code, stock: 3, total: 3 });
    const rows = history.json.items.map((i: Record<string, unknown>) => [
      i.reason,
      i.delta,
      i.order_code,
      i.seller_name,
    ]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['sale', -2, order.code, null],
        ['damage', -1, null, 'Carlos Lima'],
        ['cancellation', 2, order.code, null],
      ]),
    );
  });

  it('shows variations at or under their threshold on the office home', async () => {
    const { store: other, token: otherToken } = await storeWithSeller(db);
    await createProduct(db, other.id, {
      name: 'Tapete',
      variations: [
        { priceCents: 9000, stock: 1 },
        { priceCents: 9000, stock: 40 },
      ],
    });
    const home = await call(app, 'GET', '/catalog/low-stock', {
      storeId: other.id,
      token: otherToken,
    });
    expect(home.json.count).toBe(1);
    expect(home.json.items[0]).toMatchObject({
      product_name: 'Tapete',
      stock: 1,
      low_stock_threshold: 3,
    });
  });
});

// Sales and the seller's adjustments racing on one variation. On PGlite requests run one at a
// time; on PostgreSQL (the CI pass) they truly race, and only the conditional UPDATEs keep the
// count right: every move is in the ledger, the count is the sum of the moves, nothing is lost.
describe(`sales racing adjustments (${driver})`, () => {
  it('ends at the arithmetic of what applied, with no lost update, refusing stale absolutes', async () => {
    const product = await createProduct(db, store.id, {
      name: 'Garrafa Térmica',
      variations: [{ priceCents: 8000, stock: 100 }],
    });
    const variation = product.variations[0]!;
    const buyers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const who = await buyer();
        await addToCart(app, {
          storeId: store.id,
          token: who.token,
          code: product.code,
          variation: variation.code,
        });
        return who;
      }),
    );
    const deltas = Array.from({ length: 16 }, (_, i) => (i % 2 === 0 ? 3 : -2));
    const results = await Promise.all([
      ...buyers.map((who) =>
        call(app, 'POST', '/orders', {
          storeId: store.id,
          token: who.token,
          body: { payment_method: 'pix', address_id: who.addressId },
        }).then((res) => ({ kind: 'sale' as const, res })),
      ),
      ...deltas.map((delta) =>
        adjust(variation.id, {
          mode: 'relative',
          delta,
          reason: delta > 0 ? 'receipt' : 'damage',
        }).then((res) => ({ kind: 'relative' as const, delta, res })),
      ),
      ...Array.from({ length: 4 }, () =>
        adjust(variation.id, {
          mode: 'absolute',
          quantity: 150,
          expected: 100,
          reason: 'inventory',
        }).then((res) => ({ kind: 'absolute' as const, res })),
      ),
    ]);
    const sold = results.filter((r) => r.kind === 'sale' && r.res.status === 201).length;
    const relative = results.flatMap((r) => (r.kind === 'relative' ? [r] : []));
    expect(relative.every((r) => r.res.status === 200)).toBe(true);
    const absolute = results.filter((r) => r.kind === 'absolute');
    const setTo150 = absolute.filter((r) => r.res.status === 200);
    for (const r of absolute.filter((a) => a.res.status !== 200)) {
      expect(r.res.status).toBe(409);
      expect(r.res.json.code).toBe('stock_changed');
    }
    expect(sold).toBe(12);
    expect(setTo150.length).toBeLessThanOrEqual(1);
    const appliedRelative = relative.reduce((total, r) => total + r.delta, 0);
    const final = await stockOf(variation.id);
    const ledger = await db
      .select({ total: sum(stockAdjustments.delta) })
      .from(stockAdjustments)
      .where(eq(stockAdjustments.variationId, variation.id));
    // Every unit that moved is in the ledger, and the count is where the ledger says.
    expect(final).toBe(100 + Number(ledger[0]!.total));
    if (setTo150.length === 0) expect(final).toBe(100 - sold + appliedRelative);
    else expect(final).toBe(100 + setTo150[0]!.res.json.adjustment.delta - sold + appliedRelative);
    const moves = await db
      .select()
      .from(stockAdjustments)
      .where(eq(stockAdjustments.variationId, variation.id));
    expect(moves.filter((m) => m.reason === 'sale')).toHaveLength(12);
    expect(moves).toHaveLength(12 + deltas.length + setTo150.length);
    // Once anything moved, a count taken before is stale.
    const late = await adjust(variation.id, {
      mode: 'absolute',
      quantity: 150,
      expected: 100,
      reason: 'inventory',
    });
    expect(late.status).toBe(409);
    expect(late.json.message).toContain(`O estoque mudou para ${final}`);
  });
});
