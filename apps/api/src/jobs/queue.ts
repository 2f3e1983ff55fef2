import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { JOB_SCHEMA, type Database, type JobConnection } from '../db/client.ts';
import type { AppDeps } from '../http/context.ts';
import { JOB_KINDS, type JobKind } from './tasks.ts';

/** Where a job that failed every retry goes: kept there for the operator, never run again. */
export const DEAD_LETTER_QUEUE = 'dead-letter';

/** A task's retries: 5, 10, 20 … seconds apart (pg-boss's backoff), at most `RETRY_LIMIT`. */
const RETRY_LIMIT = 5;
const RETRY_DELAY_S = 5;

/** How often a worker asks for jobs when none came (pg-boss polls; it has no LISTEN here). */
const POLLING_INTERVAL_S = 2;

export type JobQueue = {
  readonly boss: PgBoss;
  /** Whether this process runs the jobs (the worker role), or only enqueues them. */
  readonly works: boolean;
  /**
   * Enqueues a job in `db`: given a transaction, the job exists exactly when the transaction's
   * other writes do (it commits or rolls back with them).
   */
  enqueue(
    db: Database,
    name: string,
    data: object,
    options?: PgBoss.SendOptions,
  ): Promise<string | null>;
  /** Stops taking jobs, lets the running ones finish (at most `timeoutMs`), then lets go. */
  stop(timeoutMs?: number): Promise<void>;
};

/**
 * The job queue (pg-boss, on the app's own database: PostgreSQL, or PGlite in the one process of
 * the embedded default). Every process enqueues; a process with `work` (the worker role: `pnpm
 * start:worker`, or every process while RUN_JOBS is on) also runs the jobs, keeps the queue
 * (pg-boss's maintenance) and sends the scheduled tasks' jobs — pg-boss sends each schedule's job
 * once per minute for the whole cluster, however many workers keep the clock.
 */
export async function openJobQueue(
  connection: JobConnection,
  options: {
    logger: AppDeps['logger'];
    /** The app's dependencies, for the jobs to run; null: this process only enqueues. */
    work: AppDeps | null;
    kinds?: readonly JobKind[];
  },
): Promise<JobQueue> {
  const works = options.work !== null;
  const boss = new PgBoss({
    ...('connectionString' in connection
      ? { connectionString: connection.connectionString, max: 2 }
      : { db: { executeSql: connection.executeSql as PgBoss.Db['executeSql'] } }),
    schema: JOB_SCHEMA,
    application_name: works ? 'vitrine-worker' : 'vitrine-api',
    // Only a worker keeps the queue and the clock; an API replica that only enqueues does not.
    supervise: works,
    schedule: works,
  });
  boss.on('error', (error) => options.logger.error({ err: error }, 'job queue'));
  await boss.start();
  const kinds = options.kinds ?? JOB_KINDS;
  await boss.createQueue(DEAD_LETTER_QUEUE);
  for (const kind of kinds) {
    await boss.createQueue(kind.name, {
      name: kind.name,
      // One waiting and one running at a time: a sweep slower than its schedule never piles up.
      policy: 'stately',
      retryLimit: RETRY_LIMIT,
      retryDelay: RETRY_DELAY_S,
      retryBackoff: true,
      deadLetter: DEAD_LETTER_QUEUE,
    });
  }
  const queue: JobQueue = {
    boss,
    works,
    enqueue: (db, name, data, sendOptions = {}) =>
      boss.send(name, data, { ...sendOptions, db: jobDbOf(db) }),
    stop: (timeoutMs = 10_000) => boss.stop({ graceful: true, wait: true, timeout: timeoutMs }),
  };
  if (options.work) {
    const deps = options.work;
    for (const kind of kinds) {
      if (kind.cron) await boss.schedule(kind.name, kind.cron);
      const run = async (jobs: PgBoss.Job<object>[]) => {
        for (const job of jobs) {
          try {
            await kind.run(deps, job.data as Record<string, unknown>, queue);
          } catch (error) {
            // pg-boss retries it (then the dead-letter queue); the log says why.
            options.logger.error({ err: error, job: job.name, id: job.id }, 'job failed');
            throw error;
          }
        }
      };
      // Each work() is a worker of its own, fetching one job at a time.
      for (let i = 0; i < (kind.concurrency ?? 1); i += 1) {
        await boss.work(kind.name, { pollingIntervalSeconds: POLLING_INTERVAL_S }, run);
      }
    }
  }
  return queue;
}
/**
 * pg-boss's way into `db` — the pool, or a transaction: what it enqueues there commits or rolls
 * back with the transaction's other writes.
 */
export function jobDbOf(db: Database): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const result = (await db.execute(statementOf(text, values))) as { rows?: unknown[] };
      return { rows: result.rows ?? [] };
    },
  };
}

/** A statement as pg-boss writes it ($1 … placeholders) as drizzle's, its values as parameters. */
function statementOf(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    // pg-boss leaves unset options undefined: a parameter that is NULL, never a missing one.
    parts.map((part, i) =>
      i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`,
    ),
    sql.raw(''),
  );
}
