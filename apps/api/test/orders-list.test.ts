import { describe, expect, it } from 'vitest';
import { createAddress, createCustomer, sessionFor } from './fixtures/accounts.ts';
import { createProduct, createStore } from './fixtures/catalog.ts';
import { placeOrder } from './fixtures/orders.ts';
import { call, createTestApp, LOOPBACK } from './harness.ts';

// spec §2 /minha-conta/meus-pedidos: the shopper's own orders, newest first, by status.

const { app, db } = await createTestApp();

describe('GET /orders', () => {
  it('filters the shopper’s orders by status, and counts the filtered ones', async () => {
    const store = await createStore(db);
    const product = await createProduct(db, store.id, {
      name: 'Caneca Esmaltada',
      variations: [{ priceCents: 4990, stock: 50 }],
    });
    const customer = await createCustomer(db, store.id);
    const token = await sessionFor(db, 'customer', customer);
    const address = await createAddress(db, store.id, customer.id);
    const buy = async () =>
      (
        await placeOrder(app, {
          storeId: store.id,
          token,
          code: product.code,
          variation: product.variations[0]!.code,
          addressId: address.id,
          method: 'pix',
        })
      ).code as string;
    const first = await buy();
    const paid = await buy();
    const confirm = await call(app, 'POST', '/dev/payments/sandbox/confirm', {
      remoteAddress: LOOPBACK,
      storeId: store.id,
      body: { order_code: paid },
    });
    expect(confirm.status).toBe(200);
    const list = (query: string) =>
      call(app, 'GET', `/orders${query}`, { storeId: store.id, token });

    const all = await list('');
    expect(all.json.items.map((order: { code: string }) => order.code)).toEqual([paid, first]);
    const onlyPaid = await list('?status=pago');
    expect(onlyPaid.json).toMatchObject({ total: 1, total_pages: 1 });
    expect(onlyPaid.json.items.map((order: { code: string }) => order.code)).toEqual([paid]);
    const pending = await list('?status=aguardando_pagamento');
    expect(pending.json.items.map((order: { code: string }) => order.code)).toEqual([first]);
    expect((await list('?status=voando')).status).toBe(400);
  });
});
