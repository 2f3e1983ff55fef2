import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, sessionFor } from './fixtures/accounts.ts';
import { createProduct, createStore } from './fixtures/catalog.ts';
import { assetsBaseUrl } from '../src/lib/asset-paths.ts';
import { call, createTestApp } from './harness.ts';

const { app, db, deps } = await createTestApp();

let store: Awaited<ReturnType<typeof createStore>>;
let token: string;
beforeAll(async () => {
  store = await createStore(db);
  token = await sessionFor(db, 'customer', await createCustomer(db, store.id));
});

async function product(stock: number | null, kind: 'product' | 'service' = 'product') {
  const row = await createProduct(db, store.id, {
    name: kind === 'service' ? 'Instalação de Prateleira' : 'Luminária de Mesa',
    kind,
    variations: [{ name: 'Única', priceCents: 8990, stock }],
  });
  return { code: row.code, variation: row.variations[0]!.code };
}

const add = (item: { code: string; variation: string }, qnt = 1, as = token, extra = {}) =>
  call(app, 'POST', '/cart', {
    storeId: store.id,
    token: as,
    body: { qnt, ...item, store_id: store.id, ...extra },
  });

describe('POST /cart (spec §4 outcomes)', () => {
  it('adds the item and answers status/statusCode 200 with the cart', async () => {
    const item = await product(5);
    const res = await add(item, 2);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      status: 200,
      statusCode: 200,
      message: 'O item foi adicionado ao seu carrinho.',
    });
    expect(
      res.json.cart.items.find((line: { variation: string }) => line.variation === item.variation),
    ).toMatchObject({
      qnt: 2,
      unit_price: 89.9,
      total: 179.8,
    });
  });

  it("answers the cart as GET /cart reads it after the add, a line's units added and a new line last", async () => {
    const first = await product(5);
    const second = await product(5);
    await add(first, 1);
    const again = await add(first, 2);
    const read = await call(app, 'GET', '/cart', { storeId: store.id, token });
    expect(again.json.cart).toEqual(read.json);
    expect(again.json.cart.items.at(-1)).toMatchObject({ variation: first.variation, qnt: 3 });
    const appended = await add(second, 1);
    const readAfter = await call(app, 'GET', '/cart', { storeId: store.id, token });
    expect(appended.json.cart).toEqual(readAfter.json);
    expect(appended.json.cart.items.at(-1)).toMatchObject({ variation: second.variation, qnt: 1 });
  });

  it.each([
    ['without a token', undefined],
    ['with an unknown token', 'token-que-nao-existe'],
  ])('answers statusCode 202 (login required) %s', async (_label, as) => {
    const res = await call(app, 'POST', '/cart', {
      storeId: store.id,
      token: as,
      body: { qnt: 1, code: 'x', variation: 'y', store_id: store.id },
    });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ status: 202, statusCode: 202, code: 'login_required' });
  });

  it("answers statusCode 302 with 'Produto sem estoque.' for a sold-out item", async () => {
    const res = await add(await product(0));
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ status: 302, statusCode: 302, error: 'Produto sem estoque.' });
    expect(res.json.details).toEqual({ available: 0, in_cart: 0 });
  });

  it('says how many units there are when more are asked for than the stock', async () => {
    const item = await product(3);
    const res = await add(item, 9);
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      statusCode: 302,
      code: 'quantity_unavailable',
      error: 'Só temos 3 unidades deste item.',
      details: { available: 3, in_cart: 0 },
    });
  });

  it('counts the units already in the cart, and says so', async () => {
    const item = await product(3);
    expect((await add(item, 2)).status).toBe(200);
    const res = await add(item, 2);
    expect(res.json).toMatchObject({
      statusCode: 302,
      error: 'Só temos 3 unidades deste item, e 2 já estão no seu carrinho.',
      details: { available: 3, in_cart: 2 },
    });
  });

  it('says the 99-unit line limit, not the stock, when the stock is larger', async () => {
    const item = await product(500);
    expect((await add(item, 60)).status).toBe(200);
    const res = await add(item, 60);
    expect(res.json).toMatchObject({
      error: 'A quantidade máxima por item é 99.',
      details: { available: 99, in_cart: 60 },
    });
  });

  it('answers statusCode 302 for an unknown product', async () => {
    const res = await add({ code: 'NAO-EXISTE', variation: 'NAO-EXISTE' });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ statusCode: 302, error: 'Produto não encontrado.' });
  });

  it('adds services, which have no stock', async () => {
    const res = await add(await product(null, 'service'), 3);
    expect(res.status).toBe(200);
  });

  it('refuses a body whose store_id is not the X-Store-Id store, adding nothing', async () => {
    const item = await product(5);
    const other = await createStore(db);
    const res = await add(item, 1, token, { store_id: other.id });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('store_mismatch');
    const cart = await call(app, 'GET', '/cart', { storeId: store.id, token });
    expect(cart.json.items.map((line: { variation: string }) => line.variation)).not.toContain(
      item.variation,
    );
  });

  it('ignores a price sent by the client', async () => {
    const item = await product(5);
    const res = await add(item, 1, token, { price: 0.01, unit_price: 0.01, total: 0.01 });
    const line = res.json.cart.items.find(
      (candidate: { variation: string }) => candidate.variation === item.variation,
    );
    expect(line.unit_price).toBe(89.9);
  });
});

describe('cart lines', () => {
  it('changes a quantity within the stock and refuses more than there is', async () => {
    const item = await product(4);
    await add(item);
    const path = `/cart/items/${item.variation}`;
    const ok = await call(app, 'PATCH', path, { storeId: store.id, token, body: { qnt: 4 } });
    expect(ok.status).toBe(200);
    const tooMany = await call(app, 'PATCH', path, { storeId: store.id, token, body: { qnt: 5 } });
    expect(tooMany.status).toBe(409);
    expect(tooMany.json).toEqual({
      code: 'quantity_unavailable',
      message: 'Só temos 4 unidades deste item.',
      details: { available: 4, in_cart: 4 },
    });
  });

  it('says 1 unit in the singular, and 1 already in the cart, in the singular', async () => {
    const item = await product(1);
    expect((await add(item)).status).toBe(200);
    expect((await add(item)).json.error).toBe(
      'Só temos 1 unidade deste item, e 1 já está no seu carrinho.',
    );
  });

  it('says 1 unit in the singular when a line asks for more than the last one', async () => {
    const item = await product(1);
    await add(item);
    const path = `/cart/items/${item.variation}`;
    const tooMany = await call(app, 'PATCH', path, { storeId: store.id, token, body: { qnt: 3 } });
    expect(tooMany.json.message).toBe('Só temos 1 unidade deste item.');
    expect(tooMany.json.details).toEqual({ available: 1, in_cart: 1 });
  });

  it('removes a line, and 404s one that is not in the cart', async () => {
    const item = await product(4);
    await add(item);
    const path = `/cart/items/${item.variation}`;
    const res = await call(app, 'DELETE', path, { storeId: store.id, token });
    expect(res.json.items.map((line: { variation: string }) => line.variation)).not.toContain(
      item.variation,
    );
    expect((await call(app, 'DELETE', path, { storeId: store.id, token })).status).toBe(404);
  });

  it("gives every answer's pictures as absolute URLs under the store's assets", async () => {
    const item = await product(4);
    const added = await add(item);
    // The configured base (PUBLIC_API_URL / CDN_URL), never the request's host.
    const picture = `${assetsBaseUrl(deps.config, store.id)}/products/x.svg`;
    expect(picture).toMatch(/^https?:\/\/[^/]+\/public\/stores\//);
    const lineOf = (cart: { items: Array<{ variation: string; image: unknown }> }) =>
      cart.items.find((line) => line.variation === item.variation)?.image;
    expect(lineOf(added.json.cart)).toMatchObject({ src: picture, width: 800, height: 800 });
    const read = await call(app, 'GET', '/cart', { storeId: store.id, token });
    expect(lineOf(read.json)).toMatchObject({ src: picture });
    const path = `/cart/items/${item.variation}`;
    const changed = await call(app, 'PATCH', path, { storeId: store.id, token, body: { qnt: 2 } });
    expect(lineOf(changed.json)).toMatchObject({ src: picture });
  });

  it("keeps each customer's cart their own", async () => {
    const item = await product(4);
    await add(item);
    const other = await sessionFor(db, 'customer', await createCustomer(db, store.id));
    const cart = await call(app, 'GET', '/cart', { storeId: store.id, token: other });
    expect(cart.json).toEqual({ items: [], quantity: 0, subtotal: 0 });
    const patch = await call(app, 'PATCH', `/cart/items/${item.variation}`, {
      storeId: store.id,
      token: other,
      body: { qnt: 1 },
    });
    expect(patch.status).toBe(404);
  });
});
