import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { preparedQuery } from '../src/db/prepared.ts';
import { stores } from '../src/db/schema/index.ts';
import { createStore } from './fixtures/catalog.ts';
import { openTestDatabase } from './database.ts';

// db/prepared.ts: a query built once runs on whatever handle it is given — the pool, or a
// transaction's own connection — so a statement inside a transaction sees that transaction's
// writes and no other's, on PGlite and on PostgreSQL.

const handle = await openTestDatabase();
afterAll(() => handle.close());
const { db } = handle;

let builds = 0;
const storeName = preparedQuery((on) => {
  builds += 1;
  return on
    .select({ name: stores.name })
    .from(stores)
    .where(eq(stores.id, sql.placeholder('id')))
    .prepare('test_store_name');
});

describe('preparedQuery', () => {
  it('runs in the transaction it is given, built once for every transaction', async () => {
    const store = await createStore(db);
    const read = (on: typeof db) =>
      storeName(on)
        .execute({ id: store.id })
        .then((rows) => rows[0]?.name);
    const before = await read(db);

    for (const name of ['Loja Renomeada', 'Outro Nome', 'Mais Um']) {
      let inside: string | undefined;
      await db
        .transaction(async (tx) => {
          await tx.update(stores).set({ name }).where(eq(stores.id, store.id));
          // The transaction's own write is what the statement reads there…
          inside = await read(tx);
          tx.rollback();
        })
        .catch(() => undefined);
      expect(inside).toBe(name);
    }

    // …and a transaction that commits shows its write afterwards on the pool.
    const inside = await db.transaction(async (tx) => {
      await tx.update(stores).set({ name: 'Loja Confirmada' }).where(eq(stores.id, store.id));
      return read(tx);
    });
    expect(inside).toBe('Loja Confirmada');
    expect(await read(db)).toBe('Loja Confirmada');
    expect(before).toBe(store.name);
    expect(builds).toBe(1);
  });

  it('reads, inside a transaction, what the transaction wrote and the pool does not yet see', async () => {
    const store = await createStore(db);
    const read = (on: typeof db) =>
      storeName(on)
        .execute({ id: store.id })
        .then((rows) => rows[0]?.name);
    let fromPool: string | undefined;
    let inside: string | undefined;
    await db
      .transaction(async (tx) => {
        await tx.update(stores).set({ name: 'Só Nesta Transação' }).where(eq(stores.id, store.id));
        inside = await read(tx);
        // PGlite has one connection: a read on the pool would wait for this transaction.
        if (handle.driver === 'postgres') fromPool = await read(db);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(inside).toBe('Só Nesta Transação');
    if (handle.driver === 'postgres') expect(fromPool).toBe(store.name);
    expect(await read(db)).toBe(store.name);
  });
});
