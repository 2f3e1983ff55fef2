import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { JOB_SCHEMA, type Database } from '../db/client.ts';

/** What a write needs of the job queue: putting a job in it, in the write's own transaction. */
export type JobSender = {
  /**
   * Enqueues a job in `db`: given a transaction, the job exists exactly when the transaction's
   * other writes do (it commits or rolls back with them). Null when the queue does not take it
   * (a `stately` queue already holding one, a singleton key already queued).
   */
  enqueue(
    db: Database,
    name: string,
    data: object,
    options?: PgBoss.SendOptions,
  ): Promise<string | null>;
};

/**
 * Sends jobs through pg-boss's own statement, into whichever database or transaction each call
 * names. This pg-boss is never started: no pool, no clock, no maintenance; the job queue
 * (jobs/queue.ts) runs what it sends wherever a worker is.
 */
export function jobSender(): JobSender {
  const boss = new PgBoss({
    schema: JOB_SCHEMA,
    db: {
      executeSql: () => Promise.reject(new Error('a job is sent into the database it names')),
    },
  });
  return {
    enqueue: (db, name, data, options = {}) =>
      boss.send(name, data, { ...options, db: jobDbOf(db) }),
  };
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
    // pg-boss leaves unset options undefined: a parameter that is NULL, never a missing one. An
    // array (the ids it completes or fails, `$2::uuid[]`) is one parameter, not drizzle's list.
    parts.map((part, i) => {
      if (i % 2 === 0) return sql.raw(part);
      const value = values[Number(part) - 1] ?? null;
      return Array.isArray(value) ? sql`${sql.param(value)}` : sql`${value}`;
    }),
    sql.raw(''),
  );
}
