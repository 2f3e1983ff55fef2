import { describe, expect, it } from 'vitest';
import { issueCardToken } from '../src/features/payments/sandbox/card-tokens.ts';
import { signWebhook } from '../src/features/payments/sandbox/signature.ts';
import { createAddress, createCustomer, sessionFor } from './fixtures/accounts.ts';
import { createProduct, createStore } from './fixtures/catalog.ts';
import { addToCart } from './fixtures/orders.ts';
import { call, createTestApp, productionConfig } from './harness.ts';

// The attacks of a deployment on its defaults: a webhook signed with the secret this repository
// once published, and a card token forged offline with the webhook's key. Production refuses to
// start without keys of its own (config.test.ts); these check the keys it starts with.

const PUBLISHED = 'vitrine-sandbox-webhook-secret';
const production = await createTestApp({ config: productionConfig() });
const demo = await createTestApp();

async function shop(target: typeof production) {
  const store = await createStore(target.db);
  const product = await createProduct(target.db, store.id, {
    name: 'Mochila Urbana',
    variations: [{ priceCents: 24990, stock: 100 }],
  });
  const order = async (body: Record<string, unknown>) => {
    const customer = await createCustomer(target.db, store.id);
    const token = await sessionFor(target.db, 'customer', customer);
    const address = await createAddress(target.db, store.id, customer.id);
    const variation = product.variations[0]!.code;
    await addToCart(target.app, { storeId: store.id, token, code: product.code, variation });
    const res = await call(target.app, 'POST', '/orders', {
      storeId: store.id,
      token,
      body: { address_id: address.id, ...body },
    });
    const status = async () =>
      (await call(target.app, 'GET', `/orders/${res.json.code}`, { storeId: store.id, token })).json
        .status;
    return { res, status };
  };
  const webhook = (order: { code: string; total: number }, secret: string) => {
    const raw = JSON.stringify({
      event_id: `evt-${crypto.randomUUID()}`,
      type: 'payment.confirmed',
      store_id: store.id,
      order_code: order.code,
      amount: order.total,
      paid_at: new Date().toISOString(),
    });
    return call(target.app, 'POST', '/webhooks/payments/sandbox', {
      body: raw,
      headers: { 'X-Signature': signWebhook(secret, raw) },
    });
  };
  return { store, order, webhook };
}

describe('the webhook key', () => {
  it.each([
    ['production', production],
    ['the demo', demo],
  ])('refuses in %s a webhook signed with the published secret', async (_mode, target) => {
    const { order, webhook } = await shop(target);
    const pix = await order({ payment_method: 'pix' });
    expect(pix.res.status).toBe(201);
    expect((await webhook(pix.res.json, PUBLISHED)).status).toBe(401);
    expect(await pix.status()).toBe('aguardando_pagamento');
    // The bank, holding the configured key, still gets in.
    const signed = await webhook(pix.res.json, target.deps.config.PAYMENT_WEBHOOK_SECRET);
    expect(signed.status).toBe(200);
    expect(await pix.status()).toBe('pago');
  });
});

describe('the card token key', () => {
  it.each([
    ['the webhook key', () => production.deps.config.PAYMENT_WEBHOOK_SECRET],
    ['the published secret', () => PUBLISHED],
  ])('refuses an approved-card token forged with %s', async (_what, secret) => {
    const { store, order } = await shop(production);
    const { token } = issueCardToken(secret(), {
      storeId: store.id,
      brand: 'visa',
      last4: '1111',
      outcome: { code: 'approved', message: 'Aprovado.' },
      now: new Date(),
    });
    const forged = await order({ payment_method: 'card', installments: 1, card_token: token });
    expect(forged.res.status).toBe(402);
    expect(forged.res.json.code).toBe('invalid_card_token');
  });

  it('pays with a token the tokenisation endpoint issued', async () => {
    const { store, order } = await shop(production);
    const card = await call(production.app, 'POST', '/payments/sandbox/card-tokens', {
      storeId: store.id,
      body: {
        number: '4111 1111 1111 1111',
        holder_name: 'JOAO SILVA',
        expiry_month: 1,
        expiry_year: 2030,
        cvv: '321',
      },
    });
    const paid = await order({
      payment_method: 'card',
      installments: 1,
      card_token: card.json.token,
    });
    expect(paid.res.json.status).toBe('pago');
  });
});
