import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { JOB_SCHEMA } from '../src/db/client.ts';
import { buildDeps } from '../src/deps.ts';
import { createLogger } from '../src/logger.ts';
import { openTestDatabase } from './database.ts';
import { call, createTestApp } from './harness.ts';

// The API's probes (`/healthz`, `/readyz`): ready when its database answers with every
// migration of this build applied and the job queue's tables there, and not once it drains.

const { app, deps } = await createTestApp();

/** An API on a database of its own, to break. */
async function apiOnItsOwnDatabase() {
  const handle = await openTestDatabase();
  const config = testConfig();
  const own = buildDeps({
    db: handle.db,
    config,
    logger: createLogger(config),
    now: () => new Date(),
  });
  return { handle, api: createApp(own) };
}

describe('the API’s probes', () => {
  it('answers alive and ready, naming each part, with no store and no session', async () => {
    const alive = await call(app, 'GET', '/healthz');
    expect(alive.status).toBe(200);
    expect(alive.json).toEqual({ status: 'ok' });
    const ready = await call(app, 'GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(ready.json).toEqual({
      status: 'ready',
      draining: false,
      checks: { database: 'ok', migrations: 'ok', jobs: 'ok' },
    });
  });

  it('answers not ready once it drains (asked to stop), before it stops taking requests', async () => {
    deps.lifecycle.draining = true;
    try {
      const res = await call(app, 'GET', '/readyz');
      expect(res.status).toBe(503);
      expect(res.json).toMatchObject({ status: 'not_ready', draining: true });
      // Still answering everything else meanwhile.
      expect((await call(app, 'GET', '/healthz')).status).toBe(200);
    } finally {
      deps.lifecycle.draining = false;
    }
  });

  it('answers not ready on a database missing a migration, or the job queue', async () => {
    const { handle, api } = await apiOnItsOwnDatabase();
    try {
      await handle.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
      );
      await handle.db.execute(sql`drop schema ${sql.identifier(JOB_SCHEMA)} cascade`);
      const res = await call(api, 'GET', '/readyz');
      expect(res.status).toBe(503);
      expect(res.json.checks).toEqual({ database: 'ok', migrations: 'failing', jobs: 'failing' });
    } finally {
      await handle.close();
    }
  });

  it('answers not ready when its database does not answer, and alive all the same', async () => {
    const { handle, api } = await apiOnItsOwnDatabase();
    await handle.close();
    const res = await call(api, 'GET', '/readyz');
    expect(res.status).toBe(503);
    expect(res.json.checks).toMatchObject({ database: 'failing' });
    expect((await call(api, 'GET', '/healthz')).status).toBe(200);
  });
});
