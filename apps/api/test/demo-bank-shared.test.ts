import { Resolver } from 'node:dns/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import {
  connectStoreToPsp,
  demoGatewaySettings,
  serveDemoBank,
  startDemoBank,
  useDemoBank,
} from '../src/demo/demo-bank.ts';
import { startDnsZone } from '../src/demo/dns-zone.ts';
import { DEMO_WHATSAPP } from '../src/seed/whatsapp.ts';
import { createAddress, createCustomer, createSeller, sessionFor } from './fixtures/accounts.ts';
import { createProduct, createStore } from './fixtures/catalog.ts';
import { addToCart, orderByCode } from './fixtures/orders.ts';
import { call, createTestApp, LOOPBACK } from './harness.ts';
import { freePort, serveApp } from './servers/api.ts';

// The store run as several API processes (`pnpm start:cluster`): each replica used to start a
// demo bank of its own, so an order charged at one replica's PSP was unknown to the bank of the
// replica asked to confirm it ("Simular pagamento" answered 500). One bank served to all
// (scripts/demo-bank.ts, DEMO_BANK_URL): whichever replica placed the order, any replica pays it.

const bank = await startDemoBank();
const zone = await startDnsZone();
const served = await serveDemoBank(bank, { dns: zone });
afterAll(async () => {
  await served.close();
  await bank.close();
  await zone.close();
});

const port = await freePort();
const first = await useDemoBank(served.url);
const { app, db, deps } = await createTestApp({
  demoBank: first.bank,
  config: { PUBLIC_API_URL: `http://127.0.0.1:${port}` },
});
// The PSP's notices come to this replica's address (in a cluster: the balancer's).
await serveApp(app, port);
// Another replica on the same database, with its own connection to the bank.
const second = await useDemoBank(served.url);
const otherReplica = createApp({ ...deps, demoBank: second.bank });

describe('one demo bank for several API processes', () => {
  it('describes its PSP, Mercado Pago and Focus NFe to each, as the demo stores connect to them', () => {
    expect(first.pixPsp).toMatchObject({ url: bank.pixPsp.url, clientId: bank.pixPsp.clientId });
    expect(first.pixPsp.clientCertPem).toBe(bank.pixPsp.clientCertPem);
    expect(first.mercadoPago.url).toBe(bank.mercadoPago.url);
    expect(first.mercadoPago.accounts[0]?.accessToken).toBe(bank.mercadoPago.account.accessToken);
    // Every replica and the worker send the stores' notes to the one Focus NFe.
    expect(demoGatewaySettings(first, {}).FOCUS_NFE_URL).toBe(bank.focusNfe.url);
    // And the stores' WhatsApp messages to the one Cloud API.
    expect(demoGatewaySettings(first, {}).WHATSAPP_API_URL).toBe(bank.whatsapp.apiUrl);
    expect(
      demoGatewaySettings(first, {
        FOCUS_NFE_URL: 'https://api.focusnfe.com.br',
        WHATSAPP_API_URL: 'https://graph.facebook.com/v21.0',
      }),
    ).toEqual({
      MERCADO_PAGO_URL: bank.mercadoPago.url,
      MERCADO_PAGO_SDK_URL: bank.mercadoPago.scriptUrl,
    });
  });

  it('verifies a store’s WhatsApp webhook at the one Cloud API, asked through any replica', async () => {
    const store = await createStore(db);
    const seller = {
      storeId: store.id,
      token: await sessionFor(db, 'seller', await createSeller(db, store.id)),
    };
    const saved = await call(app, 'PUT', '/settings/whatsapp', {
      ...seller,
      body: {
        enabled: true,
        phone_number_id: DEMO_WHATSAPP.phoneNumberId,
        business_account_id: '',
        access_token: DEMO_WHATSAPP.accessToken,
        app_secret: DEMO_WHATSAPP.appSecret,
        templates: { paid: 'pedido_pago', shipped: 'pedido_enviado', delivered: 'pedido_entregue' },
        language: 'pt_BR',
      },
    });
    expect(saved.status, saved.text).toBe(200);
    const { url, verify_token } = saved.json.webhook as { url: string; verify_token: string };
    expect(await second.subscribeWhatsapp(url, 'outro-token')).toBe(false);
    expect(await second.subscribeWhatsapp(url, verify_token)).toBe(true);
  });

  it('keeps no connection open between calls, so none is closed under a call', async () => {
    // A kept connection, idle while a replica's event loop was busy, met the bank's keep-alive
    // timer as the replica's next call went out on it: ECONNRESET on the describe call.
    const answer = await fetch(`${served.url}/`);
    await answer.arrayBuffer();
    expect(answer.headers.get('connection')).toBe('close');
  });

  it('pays through one replica the pix order placed through another', async () => {
    const store = await createStore(db);
    expect(await connectStoreToPsp(deps, store, first.pixPsp)).toMatchObject({ ok: true });
    const customer = await createCustomer(db, store.id);
    const token = await sessionFor(db, 'customer', customer);
    const address = await createAddress(db, store.id, customer.id);
    const product = await createProduct(db, store.id, {
      name: 'Toalha de Linho',
      variations: [{ priceCents: 4990, stock: 5 }],
    });
    await addToCart(app, {
      storeId: store.id,
      token,
      code: product.code,
      variation: product.variations[0]!.code,
    });
    const placed = await call(app, 'POST', '/orders', {
      storeId: store.id,
      token,
      body: { payment_method: 'pix', address_id: address.id },
    });
    expect(placed.status, placed.text).toBe(201);
    expect((await orderByCode(db, store.id, placed.json.code)).payment).toMatchObject({
      provider: 'pix_api',
    });

    const confirmed = await call(otherReplica, 'POST', '/dev/payments/sandbox/confirm', {
      storeId: store.id,
      body: { order_code: placed.json.code },
      remoteAddress: LOOPBACK,
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json).toMatchObject({ result: 'applied', status: 'pago' });
    expect((await orderByCode(db, store.id, placed.json.code)).status).toBe('pago');
  });

  it('confirms the payment it made even when its notice to the store is lost', async () => {
    const store = await createStore(db);
    await connectStoreToPsp(deps, store, first.pixPsp);
    const customer = await createCustomer(db, store.id);
    const token = await sessionFor(db, 'customer', customer);
    const address = await createAddress(db, store.id, customer.id);
    const product = await createProduct(db, store.id, { name: 'Vaso de Barro' });
    await addToCart(app, {
      storeId: store.id,
      token,
      code: product.code,
      variation: product.variations[0]!.code,
    });
    const placed = await call(app, 'POST', '/orders', {
      storeId: store.id,
      token,
      body: { payment_method: 'pix', address_id: address.id },
    });
    expect(placed.status, placed.text).toBe(201);
    bank.pixPsp.control.dropNextWebhook();
    const confirmed = await call(otherReplica, 'POST', '/dev/payments/sandbox/confirm', {
      storeId: store.id,
      body: { order_code: placed.json.code },
      remoteAddress: LOOPBACK,
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json).toMatchObject({ result: 'applied', status: 'pago' });
  });

  it('says why when the bank asked does not hold the charge (one started after the order)', async () => {
    const store = await createStore(db);
    await connectStoreToPsp(deps, store, first.pixPsp);
    const customer = await createCustomer(db, store.id);
    const token = await sessionFor(db, 'customer', customer);
    const address = await createAddress(db, store.id, customer.id);
    const product = await createProduct(db, store.id, { name: 'Caneca Esmaltada' });
    await addToCart(app, {
      storeId: store.id,
      token,
      code: product.code,
      variation: product.variations[0]!.code,
    });
    const placed = await call(app, 'POST', '/orders', {
      storeId: store.id,
      token,
      body: { payment_method: 'pix', address_id: address.id },
    });
    expect(placed.status, placed.text).toBe(201);
    // A replica with a bank of its own, as each had before: it never saw this charge.
    const own = await startDemoBank();
    try {
      const alone = createApp({ ...deps, demoBank: own.bank });
      const refused = await call(alone, 'POST', '/dev/payments/sandbox/confirm', {
        storeId: store.id,
        body: { order_code: placed.json.code },
        remoteAddress: LOOPBACK,
      });
      expect(refused.status, refused.text).toBe(409);
      expect(refused.json).toMatchObject({ code: 'demo_bank_unknown_charge' });
      expect(refused.json.message).toMatch(/banco de demonstração/);
    } finally {
      await own.close();
    }
    expect((await orderByCode(db, store.id, placed.json.code)).status).toBe('aguardando_pagamento');
  });

  it('shares its DNS zone: a record set through one replica is what every replica’s DNS answers', async () => {
    expect(first.dns?.address).toBe(zone.address);
    const replicaA = createApp({ ...deps, demoDns: first.dns! });
    const replicaB = createApp({ ...deps, demoDns: second.dns! });
    const record = {
      name: '_vitrine.www.loja-compartilhada.com.br',
      type: 'TXT',
      values: ['prova'],
    };
    const set = await call(replicaA, 'PUT', '/dev/demo-dns/records', {
      body: record,
      remoteAddress: LOOPBACK,
    });
    expect(set.status, set.text).toBe(200);
    const listed = await call(replicaB, 'GET', '/dev/demo-dns/records', {
      remoteAddress: LOOPBACK,
    });
    expect(listed.json.records).toEqual([record]);
    const resolver = new Resolver({ timeout: 1000, tries: 1 });
    resolver.setServers([second.dns!.address]);
    expect(await resolver.resolveTxt(record.name)).toEqual([['prova']]);
    await call(replicaB, 'DELETE', '/dev/demo-dns/records', { remoteAddress: LOOPBACK });
    expect(await zone.list()).toEqual([]);
  });

  it('answers 404 for a charge it does not hold', async () => {
    const answer = await fetch(`${served.url}/pix/${'0'.repeat(32)}/pay`, { method: 'POST' });
    expect(answer.status).toBe(404);
  });
});
