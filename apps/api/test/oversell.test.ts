import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, productVariations } from '../src/db/schema/index.ts';
import { createAddress, createCustomer, sessionFor } from './fixtures/accounts.ts';
import { createProduct, createStore } from './fixtures/catalog.ts';
import { addToCart } from './fixtures/orders.ts';
import { call, createTestApp } from './harness.ts';

const { app, db, driver } = await createTestApp();

// No overselling. On PGlite requests run one at a time; on PostgreSQL (the CI pass)
// they truly race, and only the conditional UPDATE (orders/stock.ts) keeps the count right.
describe(`no overselling (${driver})`, () => {
  it('sells the last 5 units to exactly 5 of 50 concurrent checkouts', async () => {
    const store = await createStore(db);
    const product = await createProduct(db, store.id, {
      name: 'Tênis de Corrida',
      variations: [{ name: '42', priceCents: 39990, stock: 5 }],
    });
    const variation = product.variations[0]!;
    const buyers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const customer = await createCustomer(db, store.id);
        const token = await sessionFor(db, 'customer', customer);
        const address = await createAddress(db, store.id, customer.id);
        await addToCart(app, {
          storeId: store.id,
          token,
          code: product.code,
          variation: variation.code,
        });
        return { token, addressId: address.id };
      }),
    );

    const answers = await Promise.all(
      buyers.map(({ token, addressId }) =>
        call(app, 'POST', '/orders', {
          storeId: store.id,
          token,
          body: { payment_method: 'pix', address_id: addressId },
        }),
      ),
    );

    const sold = answers.filter((res) => res.status === 201);
    const refused = answers.filter((res) => res.status !== 201);
    expect(sold).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const res of refused) {
      expect(res.status).toBe(409);
      expect(res.json.code).toBe('out_of_stock');
      expect(res.json.message).toContain('sem estoque');
    }
    const [row] = await db
      .select()
      .from(productVariations)
      .where(eq(productVariations.id, variation.id));
    expect(row!.stock).toBe(0);
    expect(await db.select().from(orders).where(eq(orders.storeId, store.id))).toHaveLength(5);
  });
});
