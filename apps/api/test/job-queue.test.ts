import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { JOB_SCHEMA } from '../src/db/client.ts';
import { emailOutbox } from '../src/db/schema/index.ts';
import { queueEmail } from '../src/features/email/outbox.ts';
import { openJobQueue, type JobQueue } from '../src/jobs/queue.ts';
import { DEAD_LETTER_QUEUE, EMAIL_DELIVER } from '../src/jobs/queues.ts';
import { jobsReport } from '../src/jobs/report.ts';
import { JOB_KINDS, type JobKind } from '../src/jobs/tasks.ts';
import { createTestApp } from './harness.ts';

// The job queue (jobs/queue.ts): pg-boss on the app's database, on PGlite and on PostgreSQL.
// Every process enqueues; only a worker runs jobs, keeps the schedules and sends their jobs.

const { db, deps, jobConnection } = await createTestApp();

const ran: string[] = [];
const testTask: JobKind = {
  name: 'test-task',
  cron: '0 0 1 1 *',
  run: async () => {
    ran.push('test-task');
  },
};
const opened: JobQueue[] = [];
async function open(work: boolean, kinds: readonly JobKind[] = [testTask]) {
  const queue = await openJobQueue(jobConnection, {
    logger: deps.logger,
    work: work ? deps : null,
    kinds,
  });
  opened.push(queue);
  return queue;
}
afterAll(async () => {
  for (const queue of opened) await queue.stop(2_000);
});

async function waitFor(check: () => boolean | Promise<boolean>, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((next) => setTimeout(next, 100));
  }
}

describe('the job queue', () => {
  it('is installed with the migrations, in its own schema', async () => {
    const rows = await db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_schema = ${JOB_SCHEMA} and table_name in ('job', 'queue', 'schedule')`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(3);
  });

  it('leaves a job to a worker: a process that only enqueues runs none', async () => {
    const api = await open(false);
    await api.enqueue(db, testTask.name, {});
    await new Promise((next) => setTimeout(next, 2_500));
    expect(ran).toEqual([]);
    expect(await api.boss.getQueueSize(testTask.name)).toBe(1);
    await open(true);
    await waitFor(() => ran.length === 1);
    await waitFor(async () => (await api.boss.getQueueSize(testTask.name)) === 0);
  });

  it('enqueues with the transaction it is given: a rolled-back one leaves no job', async () => {
    const api = await open(false);
    const before = await api.boss.getQueueSize(testTask.name);
    await db
      .transaction(async (tx) => {
        await api.enqueue(tx, testTask.name, { rolledBack: true });
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await api.boss.getQueueSize(testTask.name, { before: 'completed' })).toBe(before);
    const count = await db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${testTask.name} and data->>'rolledBack' = 'true'`,
    );
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('keeps one schedule per task however many workers start', async () => {
    await open(true, JOB_KINDS);
    await open(true, JOB_KINDS);
    const schedules = await opened.at(-1)!.boss.getSchedules();
    expect(schedules.map((s) => s.name).sort()).toEqual(
      [...JOB_KINDS.filter((kind) => kind.cron).map((kind) => kind.name), testTask.name].sort(),
    );
    expect(schedules.filter((s) => s.name === 'payments-reconcile')).toHaveLength(1);
  });

  it('keeps a job that failed for good for the operator: its error, and a copy in the dead-letter queue', async () => {
    const failing: JobKind = {
      name: 'test-failing',
      run: async () => {
        throw new Error('o banco recusou');
      },
    };
    const worker = await open(true, [failing]);
    await worker.enqueue(db, failing.name, { order: 'X1' }, { retryLimit: 0 });
    await waitFor(async () =>
      (await jobsReport(db)).failed.some((job) => job.name === failing.name),
    );
    const report = await jobsReport(db);
    expect(report.failed.find((job) => job.name === failing.name)?.error).toBe('o banco recusou');
    expect(report.deadLetter).toBeGreaterThanOrEqual(1);
    const dead = await db.execute(
      sql`select data->>'order' as "order" from pgboss.job where name = ${DEAD_LETTER_QUEUE}`,
    );
    expect((dead as unknown as { rows: { order: string }[] }).rows).toContainEqual({ order: 'X1' });
  });

  it("takes the e-mails' jobs a hundred at a fetch: 150 waiting are started by two fetches, not 150", async () => {
    // pg-boss's worker waits its polling interval after every fetch, even a full one: one job
    // a fetch ran 1 e-mail job a second, far behind a sale's two e-mail jobs an order.
    const email = JOB_KINDS.find((kind) => kind.name === EMAIL_DELIVER)!;
    const run = `batch-${Date.now()}`;
    const api = await open(false, [email]);
    await api.boss.insert(
      Array.from({ length: 150 }, () => ({ name: EMAIL_DELIVER, data: { ids: [], run } })),
    );
    await open(true, [email]);
    const states = async () =>
      (
        (await db.execute(
          sql`select state::text as state, count(*)::int as n, count(distinct started_on)::int as fetches
              from pgboss.job where name = ${EMAIL_DELIVER} and data->>'run' = ${run} group by state`,
        )) as unknown as { rows: { state: string; n: number; fetches: number }[] }
      ).rows;
    await waitFor(async () => (await states()).every((row) => row.state === 'completed'));
    const [done] = await states();
    expect(done!.n).toBe(150);
    // Each fetch stamps its jobs with its own statement's now().
    expect(done!.fetches).toBeLessThanOrEqual(2);
  });

  it("sends a fetch's e-mails together, beyond one claim's 20 rows: 45 jobs' e-mails all go", async () => {
    const email = JOB_KINDS.find((kind) => kind.name === EMAIL_DELIVER)!;
    const to = `lote-${Date.now()}@example.com`;
    const now = new Date();
    const message = { subject: 'Lote', text: 'Lote', html: '<p>Lote</p>', template: 'test' };
    const ids: string[] = [];
    for (let n = 0; n < 45; n += 1)
      ids.push(await queueEmail(db, deps.jobs, { storeId: null, to, email: message, now }));
    await open(true, [email]);
    const states = async () =>
      (
        await db
          .select({ status: emailOutbox.status })
          .from(emailOutbox)
          .where(eq(emailOutbox.to, to))
      ).map((row) => row.status);
    // No mail server in this app (SMTP_URL unset): a claimed e-mail is kept as `logged`.
    await waitFor(async () => (await states()).every((status) => status === 'logged'));
    expect(await states()).toHaveLength(45);
  });

  it('runs a fetch of a batched kind in one call, and fails the whole fetch when it throws', async () => {
    const run = `run-batch-${Date.now()}`;
    const calls: number[][] = [];
    const batched: JobKind = {
      name: 'test-run-batch',
      batchSize: 10,
      // A fetch of one job runs it alone, and it completes.
      run: async () => {},
      runBatch: async (_deps, data) => {
        calls.push(data.map((one) => one.n as number));
        if (data.some((one) => one.n === 13)) throw new Error('o lote falhou');
      },
    };
    const api = await open(false, [batched]);
    // Its queue is a sweep's (one waiting per singleton key): a key each.
    const job = (n: number) => ({
      name: batched.name,
      data: { n, run },
      singletonKey: `${run}-${n}`,
      retryLimit: 0,
    });
    await api.boss.insert(Array.from({ length: 6 }, (_, n) => job(n)));
    await open(true, [batched]);
    await waitFor(() => calls.length > 0);
    expect(calls[0]!.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
    await api.boss.insert([12, 13].map(job));
    const rows = async () =>
      (
        (await db.execute(
          sql`select (data->>'n')::int as n, state::text as state from pgboss.job
              where name = ${batched.name} and data->>'run' = ${run} and (data->>'n')::int > 10 order by 1`,
        )) as unknown as { rows: { n: number; state: string }[] }
      ).rows;
    await waitFor(async () => (await rows()).every((row) => row.state === 'failed'));
    expect(await rows()).toEqual([
      { n: 12, state: 'failed' },
      { n: 13, state: 'failed' },
    ]);
  });

  it('fails only the job that threw in a batch: the others of its fetch complete', async () => {
    const run = `fail-one-${Date.now()}`;
    const batched: JobKind = {
      name: 'test-batched',
      batchSize: 10,
      run: async (_deps, data) => {
        if (data.n === 3) throw new Error('a terceira falhou');
      },
    };
    const api = await open(false, [batched]);
    // Its queue is a sweep's (one waiting per singleton key): a key each, as ten stores'.
    for (let n = 0; n < 10; n += 1)
      await api.enqueue(
        db,
        batched.name,
        { n, run },
        { singletonKey: `${run}-${n}`, retryLimit: 0 },
      );
    await open(true, [batched]);
    const rows = async () =>
      (
        (await db.execute(
          sql`select (data->>'n')::int as n, state::text as state, output->>'message' as error
              from pgboss.job where name = ${batched.name} and data->>'run' = ${run} order by 1`,
        )) as unknown as { rows: { n: number; state: string; error: string | null }[] }
      ).rows;
    await waitFor(async () =>
      (await rows()).every((row) => row.state === 'completed' || row.state === 'failed'),
    );
    const jobs = await rows();
    expect(jobs.filter((row) => row.state === 'failed')).toEqual([
      { n: 3, state: 'failed', error: 'a terceira falhou' },
    ]);
    expect(jobs.filter((row) => row.state === 'completed')).toHaveLength(9);
  });

  it('runs each scheduled task against the database without error', async () => {
    const queue = opened.at(-1)!;
    for (const kind of JOB_KINDS.filter((one) => one.cron)) await kind.run(deps, {}, queue);
  });
});
