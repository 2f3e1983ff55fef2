import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
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
  // A Blob backed by the file, not by a Buffer read first: PGlite reads the 40 MB tarball as a
  // stream, and Node streams a Buffer's Blob in small copied chunks (measured: ~0.5 s of CPU
  // more per file, some 60 files a pass).
  // 16 MB of shared buffers, not PostgreSQL's 128 MB: a test file's data fits many times over,
  // and PGlite's start prepares every buffer (measured: 1.0 s of CPU a file instead of 1.6 s).
  const pglite = await createPglite('memory://', await openAsBlob(snapshot), [
    'shared_buffers=16MB',
  ]);
  return openDatabase({ pglite });
}
