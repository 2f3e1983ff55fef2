import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createAddress, createCustomer, sessionFor, uniqueEmail } from './fixtures/accounts.ts';
import { createProduct, createStore } from './fixtures/catalog.ts';
import { placeOrder } from './fixtures/orders.ts';
import { call, createTestApp, LOOPBACK } from './harness.ts';

// Demo mode is for one person on one machine: the outbox holds live first-access links and
// the simulation pays orders, so both answer only loopback peers (http/local-only.ts), and the
// outbox only the store of X-Store-Id.

const { app, db } = await createTestApp();
const aurora = await createStore(db);
const ipe = await createStore(db);

/** The app on a real socket on 127.0.0.1, as `pnpm start` serves it. */
const server = await new Promise<ReturnType<typeof serve>>((listening) => {
  const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
    listening(started),
  );
});
afterAll(() => new Promise((closed) => server.close(closed)));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const signUp = async (storeId: string) => {
  const email = uniqueEmail();
  const res = await call(app, 'POST', '/customers/sign-up', {
    storeId,
    body: { first_name: 'Lúcia', last_name: 'Prado', email },
  });
  expect(res.status).toBe(202);
  return email;
};

const outbox = (storeId: string | undefined, headers: Record<string, string> = {}) =>
  fetch(`${base}/dev/outbox?limit=100`, {
    headers: { ...(storeId ? { 'X-Store-Id': storeId } : {}), ...headers },
  });

async function unpaidOrder() {
  const product = await createProduct(db, aurora.id, { name: 'Caneca' });
  const customer = await createCustomer(db, aurora.id);
  const token = await sessionFor(db, 'customer', customer);
  const address = await createAddress(db, aurora.id, customer.id);
  const order = await placeOrder(app, {
    storeId: aurora.id,
    token,
    code: product.code,
    variation: product.variations[0]!.code,
    addressId: address.id,
  });
  const status = async () =>
    (await call(app, 'GET', `/orders/${order.code}`, { storeId: aurora.id, token })).json.status;
  return { code: order.code as string, status };
}

const confirm = (code: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/dev/payments/sandbox/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Store-Id': aurora.id, ...headers },
    body: JSON.stringify({ order_code: code }),
  });

describe('GET /dev/outbox', () => {
  it("answers a loopback peer with its store's e-mails only", async () => {
    const mine = await signUp(aurora.id);
    const theirs = await signUp(ipe.id);
    const res = await outbox(aurora.id);
    expect(res.status).toBe(200);
    const recipients = ((await res.json()) as { items: { to: string }[] }).items.map((m) => m.to);
    expect(recipients).toContain(mine);
    expect(recipients).not.toContain(theirs);
  });

  it('requires the store header', async () => {
    const res = await outbox(undefined);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('store_required');
  });

  it.each(['192.0.2.10', '10.0.0.5', '2001:db8::1', '::ffff:203.0.113.9'])(
    'refuses a peer at %s (403), even one claiming loopback in X-Forwarded-For',
    async (peer) => {
      const email = await signUp(aurora.id);
      for (const headers of [{}, { 'X-Forwarded-For': '127.0.0.1' }] as Record<string, string>[]) {
        const res = await call(app, 'GET', '/dev/outbox', {
          storeId: aurora.id,
          remoteAddress: peer,
          headers,
        });
        expect(res.status).toBe(403);
        expect(res.json.code).toBe('local_only');
        expect(res.text).not.toContain(email);
      }
    },
  );

  it.each([LOOPBACK, '127.8.9.10', '::1', '::ffff:127.0.0.1'])(
    'answers a peer at %s',
    async (peer) => {
      expect(
        (await call(app, 'GET', '/dev/outbox', { storeId: aurora.id, remoteAddress: peer })).status,
      ).toBe(200);
    },
  );

  it('refuses a request with no socket at all', async () => {
    expect((await call(app, 'GET', '/dev/outbox', { storeId: aurora.id })).status).toBe(403);
  });

  it.each([
    ['X-Forwarded-For', { 'X-Forwarded-For': '127.0.0.1, 203.0.113.7' }],
    ['Forwarded', { Forwarded: 'for="[2001:db8::7]:4711";proto=https' }],
    ['an unknown address', { 'X-Forwarded-For': 'unknown' }],
  ])('refuses a remote browser a proxy on this machine reports in %s', async (_header, headers) => {
    expect((await outbox(aurora.id, headers)).status).toBe(403);
  });
});

describe('POST /dev/payments/sandbox/confirm', () => {
  it('pays for a local browser through the storefront proxy on this machine', async () => {
    const order = await unpaidOrder();
    // @vitrine/session's proxy appends the browser's address: loopback in the demo.
    const res = await confirm(order.code, { 'X-Forwarded-For': '127.0.0.1' });
    expect(res.status).toBe(200);
    expect(await order.status()).toBe('pago');
  });

  it('refuses a browser on another machine through that proxy, and leaves the order unpaid', async () => {
    const order = await unpaidOrder();
    const res = await confirm(order.code, { 'X-Forwarded-For': '127.0.0.1, 192.0.2.44' });
    expect(res.status).toBe(403);
    const direct = await call(app, 'POST', '/dev/payments/sandbox/confirm', {
      storeId: aurora.id,
      remoteAddress: '192.0.2.44',
      body: { order_code: order.code },
    });
    expect(direct.status).toBe(403);
    expect(await order.status()).toBe('aguardando_pagamento');
  });
});
