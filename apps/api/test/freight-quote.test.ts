import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createCustomer, sessionFor } from './fixtures/accounts.ts';
import { createProduct } from './fixtures/catalog.ts';
import { addToCart } from './fixtures/orders.ts';
import { storeSellingLamp } from './fixtures/freight-store.ts';
import { FREIGHT_SETTINGS } from './fixtures/requests.ts';
import { storeWithSeller, type SellerStore } from './fixtures/seller-store.ts';
import { call, createTestApp } from './harness.ts';
import { startMelhorEnvio } from '../src/demo/melhor-envio.ts';

// The product page's "Calcular frete" over the real API and a loopback Melhor Envio: carriers'
// prices differ by region, the store's table answers when the platform is slow or down, a
// freight failure is never a 5xx, and the platform is asked once per package and destination.

const TOKEN = FREIGHT_SETTINGS.melhor_envio.token;
const melhorEnvio = await startMelhorEnvio({ tokens: [TOKEN] });
afterAll(() => melhorEnvio.close());
const { app, db } = await createTestApp({
  config: { MELHOR_ENVIO_URL: melhorEnvio.url, MELHOR_ENVIO_TIMEOUT_MS: '400' },
});

beforeEach(() => melhorEnvio.control.reset());

async function storeSelling(settings: { table: boolean; melhorEnvio: boolean }) {
  const { seller, product, variation } = await storeSellingLamp(app, db, settings);
  return { seller, code: product.code, variation: variation.code };
}

const quote = (
  shop: { seller: SellerStore; code: string; variation: string },
  cep: string,
  qnt = 1,
) =>
  call(
    app,
    'GET',
    `/freight/quote?cep=${cep}&code=${shop.code}&variation=${shop.variation}&qnt=${qnt}`,
    {
      storeId: shop.seller.storeId,
    },
  );

describe('GET /freight/quote', () => {
  it('quotes the carriers with different prices and deadlines for two regions, and the table beside them', async () => {
    const shop = await storeSelling({ table: true, melhorEnvio: true });
    const nearby = await quote(shop, '01310-100');
    const far = await quote(shop, '69900-000');
    expect(nearby.status, nearby.text).toBe(200);
    expect(far.status, far.text).toBe(200);
    const pac = (res: typeof nearby) =>
      res.json.options.find((o: { id: string }) => o.id === 'me-1');
    expect(pac(nearby)).toMatchObject({ kind: 'carrier', name: 'PAC', carrier: 'Correios' });
    expect(pac(far).price).toBeGreaterThan(pac(nearby).price);
    expect(pac(far).days_max).toBeGreaterThan(pac(nearby).days_max);
    // The store's table: São Paulo's band stops at 1 kg; 20×20×30 cm cubes to 2 kg.
    expect(nearby.json.options.find((o: { id: string }) => o.id === 'tabela')).toMatchObject({
      price: 39.9,
      days_max: 12,
    });
    const prices = nearby.json.options.map((o: { price: number }) => o.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(nearby.json.carrier_unavailable).toBe(false);
    expect(nearby.headers.get('cache-control')).toMatch(/public/);
    // Only the services the store enabled (1 and 2), with its handling day added.
    expect(nearby.json.options.map((o: { id: string }) => o.id).sort()).toEqual([
      'me-1',
      'me-2',
      'tabela',
    ]);
  });

  it('asks the platform once for the same package and destination', async () => {
    const shop = await storeSelling({ table: false, melhorEnvio: true });
    for (let i = 0; i < 5; i += 1) expect((await quote(shop, '01310100')).status).toBe(200);
    expect(melhorEnvio.quoteCount()).toBe(1);
    await quote(shop, '01310100', 2);
    expect(melhorEnvio.quoteCount()).toBe(2);
  });

  it('answers from the table when the platform is slow or down, and does not cache that answer', async () => {
    const shop = await storeSelling({ table: true, melhorEnvio: true });
    melhorEnvio.control.delay(2000);
    const slow = await quote(shop, '90010000');
    expect(slow.status).toBe(200);
    expect(slow.json).toMatchObject({
      carrier_unavailable: true,
      options: [{ id: 'tabela', price: 39.9 }],
    });
    expect(slow.headers.get('cache-control')).toBeNull();
    melhorEnvio.control.reset();
    melhorEnvio.control.failWith(500);
    const down = await quote(shop, '90010001');
    expect(down.json).toMatchObject({ carrier_unavailable: true, options: [{ id: 'tabela' }] });
  });

  it('says so in pt-BR, never with a 5xx, when the platform is down and the store has no table', async () => {
    const shop = await storeSelling({ table: false, melhorEnvio: true });
    melhorEnvio.control.failWith(503);
    const res = await quote(shop, '01310100');
    expect(res.status).toBe(422);
    expect(res.json).toEqual({
      code: 'freight_unavailable',
      message: 'Não foi possível calcular o frete agora. Tente novamente em instantes.',
    });
  });

  it('tells a CEP that does not exist from a malformed one and from a service', async () => {
    const shop = await storeSelling({ table: true, melhorEnvio: false });
    const missing = await quote(shop, '00000-000');
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ code: 'cep_not_found', message: 'CEP não encontrado.' });
    const malformed = await quote(shop, '1234');
    expect(malformed.status).toBe(400);
    expect(malformed.json.code).toBe('validation_error');

    const service = await createProduct(db, shop.seller.storeId, {
      name: 'Instalação',
      kind: 'service',
    });
    const res = await call(
      app,
      'GET',
      `/freight/quote?cep=01310100&code=${service.code}&variation=${service.variations[0]!.code}`,
      { storeId: shop.seller.storeId },
    );
    expect(res.status).toBe(422);
    expect(res.json.code).toBe('not_shipped');
  });

  it('quotes nothing of another store’s product', async () => {
    const shop = await storeSelling({ table: true, melhorEnvio: false });
    const other = await storeWithSeller(db);
    const res = await quote({ ...shop, seller: other }, '01310100');
    expect(res.status).toBe(404);
  });
});

describe('GET /cart/freight', () => {
  it('quotes the cart’s products (not its services) by their summed billable weight, free over the rule', async () => {
    const shop = await storeSelling({ table: true, melhorEnvio: false });
    const { storeId } = shop.seller;
    const token = await sessionFor(db, 'customer', await createCustomer(db, storeId));
    const service = await createProduct(db, storeId, { name: 'Instalação', kind: 'service' });
    await addToCart(app, { storeId, token, code: shop.code, variation: shop.variation, qnt: 2 });
    await addToCart(app, {
      storeId,
      token,
      code: service.code,
      variation: service.variations[0]!.code,
    });

    const res = await call(app, 'GET', '/cart/freight?cep=01310-100', { storeId, token });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    // Two lamps of R$ 159,90 reach the R$ 299,00 rule: the cheapest delivery is free.
    expect(res.json).toMatchObject({
      free_shipping: { free: true },
      options: [{ id: 'tabela', price: 0, free: true }],
    });
  });

  it('says there is nothing to ship for a cart of services, and needs a session', async () => {
    const shop = await storeSelling({ table: true, melhorEnvio: false });
    const { storeId } = shop.seller;
    const token = await sessionFor(db, 'customer', await createCustomer(db, storeId));
    const empty = await call(app, 'GET', '/cart/freight?cep=01310100', { storeId, token });
    expect(empty.status).toBe(422);
    expect(empty.json).toEqual({
      code: 'not_shipped',
      message: 'Seu carrinho não tem produtos a enviar.',
    });
    expect((await call(app, 'GET', '/cart/freight?cep=01310100', { storeId })).status).toBe(401);
  });
});
