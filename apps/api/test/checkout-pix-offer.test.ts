import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stores } from '../src/db/schema/index.ts';
import { createAddress, createCustomer, createSeller, sessionFor } from './fixtures/accounts.ts';
import { createProduct, createStore } from './fixtures/catalog.ts';
import { addToCart } from './fixtures/orders.ts';
import { call, createTestApp } from './harness.ts';

// A store's pix is paid to its own key: GET /checkout/quote says whether pix is offered (the pay
// page offers it by that), so does the store's public data (a product's price says "no pix" by
// it, never showing the key), and POST /orders keeps refusing pix without a key.
const { app, db } = await createTestApp();

/** A store with no pix key (only cards set up), its owner, and a shopper with a lamp in the cart. */
async function storeWithoutPixKey() {
  const store = await createStore(db);
  await db.update(stores).set({ pixKey: '' }).where(eq(stores.id, store.id));
  const owner = {
    storeId: store.id,
    token: await sessionFor(db, 'seller', await createSeller(db, store.id)),
  };
  const customer = await createCustomer(db, store.id, { firstName: 'Lúcia', lastName: 'Prado' });
  const address = await createAddress(db, store.id, customer.id);
  const shopper = { storeId: store.id, token: await sessionFor(db, 'customer', customer) };
  const product = await createProduct(db, store.id, {
    name: 'Luminária de Mesa',
    variations: [{ priceCents: 18990, stock: 5 }],
  });
  await addToCart(app, { ...shopper, code: product.code, variation: product.variations[0]!.code });
  const quote = () => call(app, 'GET', '/checkout/quote', shopper);
  const orderByPix = () =>
    call(app, 'POST', '/orders', {
      ...shopper,
      body: { address_id: address.id, payment_method: 'pix' },
    });
  const publicData = async () =>
    (await call(app, 'GET', `/stores/by-host?host=${store.hosts[0]}`)).json.data;
  return { owner, quote, orderByPix, publicData };
}

describe('pix offered by GET /checkout/quote', () => {
  it('says no pix for a store without a key, and POST /orders still refuses it', async () => {
    const shop = await storeWithoutPixKey();
    const quote = await shop.quote();
    expect(quote.status, quote.text).toBe(200);
    expect(quote.json.pix_offered).toBe(false);
    expect(await shop.publicData()).toMatchObject({ pix_offered: false });
    const refused = await shop.orderByPix();
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      code: 'pix_unavailable',
      message: 'Esta loja não recebe por pix no momento.',
    });
  });

  it('says pix once the owner sets the key, and the order by pix is then placed', async () => {
    const shop = await storeWithoutPixKey();
    expect((await shop.quote()).json.pix_offered).toBe(false);
    const saved = await call(app, 'PUT', '/settings/payments/pix-key', {
      ...shop.owner,
      body: { type: 'email', key: 'pix@loja.test' },
    });
    expect(saved.status, saved.text).toBe(200);
    const quote = await shop.quote();
    expect(quote.status, quote.text).toBe(200);
    expect(quote.json.pix_offered).toBe(true);
    const data = await shop.publicData();
    expect(data).toMatchObject({ pix_offered: true });
    expect(JSON.stringify(data)).not.toContain('pix@loja.test');
    const placed = await shop.orderByPix();
    expect(placed.status, placed.text).toBe(201);
    expect(placed.json.payment_method).toBe('pix');
  });
});
