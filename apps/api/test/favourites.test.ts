import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerConsents, emailOutbox, favourites, products } from '../src/db/schema/index.ts';
import { checkFavouritePrices } from '../src/features/favourites/price-drop.ts';
import { createCustomer, createSeller, sessionFor } from './fixtures/accounts.ts';
import { createProduct, createStore } from './fixtures/catalog.ts';
import { csvFile, newCatalogShop, uploadCsv } from './fixtures/catalog-csv.ts';
import { call, createTestApp } from './harness.ts';

// Favourites on both databases (TEST_DATABASE_URL for PostgreSQL): the list with prices and
// stock now, add and remove (each idempotent), the hearts' lookup, tenancy, and the price-drop
// e-mail — one per drop to each shopper who opted in, none twice, none to one who did not.

const { app, db, deps } = await createTestApp();

type Customer = Awaited<ReturnType<typeof createCustomer>>;
let store: Awaited<ReturnType<typeof createStore>>;
let otherStore: Awaited<ReturnType<typeof createStore>>;
let sellerToken: string;

beforeAll(async () => {
  store = await createStore(db);
  otherStore = await createStore(db);
  sellerToken = await sessionFor(db, 'seller', await createSeller(db, store.id));
});

async function shopper(storeId = store.id) {
  const customer = await createCustomer(db, storeId);
  return { customer, token: await sessionFor(db, 'customer', customer), storeId };
}
type Shopper = Awaited<ReturnType<typeof shopper>>;

const as = (who: Shopper, method: string, path: string, body?: unknown) =>
  call(app, method, path, { storeId: who.storeId, token: who.token, body });

const productBody = (name: string, price: number, stock = 5) => ({
  name,
  status: 'active',
  variations: [
    { code: `${name.toUpperCase().replace(/\W+/g, '-')}-1`, price, stock, weight_grams: 300 },
  ],
});

/** A product made and re-priced through the office's save, as a seller does it. */
async function officeProduct(name: string, price: number) {
  const res = await call(app, 'POST', '/catalog/products', {
    storeId: store.id,
    token: sellerToken,
    body: productBody(name, price),
  });
  expect(res.status, res.text).toBe(201);
  const id = res.json._id as string;
  return {
    id,
    setPrice: async (next: number) => {
      const put = await call(app, 'PUT', `/catalog/products/${id}`, {
        storeId: store.id,
        token: sellerToken,
        body: productBody(name, next),
      });
      expect(put.status, put.text).toBe(200);
    },
  };
}

const emailsTo = (customer: Customer) =>
  db
    .select()
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.to, customer.email), eq(emailOutbox.template, 'favourite_price_drop')),
    );

describe('favourites', () => {
  it('adds (twice is once), lists with price, stock and image, looks up, removes (twice is once)', async () => {
    const ana = await shopper();
    const vase = await createProduct(db, store.id, {
      name: 'Vaso Azul',
      variations: [{ priceCents: 7990, compareAtPriceCents: 9990, stock: 3 }],
    });
    const lamp = await createProduct(db, store.id, { name: 'Luminária' });
    expect((await as(ana, 'PUT', `/customers/me/favourites/${vase.id}`)).status).toBe(204);
    expect((await as(ana, 'PUT', `/customers/me/favourites/${vase.id}`)).status).toBe(204);
    const list = await as(ana, 'GET', '/customers/me/favourites');
    expect(list.status).toBe(200);
    expect(list.json.items).toHaveLength(1);
    expect(list.json.items[0]).toMatchObject({
      product_id: vase.id,
      available: true,
      variation: vase.variations[0]!.code,
      product: { name: 'Vaso Azul', slug: vase.slug },
    });
    expect(list.json.items[0].product).toMatchObject({ price_min: 79.9, compare_at_price: 99.9 });
    expect(list.json.items[0].product.image.src).toContain('products/x.svg');

    const lookup = await as(ana, 'POST', '/customers/me/favourites/lookup', {
      product_ids: [vase.id, lamp.id],
    });
    expect(lookup.json).toEqual({ product_ids: [vase.id] });

    expect((await as(ana, 'DELETE', `/customers/me/favourites/${vase.id}`)).status).toBe(204);
    expect((await as(ana, 'DELETE', `/customers/me/favourites/${vase.id}`)).status).toBe(204);
    expect((await as(ana, 'GET', '/customers/me/favourites')).json.items).toEqual([]);
  });

  it('keeps an archived or sold-out favourite as unavailable, and refuses to add one off the store', async () => {
    const bia = await shopper();
    const product = await officeProduct('Caneca Listrada', 30);
    await as(bia, 'PUT', `/customers/me/favourites/${product.id}`);
    const archived = await call(app, 'PUT', `/catalog/products/${product.id}`, {
      storeId: store.id,
      token: sellerToken,
      body: { ...productBody('Caneca Listrada', 30), status: 'archived' },
    });
    expect(archived.status).toBe(200);
    const soldOut = await createProduct(db, store.id, {
      name: 'Prato Esgotado',
      variations: [{ priceCents: 4500, stock: 0 }],
    });
    await as(bia, 'PUT', `/customers/me/favourites/${soldOut.id}`);
    const items = (await as(bia, 'GET', '/customers/me/favourites')).json.items;
    expect(items.map((item: { product_id: string; available: boolean }) => item)).toEqual([
      expect.objectContaining({ product_id: soldOut.id, available: false }),
      expect.objectContaining({ product_id: product.id, available: false }),
    ]);
    const draft = await createProduct(db, store.id, { name: 'Rascunho', status: 'draft' });
    const res = await as(bia, 'PUT', `/customers/me/favourites/${draft.id}`);
    expect(res.status).toBe(404);
    // Removing what is off the store still works.
    expect((await as(bia, 'DELETE', `/customers/me/favourites/${product.id}`)).status).toBe(204);
  });

  it("never shows another shopper's or another store's favourites, nor takes another store's product", async () => {
    const [carla, duda, elsa] = [await shopper(), await shopper(), await shopper(otherStore.id)];
    const product = await createProduct(db, store.id, { name: 'Cesto' });
    const foreign = await createProduct(db, otherStore.id, { name: 'Cesto de Outra' });
    await as(carla, 'PUT', `/customers/me/favourites/${product.id}`);
    expect((await as(duda, 'GET', '/customers/me/favourites')).json.items).toEqual([]);
    expect(
      (await as(duda, 'POST', '/customers/me/favourites/lookup', { product_ids: [product.id] }))
        .json.product_ids,
    ).toEqual([]);
    expect((await as(elsa, 'GET', '/customers/me/favourites')).json.items).toEqual([]);
    // Carla's session at the other store: refused, whatever it asks.
    const cross = await call(app, 'GET', '/customers/me/favourites', {
      storeId: otherStore.id,
      token: carla.token,
    });
    expect(cross.status).toBe(403);
    expect((await as(carla, 'PUT', `/customers/me/favourites/${foreign.id}`)).status).toBe(404);
    expect((await as(elsa, 'DELETE', `/customers/me/favourites/${product.id}`)).status).toBe(404);
    expect((await as(carla, 'GET', '/customers/me/favourites')).json.items).toHaveLength(1);
  });
});

describe('price-drop e-mails', () => {
  it('records the consent when, how and with what wording; asking twice records once', async () => {
    const fabi = await shopper();
    expect((await as(fabi, 'GET', '/customers/me/price-alerts')).json).toEqual({
      enabled: false,
      since: null,
    });
    const on = await as(fabi, 'PUT', '/customers/me/price-alerts', { enabled: true });
    expect(on.json.enabled).toBe(true);
    await as(fabi, 'PUT', '/customers/me/price-alerts', { enabled: true });
    const rows = await db
      .select()
      .from(customerConsents)
      .where(eq(customerConsents.customerId, fabi.customer.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      purpose: 'price_drop_emails',
      granted: true,
      source: 'account',
    });
    expect(rows[0]!.wording).toContain('baixar');
    expect((await as(fabi, 'GET', '/customers/me/price-alerts')).json.since).toBe(on.json.since);
  });

  it('e-mails each opted-in shopper once per drop, none twice, none to who did not opt in', async () => {
    const [gabi, helo, ivo] = [await shopper(), await shopper(), await shopper()];
    await as(gabi, 'PUT', '/customers/me/price-alerts', { enabled: true });
    await as(helo, 'PUT', '/customers/me/price-alerts', { enabled: true });
    const product = await officeProduct('Luminária de Mesa', 200);
    for (const who of [gabi, helo, ivo]) {
      expect((await as(who, 'PUT', `/customers/me/favourites/${product.id}`)).status).toBe(204);
    }

    await product.setPrice(150); // the save queues the check; the harness runs it
    for (const who of [gabi, helo]) {
      const sent = await emailsTo(who.customer);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.subject).toContain('Luminária de Mesa');
      expect(sent[0]!.text).toContain('R$ 200,00');
      expect(sent[0]!.text).toContain('R$ 150,00');
      expect(sent[0]!.text).toMatch(/\/avisos-de-preco\/cancelar\/[\w-]{40,}/);
    }
    expect(await emailsTo(ivo.customer)).toHaveLength(0);

    // The job again, and a save that changes no price: nothing new.
    expect(await checkFavouritePrices(deps, product.id)).toBe(0);
    await product.setPrice(150);
    expect(await emailsTo(gabi.customer)).toHaveLength(1);

    // A rise is silent; the fall after it is a new drop.
    await product.setPrice(180);
    expect(await emailsTo(gabi.customer)).toHaveLength(1);
    await product.setPrice(120);
    expect(await emailsTo(gabi.customer)).toHaveLength(2);
    expect(await emailsTo(ivo.customer)).toHaveLength(0);
  });

  it('turns the e-mails off in one click from the e-mail, recorded; a bad or foreign token is a 404', async () => {
    const juca = await shopper();
    await as(juca, 'PUT', '/customers/me/price-alerts', { enabled: true });
    const product = await officeProduct('Cadeira Dobrável', 300);
    await as(juca, 'PUT', `/customers/me/favourites/${product.id}`);
    await product.setPrice(250);
    const [sent] = await emailsTo(juca.customer);
    const token = /\/avisos-de-preco\/cancelar\/([\w-]+)/.exec(sent!.text)![1]!;

    const foreign = await call(app, 'POST', '/price-alerts/unsubscribe', {
      storeId: otherStore.id,
      body: { token },
    });
    expect(foreign.status).toBe(404);
    const bad = await call(app, 'POST', '/price-alerts/unsubscribe', {
      storeId: store.id,
      body: { token: 'x'.repeat(43) },
    });
    expect(bad.status).toBe(404);
    for (let click = 0; click < 2; click++) {
      const off = await call(app, 'POST', '/price-alerts/unsubscribe', {
        storeId: store.id,
        body: { token },
      });
      expect(off.status).toBe(200);
      expect(off.json).toEqual({ enabled: false, since: null });
    }
    const consents = await db
      .select()
      .from(customerConsents)
      .where(eq(customerConsents.customerId, juca.customer.id));
    expect(consents.map((row) => [row.granted, row.source])).toEqual([
      [true, 'account'],
      [false, 'email_link'],
    ]);
    await product.setPrice(200);
    expect(await emailsTo(juca.customer)).toHaveLength(1);
    // The mark still followed the drop: opting in again does not e-mail an old one.
    const [mark] = await db
      .select({ cents: favourites.priceMarkCents })
      .from(favourites)
      .where(eq(favourites.customerId, juca.customer.id));
    expect(mark?.cents).toBe(20000);
  });

  it('e-mails a drop the catalog spreadsheet makes, as the office form does', async () => {
    const shop = await newCatalogShop(db);
    const header = [
      'Tipo',
      'Código do produto',
      'Nome',
      'Status',
      'Categoria',
      'SKU',
      'Preço',
      'Estoque',
    ];
    const sheet = (price: string) =>
      csvFile(header, [
        ['produto', 'CAM-FAV', 'Camiseta Favorita', 'ativo', 'Camisetas', 'CF-1', price, '5'],
      ]);
    const importAt = async (price: string) => {
      const { status, json } = await uploadCsv(app, shop.auth, sheet(price));
      expect(status, JSON.stringify(json)).toBe(202);
      const applied = await call(app, 'POST', `/catalog/imports/${json._id}/apply`, shop.auth);
      expect(applied.status, applied.text).toBe(202);
    };
    await importAt('100,00');
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.storeId, shop.storeId), eq(products.code, 'CAM-FAV')));
    const kiko = await shopper(shop.storeId);
    await as(kiko, 'PUT', '/customers/me/price-alerts', { enabled: true });
    expect((await as(kiko, 'PUT', `/customers/me/favourites/${row!.id}`)).status).toBe(204);

    await importAt('79,90');
    const sent = await emailsTo(kiko.customer);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('R$ 79,90');
    await importAt('79,90'); // the same file again: nothing changes, nothing sent
    expect(await emailsTo(kiko.customer)).toHaveLength(1);
  });
});
