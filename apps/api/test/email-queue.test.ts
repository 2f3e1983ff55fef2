import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema/index.ts';
import { deliverDueEmails, MAX_ATTEMPTS, retryDelayMs } from '../src/features/email/delivery.ts';
import { signWebhook } from '../src/features/payments/sandbox/signature.ts';
import {
  createAddress,
  createCustomer,
  latestEmail,
  PASSWORD,
  sessionFor,
} from './fixtures/accounts.ts';
import { createProduct, createStore } from './fixtures/catalog.ts';
import { placeOrder } from './fixtures/orders.ts';
import { call, createTestApp, LOOPBACK } from './harness.ts';
import { serveApp } from './servers/api.ts';
import { startSmtp } from './servers/smtp.ts';

// The e-mail queue (features/email/delivery.ts): e-mails are rows written with the change that
// causes them and sent after the answer, over a real SMTP socket that may be slow or refuse.

const smtp = await startSmtp();
let clock = new Date('2026-03-02T15:00:00Z');
const { app, db, deps } = await createTestApp({
  config: { SMTP_URL: smtp.url },
  now: () => clock,
});

/** A customer who changes their password: the request that queues "senha alterada". */
async function customerOf() {
  const store = await createStore(db);
  const customer = await createCustomer(db, store.id);
  const token = await sessionFor(db, 'customer', customer, clock);
  const changePassword = (password: string) => ({
    storeId: store.id,
    token,
    body: { current_password: password, new_password: `${password}9` },
  });
  return { store, customer, token, changePassword };
}

const rowsTo = (to: string) => db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

describe('the e-mail queue', () => {
  it('answers before the mail server does: a stalled server holds no request', async () => {
    const { store, customer, token } = await customerOf();
    const { url } = await serveApp(app);
    const release = smtp.hold();
    try {
      const res = await fetch(`${url}/customers/me/password`, {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          'x-store-id': store.id,
          authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({ current_password: PASSWORD, new_password: 'Outra@1234' }),
      });
      expect(res.status).toBe(200);
      // Answered while the mail server has not even greeted: the e-mail is still waiting.
      const [row] = await rowsTo(customer.email);
      expect(row).toMatchObject({ template: 'password_changed', status: 'queued', error: null });
    } finally {
      release();
    }
    await deps.background.idle();
    const [row] = await rowsTo(customer.email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(smtp.received.some((mail) => mail.to.some((to) => to.includes(customer.email)))).toBe(
      true,
    );
  });

  it('keeps a refused e-mail queued, shows it in the outbox, and sends it when due', async () => {
    const { store, customer, changePassword } = await customerOf();
    smtp.refuse(1);
    const res = await call(app, 'PUT', '/customers/me/password', changePassword(PASSWORD));
    expect(res.status).toBe(200);
    const [refused] = await rowsTo(customer.email);
    expect(refused).toMatchObject({ status: 'queued', attempts: 1 });
    expect(refused!.error).toContain('451');
    expect(refused!.nextAttemptAt.getTime()).toBe(clock.getTime() + retryDelayMs(1));
    const outbox = await call(app, 'GET', `/dev/outbox?to=${customer.email}`, {
      storeId: store.id,
      remoteAddress: LOOPBACK,
    });
    expect(outbox.json.items[0]).toMatchObject({ status: 'queued', attempts: 1 });

    await deliverDueEmails(deps); // not due yet: untouched
    expect((await rowsTo(customer.email))[0]).toMatchObject({ status: 'queued', attempts: 1 });
    clock = new Date(clock.getTime() + retryDelayMs(1));
    await deliverDueEmails(deps);
    expect((await rowsTo(customer.email))[0]).toMatchObject({
      status: 'sent',
      attempts: 2,
      error: null,
    });
    const sent = await latestEmail(app, store.id, customer.email);
    expect(sent).toMatchObject({ template: 'password_changed', status: 'sent' });
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts, backing off each time`, async () => {
    const { customer, changePassword } = await customerOf();
    smtp.refuse(MAX_ATTEMPTS);
    await call(app, 'PUT', '/customers/me/password', changePassword(PASSWORD));
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      const [row] = await rowsTo(customer.email);
      expect(row).toMatchObject({ status: 'queued', attempts: attempt });
      clock = new Date(clock.getTime() + retryDelayMs(attempt));
      await deliverDueEmails(deps);
    }
    const [row] = await rowsTo(customer.email);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(retryDelayMs(1)).toBeLessThan(retryDelayMs(2));
  });

  it('queues one "payment confirmed" however often the bank repeats its notice', async () => {
    const store = await createStore(db);
    const customer = await createCustomer(db, store.id);
    const token = await sessionFor(db, 'customer', customer, clock);
    const address = await createAddress(db, store.id, customer.id);
    const product = await createProduct(db, store.id, {
      name: 'Mochila Urbana',
      variations: [{ name: 'Preta', priceCents: 24990, stock: 10 }],
    });
    const order = await placeOrder(app, {
      storeId: store.id,
      token,
      code: product.code,
      variation: product.variations[0]!.code,
      addressId: address.id,
    });
    const raw = JSON.stringify({
      event_id: `evt-${order.code}`,
      type: 'payment.confirmed',
      store_id: store.id,
      order_code: order.code,
      amount: order.total,
      paid_at: clock.toISOString(),
    });
    const headers = { 'X-Signature': signWebhook(deps.config.PAYMENT_WEBHOOK_SECRET, raw) };
    for (let time = 0; time < 3; time += 1) {
      const res = await call(app, 'POST', '/webhooks/payments/sandbox', { body: raw, headers });
      expect(res.status).toBe(200);
    }
    const templates = (await rowsTo(customer.email)).map((row) => row.template).sort();
    expect(templates).toEqual(['order_confirmation', 'payment_confirmed']);
  });
});
