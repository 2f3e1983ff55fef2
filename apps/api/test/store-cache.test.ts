import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { stores } from '../src/db/schema/index.ts';
import { STORE_TTL_MS } from '../src/http/store-cache.ts';
import { createStore, PAYMENT_DEFAULT } from './fixtures/catalog.ts';
import { call, createTestApp } from './harness.ts';

// The store of the X-Store-Id header, read once per replica for STORE_TTL_MS on reads
// (http/store-cache.ts); writes always read it from the database.
let clock = new Date('2026-11-27T12:00:00Z');
const { app, db } = await createTestApp({ now: () => clock });
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

const current = (storeId: string) => call(app, 'GET', '/stores/current', { storeId });

describe('the store of a request', () => {
  it('shows a store edited in the database once its cached row expires', async () => {
    const store = await createStore(db, { name: 'Antes' });
    expect((await current(store.id)).json.name).toBe('Antes');
    await db.update(stores).set({ name: 'Depois' }).where(eq(stores.id, store.id));
    later(STORE_TTL_MS - 1);
    expect((await current(store.id)).json.name).toBe('Antes');
    later(2);
    expect((await current(store.id)).json.name).toBe('Depois');
  });

  it('keeps the row GET /stores/by-host read: the reads with its id that follow use it', async () => {
    // A page of a store the storefront does not keep asks by-host, then the catalog, pages and
    // menu with the store's id: the store is read once for all of them.
    const store = await createStore(db, { name: 'Antes', hosts: ['guardada.cache.test'] });
    const byHost = await call(app, 'GET', '/stores/by-host?host=guardada.cache.test');
    expect(byHost.json.data.name).toBe('Antes');
    await db.update(stores).set({ name: 'Depois' }).where(eq(stores.id, store.id));
    expect((await current(store.id)).json.name).toBe('Antes');
    later(STORE_TTL_MS + 1);
    expect((await current(store.id)).json.name).toBe('Depois');
  });

  it('reads the store afresh for a write, whatever reads still keep', async () => {
    const store = await createStore(db);
    expect((await current(store.id)).status).toBe(200);
    await db.delete(stores).where(eq(stores.id, store.id));
    // A read within the bound may still be answered from the kept row…
    expect((await current(store.id)).status).toBe(200);
    // …a write never is: the store is gone.
    const write = await call(app, 'POST', '/cart', { storeId: store.id, body: {} });
    expect(write.status).toBe(404);
    expect(write.json.code).toBe('store_not_found');
    later(STORE_TTL_MS + 1);
    expect((await current(store.id)).json.code).toBe('store_not_found');
  });

  it('never keeps a store that does not exist: one created next is served at once', async () => {
    const id = randomUUID();
    expect((await current(id)).status).toBe(404);
    await db
      .insert(stores)
      .values({ id, slug: `nova-${id}`, name: 'Nova', paymentDefault: PAYMENT_DEFAULT });
    const res = await current(id);
    expect(res.status).toBe(200);
    expect(res.json.name).toBe('Nova');
  });
});
