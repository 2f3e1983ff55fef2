import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createPglite, openDatabase, type Database } from '../src/db/client.ts';
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

  // The benches open PGlite and PostgreSQL in one process: a query first built on one driver
  // must not be copied onto the other's client (PGlite's prepared query on a pg.Client fails
  // with "callback is not a function").
  it.runIf(inject('databaseUrl'))(
    'keeps each driver its own query in a process with both',
    async () => {
      const other = await openDatabase({ pglite: await createPglite('memory://') });
      try {
        const notes = pgTable('test_prepared_notes', { id: integer().primaryKey(), body: text() });
        const note = preparedQuery((on) =>
          on
            .select({ body: notes.body })
            .from(notes)
            .where(eq(notes.id, sql.placeholder('id')))
            .prepare('test_prepared_note'),
        );
        const read = (on: Database) =>
          note(on)
            .execute({ id: 1 })
            .then((rows) => rows[0]?.body);
        for (const [on, body] of [
          [other.db, 'no PGlite'],
          [db, 'no PostgreSQL'],
        ] as const) {
          await on.execute(
            sql`create table test_prepared_notes (id integer primary key, body text)`,
          );
          await on.execute(sql`insert into test_prepared_notes values (1, ${body})`);
        }
        expect(await read(other.db)).toBe('no PGlite');
        expect(await read(db)).toBe('no PostgreSQL');
        expect(await db.transaction((tx) => read(tx))).toBe('no PostgreSQL');
      } finally {
        await other.close();
      }
    },
  );
});
