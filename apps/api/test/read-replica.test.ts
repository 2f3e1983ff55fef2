import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { products } from '../src/db/schema/index.ts';
import { buildDeps } from '../src/deps.ts';
import { createLogger } from '../src/logger.ts';
import { createAddress, createCustomer, sessionFor } from './fixtures/accounts.ts';
import { createProduct } from './fixtures/catalog.ts';
import { placeOrder } from './fixtures/orders.ts';
import { storeWithSeller } from './fixtures/seller-store.ts';
import { call } from './harness.ts';
import { startReplicatedPostgres } from './servers/replicated-postgres.ts';

// DATABASE_REPLICA_URL: the public catalog's reads on a PostgreSQL streaming replica, a real
// one (Debian's PostgreSQL: a primary and a hot standby made by pg_basebackup, on loopback).
// The replica is held behind (its WAL replay paused) to tell where each read went: the public
// pages show what it has; a seller, a shopper with a session and every write see the primary.
// Only in the PostgreSQL pass: it starts servers of its own either way.

describe.runIf(process.env.TEST_DATABASE_URL)('a read replica for the public catalog', async () => {
  // Registered before the first await: a hook an async describe adds after one was not run
  // (ci83–ci85 each left this file's two servers running). The worker's exit stops them too.
  const pools: Array<{ close(): Promise<unknown> }> = [];
  let stopServers = () => {};
  process.once('exit', () => stopServers());
  afterAll(async () => {
    // The servers first: a pool that does not close in time (a loaded full run) must not leave
    // two PostgreSQL servers running after the suite (ci70 and ci71 did).
    stopServers();
    await Promise.allSettled(pools.map((pool) => pool.close()));
  });
  const servers = await startReplicatedPostgres();
  stopServers = () => servers.stop();
  await servers.createDatabase('vitrine_replica');
  const urls = servers.urlsOf('vitrine_replica');
  const primary = await openDatabase({ url: urls.primary });
  pools.push(primary);
  await primary.migrate();
  await servers.caughtUp();
  const replica = await openDatabase({ url: urls.replica });
  pools.push(replica);
  const config = testConfig({ DATABASE_URL: urls.primary, DATABASE_REPLICA_URL: urls.replica });
  const db = primary.db;
  const deps = buildDeps({
    db,
    catalogDb: replica.db,
    config,
    logger: createLogger(config),
    now: () => new Date(),
  });
  const app = createApp(deps);

  const rename = (id: string, name: string) =>
    db.update(products).set({ name }).where(eq(products.id, id));

  it('is a hot standby streaming from the primary, and part of the API’s readiness', async () => {
    expect(await servers.isStandby()).toBe(true);
    const ready = await call(app, 'GET', '/readyz');
    expect(ready.json).toMatchObject({
      status: 'ready',
      checks: { database: 'ok', replica: 'ok' },
    });
  });

  it('serves the public pages from the replica; a seller and a shopper read the primary', async () => {
    const { storeId, token: sellerToken } = await storeWithSeller(db);
    const product = await createProduct(db, storeId, { name: 'Vaso Azul de Cerâmica' });
    const customer = await createCustomer(db, storeId);
    const shopperToken = await sessionFor(db, 'customer', customer);
    await servers.caughtUp();
    const page = (token?: string) =>
      call(app, 'GET', `/products/${product.slug}`, { storeId, ...(token ? { token } : {}) });
    expect((await page()).json.name).toBe('Vaso Azul de Cerâmica');

    // The replica held behind: a change on the primary it has not replayed yet.
    await servers.pauseReplay();
    try {
      await rename(product.id, 'Vaso Verde de Cerâmica');
      // Everyone's page and search: the replica's (what it had).
      expect((await page()).json.name).toBe('Vaso Azul de Cerâmica');
      const search = await call(app, 'GET', '/search?q=vaso', { storeId });
      expect(JSON.stringify(search.json)).toContain('Vaso Azul');
      expect(JSON.stringify(search.json)).not.toContain('Vaso Verde');
      // The seller's own catalog, and a shopper with a session: the primary's.
      const office = await call(app, 'GET', `/catalog/products/${product.id}`, {
        storeId,
        token: sellerToken,
      });
      expect(JSON.stringify(office.json)).toContain('Vaso Verde de Cerâmica');
      expect((await page(shopperToken)).json.name).toBe('Vaso Verde de Cerâmica');
    } finally {
      await servers.resumeReplay();
    }
    await servers.caughtUp();
    expect((await page()).json.name).toBe('Vaso Verde de Cerâmica');
  });

  it('places an order and lists it to its shopper while the replica is behind', async () => {
    const { storeId } = await storeWithSeller(db);
    const product = await createProduct(db, storeId, {
      name: 'Mochila Urbana',
      variations: [{ priceCents: 24990, stock: 5 }],
    });
    const customer = await createCustomer(db, storeId);
    const token = await sessionFor(db, 'customer', customer);
    const address = await createAddress(db, storeId, customer.id);
    await servers.caughtUp();
    await servers.pauseReplay();
    try {
      const order = await placeOrder(app, {
        storeId,
        token,
        code: product.code,
        variation: product.variations[0]!.code,
        addressId: address.id,
      });
      const mine = await call(app, 'GET', '/orders', { storeId, token });
      expect(mine.status).toBe(200);
      expect(JSON.stringify(mine.json)).toContain(order.code);
    } finally {
      await servers.resumeReplay();
    }
  });
});
