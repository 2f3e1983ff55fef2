import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { buildDeps } from '../src/deps.ts';
import { isQueryCanceled } from '../src/lib/pg-errors.ts';
import { createLogger } from '../src/logger.ts';
import { createStore } from './fixtures/catalog.ts';
import { call, createTestApp } from './harness.ts';

// On PostgreSQL a request's statement has a limit (DB_STATEMENT_TIMEOUT_MS): past it the
// database cancels it and the API answers 503 `database_timeout` — one slow search no longer
// holds a connection for minutes. PGlite has one connection and no such setting: PostgreSQL only.

const { db, driver } = await createTestApp();
/** This file's own database, through a pool whose statements may take 300 ms. */
async function boundedPool() {
  const pool = (db as unknown as { $client: { options: { connectionString: string } } }).$client;
  return openDatabase({ url: pool.options.connectionString, statementTimeoutMs: 300 });
}

describe.skipIf(driver !== 'postgres')('a statement past its limit', () => {
  let bounded: Awaited<ReturnType<typeof boundedPool>>;
  beforeAll(async () => {
    bounded = await boundedPool();
  });
  afterAll(() => bounded?.close());

  it('is cancelled by the database, and the error says so', async () => {
    const error = await bounded.db.execute(sql`select pg_sleep(2)`).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(isQueryCanceled(error)).toBe(true);
    // The pool's limit is per statement: a quick one goes through.
    const quick = (await bounded.db.execute(sql`select 1 as one`)) as unknown as {
      rows: unknown[];
    };
    expect(quick.rows).toEqual([{ one: 1 }]);
  });

  it('answers the request 503 database_timeout (a table locked longer than the limit)', async () => {
    const store = await createStore(db);
    const config = testConfig();
    const app = createApp(
      buildDeps({ db: bounded.db, config, logger: createLogger(config), now: () => new Date() }),
    );
    // Another connection holds the stores table: the request's read waits past its limit.
    await db.transaction(async (tx) => {
      await tx.execute(sql`lock table stores in access exclusive mode`);
      const res = await call(app, 'GET', '/stores/current', { storeId: store.id });
      expect(res.status).toBe(503);
      expect(res.json).toEqual({
        code: 'database_timeout',
        message: 'A loja demorou demais para responder. Tente de novo em instantes.',
      });
      expect(res.headers.get('retry-after')).toBe('5');
    });
  });
});

// The API's pool plans no parallel worker (db/client.ts): a worker's start cost a one-word
// search's page more than the page itself.
describe.skipIf(driver !== 'postgres')("the API's pool", () => {
  it('plans no parallel worker, even where parallel plans cost nothing', async () => {
    await db.execute(sql`create table parallel_probe as select g from generate_series(1, 1000) g`);
    await db.execute(sql`analyze parallel_probe`);
    const plan = await db.transaction(async (tx) => {
      // Parallel plans made free: PostgreSQL would gather this scan with two workers.
      for (const setting of [
        'parallel_setup_cost = 0',
        'parallel_tuple_cost = 0',
        'min_parallel_table_scan_size = 0',
      ]) {
        await tx.execute(sql.raw(`set local ${setting}`));
      }
      const result = (await tx.execute(
        sql`explain select count(*) from parallel_probe`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('Seq Scan on parallel_probe');
    expect(plan).not.toMatch(/Gather|Parallel/);
  });
});
