import { describe, expect, it } from 'vitest';
import { createProduct, createStore } from './fixtures/catalog.ts';
import {
  createSeller,
  latestEmail,
  linkToken,
  PASSWORD,
  sessionFor,
  uniqueEmail,
} from './fixtures/accounts.ts';
import { call, createTestApp, LOOPBACK } from './harness.ts';

const { app, db } = await createTestApp();

// The whole story over HTTP through createApp, for each payment method of spec §1.
describe('the buyer-to-seller story', () => {
  it.each(['pix', 'boleto', 'card'] as const)('runs end to end with %s', async (method) => {
    const store = await createStore(db);
    const product = await createProduct(db, store.id, {
      name: 'Camisa de Algodão',
      variations: [{ name: 'M', priceCents: 15990, stock: 3 }],
    });
    const variation = product.variations[0]!;
    const seller = await createSeller(db, store.id);
    const sellerToken = await sessionFor(db, 'seller', seller);
    const as = (token?: string) => ({ storeId: store.id, token });
    const email = uniqueEmail();

    // sign up → first-access e-mail → create password → login
    let res = await call(app, 'POST', '/customers/sign-up', {
      ...as(),
      body: { first_name: 'Ana', last_name: 'Pereira', email },
    });
    expect(res.status).toBe(202);
    const welcome = await latestEmail(app, store.id, email, 'first_access');
    res = await call(app, 'POST', '/customers/create-password', {
      ...as(),
      body: { first_access_token: linkToken(welcome.text), password: PASSWORD },
    });
    expect(res.status).toBe(200);
    res = await call(app, 'POST', '/customers/login', {
      ...as(),
      body: { email, password: PASSWORD },
    });
    expect(res.status).toBe(200);
    const token: string = res.json.access_token;

    // add to cart, an address, checkout
    res = await call(app, 'POST', '/cart', {
      ...as(token),
      body: { qnt: 2, code: product.code, variation: variation.code, store_id: store.id },
    });
    expect(res.json.statusCode).toBe(200);
    res = await call(app, 'POST', '/auth_customers/address', {
      ...as(token),
      body: {
        recipient: 'Ana Pereira',
        zip_code: '01310-100',
        street: 'Avenida Paulista',
        number: '1000',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
    });
    expect(res.status).toBe(201);
    const addressId: string = res.json.id;
    const payment: Record<string, unknown> = { payment_method: method, address_id: addressId };
    // A boleto names its payer: the pay page asks a shopper without one for the CPF.
    if (method === 'boleto') payment.cpf = '390.533.447-05';
    if (method === 'card') {
      res = await call(app, 'POST', '/payments/sandbox/card-tokens', {
        ...as(),
        body: {
          number: '4111 1111 1111 1111',
          holder_name: 'ANA PEREIRA',
          expiry_month: 12,
          expiry_year: 2099,
          cvv: '123',
        },
      });
      expect(res.status).toBe(201);
      Object.assign(payment, { card_token: res.json.token, installments: 3 });
    }
    res = await call(app, 'POST', '/orders', { ...as(token), body: payment });
    expect(res.status).toBe(201);
    const code: string = res.json.code;
    expect(res.json.status).toBe(method === 'card' ? 'pago' : 'aguardando_pagamento');

    // the bank confirms pix/boleto (signed webhook, through the demo simulation)
    if (method !== 'card') {
      res = await call(app, 'POST', '/dev/payments/sandbox/confirm', {
        remoteAddress: LOOPBACK,
        ...as(),
        body: { order_code: code },
      });
      expect(res.status).toBe(200);
      expect(res.json.result).toBe('applied');
    }
    res = await call(app, 'GET', `/orders/${code}`, as(token));
    expect(res.json.status).toBe('pago');

    // the seller sees the sale, separates it, ships it
    res = await call(app, 'GET', '/sales?status=pago', as(sellerToken));
    expect(res.json.items.map((sale: { code: string }) => sale.code)).toContain(code);
    res = await call(app, 'PATCH', `/sales/${code}/status`, {
      ...as(sellerToken),
      body: { status: 'em_separacao' },
    });
    expect(res.status).toBe(200);
    res = await call(app, 'PATCH', `/sales/${code}/status`, {
      ...as(sellerToken),
      body: { status: 'enviado', tracking_code: 'BR123456785BR' },
    });
    expect(res.status).toBe(200);

    res = await call(app, 'GET', `/orders/${code}`, as(token));
    expect(res.json.status).toBe('enviado');
    expect(res.json.tracking_code).toBe('BR123456785BR');
    expect(res.json.history.map((event: { status: string }) => event.status)).toEqual([
      'aguardando_pagamento',
      'pago',
      'em_separacao',
      'enviado',
    ]);
  });
});
