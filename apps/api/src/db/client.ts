import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import {
  existsSync,
  mkdirSync,
  openAsBlob,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { PgliteQueue } from './pglite-queue.ts';
import * as schema from './schema/index.ts';
import { createQueuesStatement } from '../jobs/queues.ts';
import type { PoolStats } from '../lib/metrics.ts';

/** pg-boss's tables live in a schema of their own. */
export const JOB_SCHEMA = 'pgboss';

export { schema };

/** One Drizzle type for both drivers: code never knows which one it talks to. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  /**
   * How the job queue (jobs/queue.ts) reaches this database: its own small pool on PostgreSQL,
   * PGlite's one connection (in turn with every other statement) here.
   */
  jobConnection: JobConnection;
  /** Applies the SQL migrations in apps/api/drizzle (idempotent). */
  migrate: () => Promise<void>;
  /** PostgreSQL's pool right now (lib/metrics.ts); PGlite has one connection and no pool. */
  poolStats?: () => PoolStats;
  close: () => Promise<void>;
};

export type JobConnection =
  | { connectionString: string }
  | { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Extensions search needs; PGlite ships them as contrib modules, PostgreSQL as packages. */
export const PGLITE_EXTENSIONS = { unaccent, pg_trgm };

export type DatabaseOptions =
  | {
      url: string;
      poolSize?: number;
      /** Each statement's limit on this pool (PostgreSQL's statement_timeout); migrations have none. */
      statementTimeoutMs?: number;
    }
  | { dataDir: string }
  | { pglite: PGlite };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
      // No parallel workers for the API's statements: each is a page of a request, and a
      // worker's start (~20 ms on a 2-core machine) cost more than the page it was planned to
      // share — a one-word search filtered by colour took 85 ms with one, 1.3 ms without, and
      // bench:api's uncached searches made 120 req/s (p95 206 ms) with them, 201 (75 ms) without.
      options: '-c max_parallel_workers_per_gather=0',
    });
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      jobConnection: { connectionString: options.url },
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      migrate: async () => {
        // On a connection of its own, with no statement limit: an index built over a large
        // table may take longer than any request should. One process at a time (a session
        // lock, let go when the connection ends): replicas started together on a new database
        // would each create the migrations' table, and the job queue's queues (create_queue
        // can deadlock on a queue new to two of them).
        const once = new pg.Client({ connectionString: options.url });
        await once.connect();
        try {
          await once.query(`select pg_advisory_lock(hashtextextended('vitrine.migrate', 0))`);
          await migrateNodePg(drizzleNodePg(once), { migrationsFolder: MIGRATIONS_FOLDER });
          await installJobQueue((text) => once.query(text));
        } finally {
          await once.end();
        }
      },
      close: () => pool.end(),
    };
  }
  const client = 'pglite' in options ? options.pglite : await createPglite(options.dataDir);
  // Queries go through a FIFO turn (pglite-queue.ts); drizzle only calls query and transaction.
  const queue = new PgliteQueue(client);
  const queued = queue as unknown as PGlite;
  const db = drizzlePglite(queued, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    jobConnection: {
      // With values, one statement; without, pg-boss's scripts (BEGIN; …; COMMIT), whose last
      // statement's rows it reads.
      executeSql: async (text, values) => {
        if (values && values.length > 0) return queued.query(text, values);
        const results = await queue.script(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
    },
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
      await installJobQueue((text) => client.exec(text));
    },
    close: () => client.close(),
  };
}

/**
 * `memory://` keeps nothing; any other value is a directory that survives restarts. `settings`
 * are PostgreSQL's `name=value` start settings, over PGlite's own.
 */
export async function createPglite(
  dataDir: string,
  loadDataDir?: Blob,
  settings: string[] = [],
): Promise<PGlite> {
  const memory = dataDir.startsWith('memory://');
  if (!memory) mkdirSync(dataDir, { recursive: true });
  const fresh = memory || !existsSync(join(dataDir, 'PG_VERSION'));
  const cluster = loadDataDir ?? (fresh ? await initdbCluster() : undefined);
  const client = await PGlite.create({
    dataDir: memory ? undefined : dataDir,
    extensions: PGLITE_EXTENSIONS,
    ...(cluster ? { loadDataDir: cluster } : {}),
    ...(settings.length > 0
      ? { startParams: [...PGlite.defaultStartParams, ...settings.flatMap((s) => ['-c', s])] }
      : {}),
  });
  // Each new 16 MB WAL segment was written full of zeros, on the main thread: in memory (an
  // array grown piece by piece) the statement that crossed into it held every request 1–1.5 s
  // on the loaded machine (bench:import; 0.3 s at most without). Crash safety does not rest on
  // the zeros (PostgreSQL's docs: off writes the last byte only).
  await client.exec('SET wal_init_zero = off');
  return client;
}

/**
 * The cluster initdb makes, the same for every new database of one PGlite version: made once,
 * kept under apps/api/node_modules/.cache, and loaded by every new database after it (a
 * memory:// start, a data directory's first start). initdb cost some 8 s of CPU, loading its
 * copy some 1.5 s, on every start of the tests' processes, the benches and the browser suites'
 * API (nothing of ours is in it: the migrations run after it, as on any start).
 */
async function initdbCluster(): Promise<Blob> {
  const file = join(CLUSTER_CACHE, `pglite-${pgliteVersion()}-initdb.tar`);
  if (existsSync(file)) return openAsBlob(file);
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  try {
    mkdirSync(CLUSTER_CACHE, { recursive: true });
    // Whole or absent: a start reading it while another writes it finds no half file.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } catch {
    // A read-only install keeps nothing: each new database runs initdb, as without the copy.
  }
  return dump;
}

const CLUSTER_CACHE = fileURLToPath(new URL('../../node_modules/.cache/vitrine', import.meta.url));

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = join(dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * The job queue's tables (pg-boss, in its own schema) and its queues (jobs/queues.ts), installed
 * with the app's migrations when missing, so every new database — the tests' template and
 * snapshot too — has them; pg-boss itself migrates them when a later version needs it
 * (jobs/queue.ts).
 */
async function installJobQueue(exec: (text: string) => Promise<unknown>) {
  const installed = (await exec(
    `select 1 from information_schema.schemata where schema_name = '${JOB_SCHEMA}'`,
  )) as { rows?: unknown[] } | { rows?: unknown[] }[];
  const rows = Array.isArray(installed) ? installed.at(-1)?.rows : installed.rows;
  if (!rows || rows.length === 0) await exec(PgBoss.getConstructionPlans(JOB_SCHEMA));
  // Every queue the app sends to, so a job is never sent where no queue takes it.
  await exec(createQueuesStatement(JOB_SCHEMA));
}
