import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartItems, stores } from '../src/db/schema/index.ts';
import { createCustomer, createSeller, sessionFor } from './fixtures/accounts.ts';
import { createProduct } from './fixtures/catalog.ts';
import { addToCart } from './fixtures/orders.ts';
import { COUPON } from './fixtures/requests.ts';
import { signUpOwner } from './fixtures/sign-up.ts';
import { call, createTestApp } from './harness.ts';

// A store's status as the public sees it (its data, how long its host may be kept), the cart
// of a store that is not open, and the seller's preview of a store before it opens.

const DOMAIN = 'lojas.vitrine.test';
let clock = new Date('2026-11-30T12:00:00Z');
const { app, db, deps } = await createTestApp({
  now: () => clock,
  config: { PLATFORM_DOMAIN: DOMAIN, STOREFRONT_URL: 'https://{host}' },
});
beforeEach(() => {
  clock = new Date('2026-11-30T12:00:00Z');
});

const tag = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);

/** A store as sign-up makes it (a draft), with its owner's session. */
async function signedUpStore() {
  const owner = await signUpOwner(app);
  return { id: owner.storeId, host: `${owner.slug}.${DOMAIN}`, ownerToken: owner.token };
}

const setStatus = async (id: string, status: 'draft' | 'open' | 'paused' | 'closed') => {
  await db.update(stores).set({ status }).where(eq(stores.id, id));
  // As the store's own moves do (store-life): this replica's copy of the row goes with it.
  deps.storeCache.forget(id);
};
const byHost = (host: string) => call(app, 'GET', `/stores/by-host?host=${host}`);

describe('a store’s status in its public data', () => {
  it('says draft, paused or open, hides the owner’s CPF until the store opens, and is kept only once open', async () => {
    const store = await signedUpStore();
    const draft = await byHost(store.host);
    expect(draft.json.data).toMatchObject({ status: 'draft', pause_message: null, cpf: '' });
    expect(draft.headers.get('Cache-Control')).toBe('no-store');

    await setStatus(store.id, 'open');
    const open = await byHost(store.host);
    expect(open.json.data).toMatchObject({ status: 'open', cpf: '390.533.447-05' });
    expect(open.headers.get('Cache-Control')).toBe('public, max-age=60');

    await setStatus(store.id, 'paused');
    const paused = await byHost(store.host);
    expect(paused.json.data).toMatchObject({ status: 'paused', pause_message: null });
    expect(paused.headers.get('Cache-Control')).toBe('no-store');
    const current = await call(app, 'GET', '/stores/current', { storeId: store.id });
    expect(current.json.status).toBe('paused');
  });

  it('never lets an unknown host be kept: a store may be given it at any moment', async () => {
    const res = await byHost(`ninguem-${tag()}.${DOMAIN}`);
    expect(res.json.notFound).toBe(true);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('the cart of a store that is not open', () => {
  it.each(['draft', 'paused', 'closed'] as const)(
    'refuses to add to or raise a line of a %s store (409 store_not_open, spec §4 status 302), or to take a coupon; lets a line and a coupon go, and takes both once open',
    async (status) => {
      const store = await signedUpStore();
      const coupon = await call(app, 'POST', '/coupons', {
        storeId: store.id,
        token: store.ownerToken,
        body: { ...COUPON, minimum_order: 0 },
      });
      expect(coupon.status, coupon.text).toBe(201);
      const product = await createProduct(db, store.id, { name: 'Vaso de barro' });
      const variation = product.variations[0]!.code;
      const customer = await createCustomer(db, store.id);
      const token = await sessionFor(db, 'customer', customer);
      const add = { storeId: store.id, token, code: product.code, variation };
      // A line put in while the store was open.
      await setStatus(store.id, 'open');
      await addToCart(app, add);
      await setStatus(store.id, status);

      const refused = await call(app, 'POST', '/cart', {
        storeId: store.id,
        token,
        body: { qnt: 1, code: product.code, variation, store_id: store.id },
      });
      expect(refused.status).toBe(409);
      expect(refused.json).toMatchObject({ code: 'store_not_open', status: 302, statusCode: 302 });
      expect(refused.json.error).toBe(refused.json.message);
      // Not sent to log in first: whoever logs in comes back to the same refusal.
      const anonymous = await call(app, 'POST', '/cart', {
        storeId: store.id,
        body: { qnt: 1, code: product.code, variation, store_id: store.id },
      });
      expect(anonymous.status).toBe(409);
      expect(anonymous.json.code).toBe('store_not_open');

      const raised = await call(app, 'PATCH', `/cart/items/${variation}`, {
        storeId: store.id,
        token,
        body: { qnt: 3 },
      });
      expect(raised.status).toBe(409);
      expect(raised.json).toMatchObject({ code: 'store_not_open', details: { status } });
      const lines = await db.select().from(cartItems).where(eq(cartItems.customerId, customer.id));
      expect(lines.map((line) => line.quantity)).toEqual([1]);

      const applied = await call(app, 'PUT', '/cart/coupon', {
        storeId: store.id,
        token,
        body: { code: COUPON.code },
      });
      expect(applied.status, applied.text).toBe(409);
      expect(applied.json).toMatchObject({ code: 'store_not_open', details: { status } });
      expect(applied.json.message).toBe(raised.json.message);
      expect((await call(app, 'GET', '/cart/coupon', { storeId: store.id, token })).json).toEqual({
        coupon: null,
      });
      const dropped = await call(app, 'DELETE', '/cart/coupon', { storeId: store.id, token });
      expect(dropped.status).toBe(200);

      const removed = await call(app, 'DELETE', `/cart/items/${variation}`, {
        storeId: store.id,
        token,
      });
      expect(removed.status).toBe(200);
      expect(removed.json.items).toEqual([]);

      await setStatus(store.id, 'open');
      expect((await addToCart(app, add)).statusCode).toBe(200);
      const taken = await call(app, 'PUT', '/cart/coupon', {
        storeId: store.id,
        token,
        body: { code: COUPON.code },
      });
      expect(taken.status, taken.text).toBe(200);
    },
  );
});

describe('the catalog of a store that is not open', () => {
  /** A seller's preview token of the store, as the storefront's server keeps it. */
  async function previewToken(store: { id: string; ownerToken: string }) {
    const granted = await call(app, 'POST', '/store-preview/grants', {
      storeId: store.id,
      token: store.ownerToken,
    });
    const grant = (granted.json.url as string).split('/_previa/')[1]!;
    const traded = await call(app, 'POST', '/store-preview/sessions', {
      storeId: store.id,
      body: { grant },
    });
    expect(traded.status, traded.text).toBe(201);
    return traded.json.token as string;
  }
  const catalogReads = (slug: string) => [
    '/home',
    `/products/${slug}`,
    '/search?q=vaso',
    '/categories',
    '/sitemap-items',
    `/freight/quote?cep=01001000&code=X&variation=X&qnt=1`,
  ];

  it.each(['draft', 'paused', 'closed'] as const)(
    'is refused to anyone (409 store_not_open, never kept) while the store is %s; its seller’s preview reads it, kept by no one; content pages stay readable',
    async (status) => {
      const store = await signedUpStore();
      const other = await signedUpStore();
      const product = await createProduct(db, store.id, { name: 'Vaso de barro' });
      const preview = await previewToken(store);
      const otherPreview = await previewToken(other);
      await setStatus(store.id, status);
      const read = (path: string, token?: string) =>
        call(app, 'GET', path, {
          storeId: store.id,
          headers: token ? { 'X-Preview-Token': token } : {},
        });

      for (const path of catalogReads(product.slug)) {
        // No token, another store's preview, the owner's office session as the token: refused.
        for (const token of [undefined, otherPreview, store.ownerToken]) {
          const refused = await read(path, token);
          expect(refused.status, `${path} ${refused.text}`).toBe(409);
          expect(refused.json).toMatchObject({ code: 'store_not_open', details: { status } });
          expect(refused.json.message).toMatch(/^Esta loja /);
          expect(refused.headers.get('Cache-Control'), path).toBe('no-store');
        }
      }
      for (const path of catalogReads(product.slug).slice(0, 5)) {
        const previewed = await read(path, preview);
        expect(previewed.status, `${path} ${previewed.text}`).toBe(200);
        expect(previewed.headers.get('Cache-Control'), path).toBe('private, no-store');
      }
      expect((await read(`/products/${product.slug}`, preview)).json.name).toBe('Vaso de barro');
      // A preview ended (four hours later) reads nothing more.
      clock = new Date(clock.getTime() + 4 * 60 * 60_000);
      expect((await read('/home', preview)).status).toBe(409);

      expect((await read('/pages')).status).toBe(200);
      expect((await read('/stores/current')).status).toBe(200);

      await setStatus(store.id, 'open');
      const open = await read(`/products/${product.slug}`);
      expect(open.status, open.text).toBe(200);
      expect(open.headers.get('Cache-Control')).toMatch(/^public/);
    },
  );
});

describe('the seller’s preview of a store not open yet', () => {
  const grantFor = (storeId: string, token: string) =>
    call(app, 'POST', '/store-preview/grants', { storeId, token });
  const redeem = (storeId: string, grant: string) =>
    call(app, 'POST', '/store-preview/sessions', { storeId, body: { grant } });
  const check = (storeId: string, token?: string) =>
    call(app, 'GET', '/store-preview/session', {
      storeId,
      headers: token ? { 'X-Preview-Token': token } : {},
    });
  const grantOf = (url: string) => url.split('/_previa/')[1]!;

  it('gives a seller a one-time link to the store’s own host, traded once, only at that store, for a preview that holds there only', async () => {
    const store = await signedUpStore();
    const other = await signedUpStore();
    const granted = await grantFor(store.id, store.ownerToken);
    expect(granted.status, granted.text).toBe(201);
    expect(granted.json.url).toMatch(new RegExp(`^https://${store.host}/_previa/[\\w-]{40,}$`));
    expect(granted.json.expires_at).toBe('2026-11-30T12:02:00.000Z');
    const grant = grantOf(granted.json.url);

    // Another store's host: refused, and the grant is not used up by the attempt.
    const elsewhere = await redeem(other.id, grant);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json.code).toBe('invalid_token');
    const traded = await redeem(store.id, grant);
    expect(traded.status, traded.text).toBe(201);
    expect(traded.json.expires_at).toBe('2026-11-30T16:00:00.000Z');
    expect((await redeem(store.id, grant)).status).toBe(400);

    const preview = traded.json.token as string;
    const held = await check(store.id, preview);
    expect(held.status).toBe(200);
    expect(held.json).toEqual({ store_id: store.id, expires_at: '2026-11-30T16:00:00.000Z' });
    expect(held.headers.get('Cache-Control')).toBe('private, no-store');
    for (const refused of [
      await check(other.id, preview),
      await check(store.id),
      await check(store.id, grant),
      await check(store.id, store.ownerToken),
    ]) {
      expect(refused.status).toBe(401);
      expect(refused.json.code).toBe('preview_expired');
    }
    // The preview token opens a preview and nothing else: not the seller's office, and it is
    // no bearer of anyone's.
    expect(
      (await call(app, 'GET', '/sellers/me', { storeId: store.id, token: preview })).status,
    ).toBe(401);
    const asBearer = await call(app, 'GET', '/store-preview/session', {
      storeId: store.id,
      token: preview,
    });
    expect(asBearer.status).toBe(401);
  });

  it('asks for a seller of the store: a customer, a stranger or another store’s seller gets no link', async () => {
    const store = await signedUpStore();
    const other = await signedUpStore();
    const customer = await createCustomer(db, store.id);
    const customerToken = await sessionFor(db, 'customer', customer);
    expect((await grantFor(store.id, customerToken)).status).toBe(401);
    expect((await call(app, 'POST', '/store-preview/grants', { storeId: store.id })).status).toBe(
      401,
    );
    expect((await grantFor(store.id, other.ownerToken)).status).toBe(403);
  });

  it('ends: the link after two minutes, the preview after four hours, with a newer preview, and when the seller leaves the store', async () => {
    const store = await signedUpStore();
    const late = await grantFor(store.id, store.ownerToken);
    clock = new Date(clock.getTime() + 2 * 60_000 + 1);
    expect((await redeem(store.id, grantOf(late.json.url))).status).toBe(400);

    const first = await redeem(
      store.id,
      grantOf((await grantFor(store.id, store.ownerToken)).json.url),
    );
    const second = await redeem(
      store.id,
      grantOf((await grantFor(store.id, store.ownerToken)).json.url),
    );
    expect((await check(store.id, first.json.token)).status).toBe(401);
    expect((await check(store.id, second.json.token)).status).toBe(200);
    clock = new Date(clock.getTime() + 4 * 60 * 60_000);
    expect((await check(store.id, second.json.token)).status).toBe(401);

    const admin = await createSeller(db, store.id, { role: 'admin' });
    const adminToken = await sessionFor(db, 'seller', admin, clock);
    const adminPreview = await redeem(
      store.id,
      grantOf((await grantFor(store.id, adminToken)).json.url),
    );
    expect((await check(store.id, adminPreview.json.token)).status).toBe(200);
    const removal = await call(app, 'DELETE', `/team/sellers/${admin.id}`, {
      storeId: store.id,
      token: store.ownerToken,
    });
    expect(removal.status, removal.text).toBe(204);
    expect((await check(store.id, adminPreview.json.token)).status).toBe(401);
  });
});
