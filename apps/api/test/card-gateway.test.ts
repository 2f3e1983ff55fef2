import { storeResponseSchema } from '@vitrine/contract/stores';
import { describe, expect, it } from 'vitest';
import { createSeller, sessionFor } from './fixtures/accounts.ts';
import { createStore } from './fixtures/catalog.ts';
import { PAYMENT_SETTINGS } from './fixtures/requests.ts';
import { call, createTestApp } from './harness.ts';

// The store's public data tells the pay page who tokenises its cards: the sandbox (null), or
// its Mercado Pago account by its public key and the script to load — never a credential.

const SDK_URL = 'http://127.0.0.1:4999/js/v2';
const { app, db } = await createTestApp({ config: { MERCADO_PAGO_SDK_URL: SDK_URL } });

const ACCESS_TOKEN = 'APP_USR-5566778899001122-112700-feedfacecafebeef0123456789abcdef-44332211';
const WEBHOOK_SECRET = 'assinatura-do-webhook-do-gateway-3e2d1c';
const PUBLIC_KEY = 'APP_USR-7d1e2f3a-4b5c-6d7e-8f90-public';

async function storeOnHost(host: string) {
  const store = await createStore(db, { hosts: [host] });
  const token = await sessionFor(db, 'seller', await createSeller(db, store.id));
  return { storeId: store.id, token, host };
}

type Seller = Awaited<ReturnType<typeof storeOnHost>>;

const saveCard = (seller: Seller, card: 'sandbox' | 'mercado_pago') =>
  call(app, 'PUT', '/settings/payments', {
    ...seller,
    body: {
      ...structuredClone(PAYMENT_SETTINGS),
      methods: { pix: 'sandbox', card, boleto: 'sandbox' },
      mercado_pago: {
        public_key: PUBLIC_KEY,
        access_token: ACCESS_TOKEN,
        webhook_secret: WEBHOOK_SECRET,
      },
    },
  });

const byHost = (seller: Seller) => call(app, 'GET', `/stores/by-host?host=${seller.host}`);
const current = (seller: Seller) => call(app, 'GET', '/stores/current', seller);

describe('card_gateway in the store public data', () => {
  it('is null for a store that never chose a gateway (the sandbox tokenises)', async () => {
    const seller = await storeOnHost('sandbox.gateway.test');
    expect(storeResponseSchema.parse((await byHost(seller)).json).data?.card_gateway).toBeNull();
    expect((await current(seller)).json.card_gateway).toBeNull();
  });

  it('names Mercado Pago, its public key and the SDK, and never a secret', async () => {
    const seller = await storeOnHost('mp.gateway.test');
    const saved = await saveCard(seller, 'mercado_pago');
    expect(saved.status, saved.text).toBe(200);
    const gateway = { provider: 'mercado_pago', public_key: PUBLIC_KEY, sdk_url: SDK_URL };

    const host = await byHost(seller);
    expect(storeResponseSchema.parse(host.json).data?.card_gateway).toEqual(gateway);
    const mine = await current(seller);
    expect(mine.json.card_gateway).toEqual(gateway);
    for (const text of [host.text, mine.text]) {
      expect(text).not.toContain(ACCESS_TOKEN);
      expect(text).not.toContain(WEBHOOK_SECRET);
      // Not even the hints the office shows.
      expect(text).not.toContain(ACCESS_TOKEN.slice(-4));
    }
  });

  it('follows a save at once: back to the sandbox, the next read says null', async () => {
    const seller = await storeOnHost('back.gateway.test');
    expect((await saveCard(seller, 'mercado_pago')).status).toBe(200);
    expect((await current(seller)).json.card_gateway?.public_key).toBe(PUBLIC_KEY);
    expect((await saveCard(seller, 'sandbox')).status).toBe(200);
    expect((await current(seller)).json.card_gateway).toBeNull();
    expect((await byHost(seller)).json.data.card_gateway).toBeNull();
  });

  it('keeps a store to its own settings', async () => {
    const mp = await storeOnHost('one.gateway.test');
    const other = await storeOnHost('two.gateway.test');
    expect((await saveCard(mp, 'mercado_pago')).status).toBe(200);
    expect((await byHost(other)).json.data.card_gateway).toBeNull();
  });
});
