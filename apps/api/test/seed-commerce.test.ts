import { isNotNull } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { orderEvents, orders } from '../src/db/schema/index.ts';
import { demoAccounts, seedCommerce } from '../src/seed/commerce.ts';
import { latestEmail } from './fixtures/accounts.ts';
import { createProduct, createStore } from './fixtures/catalog.ts';
import { call, createTestApp } from './harness.ts';

// Port 9 (discard) on loopback: nothing answers, so only the pre-filled cache can.
const { app, db } = await createTestApp({
  config: { CEP_SERVICE_URL: 'http://127.0.0.1:9', CEP_TIMEOUT_MS: '200' },
});

describe('seedCommerce', () => {
  it('seeds logins that work, orders in several statuses, and an offline CEP cache', async () => {
    const seeded = [];
    for (const name of ['Loja Aurora', 'Casa Ipê']) {
      const store = await createStore(db, { name });
      for (let i = 0; i < 6; i += 1) {
        await createProduct(db, store.id, {
          name: `Produto ${i}`,
          variations: [{ priceCents: 4990 + i * 3000, stock: 20 }],
        });
      }
      seeded.push({ id: store.id, slug: store.slug, name, hosts: store.hosts });
    }
    const accounts = await seedCommerce(db, seeded);
    expect(accounts).toEqual(demoAccounts(seeded));
    expect(accounts.filter((account) => account.role === 'customer')).toHaveLength(4);
    // One owner, one administrator and one sales seller per store, the invited one in sales.
    for (const store of seeded) {
      const roles = accounts.flatMap((account) =>
        account.role !== 'customer' && account.storeName === store.name
          ? [`${account.role}:${account.sellerRole}`]
          : [],
      );
      expect(roles.sort()).toEqual(
        ['invited_seller:sales', 'seller:admin', 'seller:owner', 'seller:sales'].sort(),
      );
    }
    expect(accounts.filter((account) => account.role === 'invited_seller')).toHaveLength(2);

    const statuses = new Set<string>();
    for (const account of accounts) {
      if (account.role === 'invited_seller') continue;
      const store = seeded.find((candidate) => candidate.name === account.storeName)!;
      const kind = account.role === 'customer' ? 'customers' : 'sellers';
      const login = await call(app, 'POST', `/${kind}/login`, {
        storeId: store.id,
        body: { email: account.email, password: account.password },
        headers: { 'X-Forwarded-For': account.email },
      });
      expect(login.status, account.email).toBe(200);
      if (account.role === 'customer') {
        const list = await call(app, 'GET', '/orders', {
          storeId: store.id,
          token: login.json.access_token,
        });
        for (const order of list.json.items) statuses.add(order.status);
        const addresses = await call(app, 'GET', '/auth_customers/address', {
          storeId: store.id,
          token: login.json.access_token,
        });
        expect(addresses.json.items).toHaveLength(1);
      } else {
        const sales = await call(app, 'GET', '/sales', {
          storeId: store.id,
          token: login.json.access_token,
        });
        expect(sales.json.total).toBe(7);
      }
    }
    expect([...statuses].sort()).toEqual(
      [
        'aguardando_pagamento',
        'cancelado',
        'em_separacao',
        'entregue',
        'enviado',
        'expirado',
        'pago',
      ].sort(),
    );

    // The shipped orders go by several carriers, each with its code and the timeline's line.
    const shipped = await db
      .select({
        id: orders.id,
        carrier: orders.shippingCarrier,
        code: orders.trackingCode,
      })
      .from(orders)
      .where(isNotNull(orders.trackingCode));
    expect(shipped.length).toBeGreaterThan(1);
    expect(new Set(shipped.map((order) => order.carrier)).size).toBeGreaterThan(1);
    expect(shipped.every((order) => order.carrier !== null)).toBe(true);
    const notes = await db.select().from(orderEvents);
    for (const order of shipped) {
      const note = notes.find((event) => event.orderId === order.id && event.status === 'enviado');
      expect(note?.note).toMatch(
        new RegExp(`^Enviado por .+\\. Código de rastreio: ${order.code}\\.$`),
      );
    }

    // The invited seller has no password: refused like a wrong one, and "Esqueci minha senha"
    // sends the first-access e-mail, whose link leads to the seller office's create password.
    for (const invited of accounts.filter((account) => account.role === 'invited_seller')) {
      const store = seeded.find((candidate) => candidate.name === invited.storeName)!;
      const login = await call(app, 'POST', '/sellers/login', {
        storeId: store.id,
        body: { email: invited.email, password: 'Vendedor@123' },
        headers: { 'X-Forwarded-For': invited.email },
      });
      expect(login.status).toBe(401);
      await call(app, 'POST', '/sellers/recover-access', {
        storeId: store.id,
        body: { email: invited.email },
        headers: { 'X-Forwarded-For': invited.email },
      });
      const email = await vi.waitFor(() =>
        latestEmail(app, store.id, invited.email, 'first_access'),
      );
      expect(email.text).toMatch(/\/vendedor\/login\/criar-senha\/[\w-]{43}/);
    }

    const cep = await call(app, 'POST', '/api/get_address', { body: { zip_code: '01310-100' } });
    expect(cep.json).toMatchObject({ street: 'Avenida Paulista', city: 'São Paulo', state: 'SP' });
  });
});
