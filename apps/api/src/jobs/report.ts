import { sql } from 'drizzle-orm';
import { JOB_SCHEMA, type Database } from '../db/client.ts';
import type { QueueDepth } from '../lib/metrics.ts';
import { DEAD_LETTER_QUEUE } from './queues.ts';

export type JobsReport = {
  /** Each queue's jobs by state (pg-boss's: created, retry, active, completed, failed…). */
  queues: { name: string; states: Record<string, number> }[];
  /** The latest jobs that failed for good, with what their last attempt threw. */
  failed: { name: string; id: string; error: string; at: string }[];
  /** Jobs kept in the dead-letter queue, for the operator (never run again). */
  deadLetter: number;
};

/**
 * What the operator reads of the job queue (`pnpm --filter @vitrine/api jobs:status`): the
 * depth of each queue, what failed for good and why, and the dead-letter queue's size.
 */
export async function jobsReport(db: Database, { failedLimit = 20 } = {}): Promise<JobsReport> {
  const counts = (await db.execute(
    sql`select name, state::text as state, count(*)::int as n from ${sql.identifier(JOB_SCHEMA)}.job group by name, state order by name, state`,
  )) as unknown as { rows: { name: string; state: string; n: number }[] };
  const queues = new Map<string, Record<string, number>>();
  for (const row of counts.rows) {
    const states = queues.get(row.name) ?? {};
    states[row.state] = row.n;
    queues.set(row.name, states);
  }
  const failed = (await db.execute(
    sql`select name, id::text as id, coalesce(output->>'message', output::text, '') as error,
          completed_on as at
        from ${sql.identifier(JOB_SCHEMA)}.job where state = 'failed' order by completed_on desc limit ${failedLimit}`,
  )) as unknown as { rows: { name: string; id: string; error: string; at: Date | string }[] };
  return {
    queues: [...queues].map(([name, states]) => ({ name, states })),
    failed: failed.rows.map((row) => ({
      ...row,
      at: row.at instanceof Date ? row.at.toISOString() : String(row.at),
    })),
    deadLetter: queues.get(DEAD_LETTER_QUEUE)?.created ?? 0,
  };
}

/**
 * The jobs not done yet, by queue and state, and how long the oldest one due has waited: what
 * the metrics' `vitrine_job_queue_jobs` and `vitrine_job_queue_lag_seconds` show at each scrape.
 * Done jobs (completed, cancelled) are not counted; failed ones stay until pg-boss's retention
 * deletes them.
 */
export async function queueDepths(db: Database): Promise<QueueDepth[]> {
  const result = (await db.execute(
    sql`select name as queue, state::text as state, count(*)::int as jobs,
          coalesce(extract(epoch from now() - min(start_after) filter (where start_after <= now())), 0)::float8 as "oldestSeconds"
        from ${sql.identifier(JOB_SCHEMA)}.job
        where state in ('created', 'retry', 'active', 'failed')
        group by name, state`,
  )) as unknown as { rows: QueueDepth[] };
  return result.rows;
}
