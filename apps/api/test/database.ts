import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { TEMPLATE_DB, withDatabase } from './global-setup.ts';

/**
 * A migrated database of this test file's own: PGlite loaded from the run's snapshot, or on
 * PostgreSQL a fresh clone of the run's template. Close it in afterAll.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = inject('databaseUrl');
  if (url) {
    const name = `vitrine_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
    await admin.end();
    return openDatabase({ url: withDatabase(url, name), poolSize: 20 });
  }
  const snapshot = inject('pgliteSnapshot');
  if (!snapshot) throw new Error('global setup did not provide a database');
  const pglite = await createPglite('memory://', new Blob([readFileSync(snapshot)]));
  return openDatabase({ pglite });
}
