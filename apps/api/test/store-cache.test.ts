import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { stores } from '../src/db/schema/index.ts';
import { STORE_TTL_MS, StoreCache } from '../src/http/store-cache.ts';
import { createProduct, createStore, PAYMENT_DEFAULT } from './fixtures/catalog.ts';
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

// A read may name its store by host (X-Store-Host): the storefront asks for a product page's
// product beside the host's shell, before it knows the store's id.
describe('a read that names its store by host', () => {
  const byHost = (path: string, host: string, method = 'GET') =>
    call(app, method, path, {
      headers: { 'X-Store-Host': host },
      ...(method === 'GET' ? {} : { body: {} }),
    });

  it('reads that host’s store, and says which in X-Store-Id', async () => {
    const store = await createStore(db, { hosts: ['caneca.host.test'] });
    const product = await createProduct(db, store.id, { name: 'Caneca azul' });
    for (const host of ['caneca.host.test', 'Caneca.Host.Test:3000']) {
      const res = await byHost(`/products/${product.slug}`, host);
      expect(res.status).toBe(200);
      expect(res.json.name).toBe('Caneca azul');
      expect(res.headers.get('x-store-id')).toBe(store.id);
      expect(res.headers.get('vary')).toContain('X-Store-Host');
    }
  });

  it('never reads another store’s product through its own host', async () => {
    const mine = await createStore(db, { hosts: ['minha.host.test'] });
    const other = await createStore(db, { hosts: ['outra.host.test'] });
    const product = await createProduct(db, mine.id, { name: 'Só da minha' });
    const res = await byHost(`/products/${product.slug}`, 'outra.host.test');
    expect(res.status).toBe(404);
    expect(res.headers.get('x-store-id')).not.toBe(mine.id);
    expect(other.id).not.toBe(mine.id);
  });

  it('the id wins over the host when a read names both', async () => {
    const named = await createStore(db, { name: 'Pelo id', hosts: ['pelo-host.host.test'] });
    const other = await createStore(db, { name: 'Pelo host', hosts: ['outro-host.host.test'] });
    const res = await call(app, 'GET', '/stores/current', {
      storeId: named.id,
      headers: { 'X-Store-Host': 'outro-host.host.test' },
    });
    expect(res.json.name).toBe('Pelo id');
    expect(res.headers.get('x-store-id')).toBe(named.id);
    expect(other.id).not.toBe(named.id);
  });

  it('refuses an unknown host (404), a host no DNS name could be (400), and a write by host (400)', async () => {
    const unknown = await byHost('/stores/current', 'ninguem.host.test');
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe('store_not_found');
    for (const bad of ['loja com espaço.test', 'x'.repeat(254), "a'b.test"]) {
      const res = await byHost('/stores/current', bad);
      expect(res.status, bad).toBe(400);
      expect(res.json.code).toBe('store_required');
    }
    await createStore(db, { hosts: ['escrita.host.test'] });
    const write = await byHost('/cart', 'escrita.host.test', 'POST');
    expect(write.status).toBe(400);
    expect(write.json.code).toBe('store_required');
  });

  it('shows the catalog of an open store only, as a read by id does', async () => {
    const store = await createStore(db, { hosts: ['rascunho.host.test'] });
    const product = await createProduct(db, store.id, { name: 'Ainda não' });
    await db.update(stores).set({ status: 'draft' }).where(eq(stores.id, store.id));
    const res = await byHost(`/products/${product.slug}`, 'rascunho.host.test');
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('store_not_open');
  });

  it('sees a store edited in the database once its kept row expires, as by id', async () => {
    const store = await createStore(db, { name: 'Antes', hosts: ['editada.host.test'] });
    expect((await byHost('/stores/current', 'editada.host.test')).json.name).toBe('Antes');
    await db.update(stores).set({ name: 'Depois' }).where(eq(stores.id, store.id));
    expect((await byHost('/stores/current', 'editada.host.test')).json.name).toBe('Antes');
    later(STORE_TTL_MS + 1);
    expect((await byHost('/stores/current', 'editada.host.test')).json.name).toBe('Depois');
  });
});

describe('a read by host while the host’s shell is being read', () => {
  it('waits for the shell’s row instead of asking the database again', async () => {
    const store = await createStore(db, { name: 'Do banco', hosts: ['casca.share.test'] });
    const cache = new StoreCache(db, () => clock);
    const [row] = await db.select().from(stores).where(eq(stores.id, store.id));
    let give = (_: typeof row) => {};
    const shell = new Promise<typeof row>((resolve) => (give = resolve));
    cache.share(
      'casca.share.test',
      shell.then((found) => found ?? null),
    );
    const read = cache.getByHost('casca.share.test');
    // The row the shell read, told apart from the database's by its name.
    give({ ...row!, name: 'Da casca' });
    expect((await read)?.name).toBe('Da casca');
    // And kept, for the reads by host and by id that follow.
    expect((await cache.getByHost('casca.share.test'))?.name).toBe('Da casca');
    expect((await cache.get(store.id))?.name).toBe('Da casca');
  });

  it('asks the database itself when the shell’s read fails', async () => {
    await createStore(db, { name: 'Do banco', hosts: ['falhou.share.test'] });
    const cache = new StoreCache(db, () => clock);
    cache.share('falhou.share.test', Promise.reject(new Error('the shell failed')));
    expect((await cache.getByHost('falhou.share.test'))?.name).toBe('Do banco');
  });
});
