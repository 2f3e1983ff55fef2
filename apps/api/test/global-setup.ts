import type { TestProject } from 'vitest/node';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createPglite, openDatabase } from '../src/db/client.ts';

export const TEMPLATE_DB = 'vitrine_test_template';

/**
 * Migrates one database per run and hands it to every test file: on PGlite a dumped data
 * directory (loading it takes a fraction of a fresh initdb), on PostgreSQL
 * (TEST_DATABASE_URL) a template database each file clones.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const handle = await openDatabase({ url: withDatabase(url, TEMPLATE_DB), poolSize: 1 });
    await handle.migrate();
    await handle.close();
    project.provide('databaseUrl', url);
    return async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      const { rows } = await cleanup.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE 'vitrine_test_%'`,
      );
      for (const row of rows)
        await cleanup.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await cleanup.end();
    };
  }

  const pglite = await createPglite('memory://');
  const handle = await openDatabase({ pglite });
  await handle.migrate();
  const dump = await pglite.dumpDataDir('none');
  await handle.close();
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-test-'));
  const file = join(dir, 'snapshot.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot?: string;
    databaseUrl?: string;
  }
}
