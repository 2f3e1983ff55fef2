import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import {
  emailAccountQuery,
  slugTakenQuery,
  slugsStartingWithQuery,
} from '../src/features/store-sign-up/reads.ts';
import { createSeller } from './fixtures/accounts.ts';
import { createStore } from './fixtures/catalog.ts';
import { createTestApp } from './harness.ts';

// What the sign-up and its live check read grows with the number of stores only through an
// index: a plan that scans a whole table costs every sign-up and every keystroke's check more
// with each store the platform opens (`pnpm bench:stores` measured 35 ms at 10,000 stores).

const { db } = await createTestApp();

/** PostgreSQL's plan for `query`, with sequential scans priced out (a test's tables are tiny). */
async function planOf(query: { getSQL: () => ReturnType<typeof sql> }): Promise<string> {
  return db.transaction(async (tx: Database) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql`explain (costs off) ${query.getSQL()}`)) as unknown as {
      rows: Record<string, string>[];
    };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

describe('the slug check', () => {
  it('probes the slug and the host by their unique indexes, never every store', async () => {
    const store = await createStore(db, { hosts: ['sondada.plano.test'] });
    const plan = await planOf(slugTakenQuery(db, store.slug, 'sondada.plano.test'));
    // Each table reached through its index by the value (an Index Cond), not read whole and
    // filtered (a Seq Scan, or an index walked end to end under a Filter).
    expect(plan).toMatch(/stores_slug_unique on stores\s+Index Cond: \(slug = /);
    expect(plan).toMatch(/store_hosts_pkey on store_hosts\s+Index Cond: \(host = /);
    expect(plan).not.toMatch(/Seq Scan|Filter:/);
  });
});

describe('the slug proposal', () => {
  it('reads the slugs starting with the name’s as a range of an index in byte order, whatever the collation', async () => {
    await createStore(db);
    const plan = await planOf(slugsStartingWithQuery(db, 'atelie-da-ana'));
    expect(plan).toMatch(/stores_slug_unique on stores/);
    expect(plan).toMatch(
      /Index Cond: \(\(slug ~>=~ 'atelie-da-ana'::text\) AND \(slug ~<~ 'atelie-da-anb'::text\)\)/,
    );
    expect(plan).not.toMatch(/Seq Scan/);
  });
});

describe('one e-mail, one account', () => {
  it('finds a seller by e-mail alone through an index, not by every store’s sellers', async () => {
    const store = await createStore(db);
    const seller = await createSeller(db, store.id);
    const plan = await planOf(emailAccountQuery(db, seller.email));
    expect(plan).toMatch(/sellers_email_idx on sellers\s+Index Cond: \(email = /);
    expect(plan).not.toMatch(/Seq Scan|Filter:/);
  });
});
