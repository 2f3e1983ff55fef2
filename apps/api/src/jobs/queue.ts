import PgBoss from 'pg-boss';
import { JOB_SCHEMA, type JobConnection } from '../db/client.ts';
import type { AppDeps } from '../http/context.ts';
import { jobsRun } from '../lib/metrics.ts';
import { DEAD_LETTER_QUEUE, queueOptions } from './queues.ts';
import { jobDbOf, type JobSender } from './sender.ts';
import { JOB_KINDS, type JobKind } from './tasks.ts';

/** How often a worker asks for jobs when none came (pg-boss polls; it has no LISTEN here). */
const POLLING_INTERVAL_S = 2;

export type JobQueue = JobSender & {
  readonly boss: PgBoss;
  /** Whether this process runs the jobs (the worker role), or only enqueues them. */
  readonly works: boolean;
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
    // A lost job (its worker died) is looked for as often as it may be lost, at most every 2
    // minutes (pg-boss's default).
    ...(options.work
      ? { maintenanceIntervalSeconds: Math.min(120, options.work.config.JOB_LEASE_SECONDS) }
      : {}),
  });
  boss.on('error', (error) => options.logger.error({ err: error }, 'job queue'));
  await boss.start();
  const kinds = options.kinds ?? JOB_KINDS;
  // The migrations created the app's queues (jobs/queues.ts); a kind of job a test brings
  // gets its queue here, as they are made.
  await createQueue(boss, DEAD_LETTER_QUEUE);
  for (const kind of kinds) await createQueue(boss, kind.name, queueOptions(kind.name));
  if (options.work) {
    // The lease as this deployment sets it, for the jobs sent from now on.
    const lease = options.work.config.JOB_LEASE_SECONDS;
    for (const kind of kinds) await boss.updateQueue(kind.name, queueOptions(kind.name, lease));
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
        if (kind.runBatch && jobs.length > 1) {
          const timer = jobsRun.startTimer({ queue: kind.name });
          try {
            await kind.runBatch(
              deps,
              jobs.map((job) => job.data as Record<string, unknown>),
            );
            timer({ outcome: 'completed' });
          } catch (error) {
            timer({ outcome: 'failed' });
            options.logger.error({ err: error, job: kind.name, jobs: jobs.length }, 'jobs failed');
            for (const job of jobs) await boss.fail(kind.name, job.id, error as object);
          }
          return;
        }
        for (const job of jobs) {
          const timer = jobsRun.startTimer({ queue: kind.name });
          try {
            await kind.run(deps, job.data as Record<string, unknown>, queue);
            timer({ outcome: 'completed' });
          } catch (error) {
            timer({ outcome: 'failed' });
            // pg-boss retries it (then the dead-letter queue); the log says why. Failed here,
            // one job at a time: a throw would fail the whole batch. pg-boss then completes
            // the batch's jobs still active, the others.
            options.logger.error({ err: error, job: job.name, id: job.id }, 'job failed');
            await boss.fail(kind.name, job.id, error as object);
          }
        }
      };
      // Each work() is a worker of its own, fetching up to batchSize jobs at a time.
      for (let i = 0; i < (kind.concurrency ?? 1); i += 1) {
        await boss.work(
          kind.name,
          { pollingIntervalSeconds: POLLING_INTERVAL_S, batchSize: kind.batchSize ?? 1 },
          run,
        );
      }
    }
  }
  return queue;
}

/**
 * pg-boss's create_queue inserts the queue's row and creates and attaches its partition in one
 * transaction: two processes starting at once on a database where the queue is new (a cluster's
 * workers and API, ci95's job-cluster.test) can deadlock there, and PostgreSQL aborts one
 * (40P01). The other made the queue; the one aborted asks again and finds it made.
 */
async function createQueue(boss: PgBoss, name: string, options?: PgBoss.Queue) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.createQueue(name, options);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
      await new Promise((retry) => setTimeout(retry, 50 * attempt));
    }
  }
}
