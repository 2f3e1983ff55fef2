import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { JOB_SCHEMA, openDatabase } from '../src/db/client.ts';
import { QUEUE_NAMES } from '../src/jobs/queues.ts';
import { withDatabase } from './global-setup.ts';

// Replicas started together on a new PostgreSQL database (a deployment's first rollout, a
// cluster's start) each run the migrations: one at a time, so none fails on the migrations'
// own table, nor on pg-boss's create_queue of a queue new to both (a deadlock, ci95). Only in
// the PostgreSQL pass: PGlite is one process.

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('migrations started by several processes at once', () => {
  const name = `vitrine_together_${randomBytes(6).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await client.query(text);
    } finally {
      await client.end();
    }
  };
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('all succeed on a new database, and leave it migrated once', async () => {
    await admin(`CREATE DATABASE ${name}`);
    const handles = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ url: withDatabase(url!, name) })),
    );
    try {
      const started = await Promise.allSettled(handles.map((handle) => handle.migrate()));
      expect(started.map((one) => one.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const client = new pg.Client({ connectionString: withDatabase(url!, name) });
      await client.connect();
      try {
        const applied = await client.query(
          'select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash',
        );
        expect(applied.rows.length).toBeGreaterThan(40);
        expect(applied.rows.every((row: { times: number }) => row.times === 1)).toBe(true);
        const queues = await client.query(`select name from ${JOB_SCHEMA}.queue`);
        const made = queues.rows.map((row: { name: string }) => row.name);
        expect(made).toEqual(expect.arrayContaining([...QUEUE_NAMES]));
      } finally {
        await client.end();
      }
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });
});
