import type { Context } from 'hono';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { afterAnswer } from '../../lib/background.ts';
import { emailsDelivered } from '../../lib/metrics.ts';
import type { Mailer } from './mailer.ts';

/** Rows one pass claims at a time. */
const BATCH = 20;
/** After the last attempt the row is `failed`: ~1 day of retries (the backoff below). */
export const MAX_ATTEMPTS = 8;

/** Wait after the n-th failed attempt: 1, 2, 4 … minutes, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** (attempts - 1), 6 * 60 * 60_000);
}

/**
 * Takes the due rows, each counting one attempt and leased for JOB_LEASE_SECONDS: far beyond
 * the SMTP timeouts (mailer.ts), so only a worker that died mid-send (a crash, a killed
 * replica) leaves a row to be sent again, by the `email-deliver-due` sweep. SKIP LOCKED: replicas
 * on one PostgreSQL never take the same row; a claim is its own short transaction, so no lock
 * is held while a mail server answers.
 */
async function claimDue(deps: AppDeps, now: Date, only?: readonly string[]) {
  const due = deps.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, 'queued'),
        lte(emailOutbox.nextAttemptAt, now),
        only === undefined ? undefined : inArray(emailOutbox.id, [...only]),
      ),
    )
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return deps.db
    .update(emailOutbox)
    .set({
      attempts: sql`${emailOutbox.attempts} + 1`,
      // With no mail server (SMTP_URL not set) there is nothing to send: the claim itself
      // leaves the rows readable in the outbox, one write per batch instead of one per e-mail.
      ...(deps.mailer
        ? { nextAttemptAt: new Date(now.getTime() + deps.config.JOB_LEASE_SECONDS * 1000) }
        : { status: 'logged' as const, error: null }),
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

type Claimed = Awaited<ReturnType<typeof claimDue>>[number];

async function deliverAll(deps: AppDeps, rows: Claimed[]) {
  const mailer = deps.mailer;
  if (mailer) {
    for (const row of rows) await deliver(deps, mailer, row);
    return;
  }
  for (const row of rows) {
    deps.logger.info(
      { outboxId: row.id, to: row.to, template: row.template },
      'e-mail kept in the outbox (SMTP_URL not set)',
    );
  }
}

async function deliver(deps: AppDeps, mailer: Mailer, row: Claimed) {
  try {
    const { to, subject, text, html } = row;
    await mailer.send({ from: deps.config.MAIL_FROM, to, subject, text, html });
    await deps.db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: deps.now(), error: null })
      .where(eq(emailOutbox.id, row.id));
    emailsDelivered.inc({ outcome: 'sent' });
  } catch (error) {
    emailsDelivered.inc({ outcome: 'failed' });
    const last = row.attempts >= MAX_ATTEMPTS;
    deps.logger.error(
      { err: error, outboxId: row.id, attempts: row.attempts },
      last ? 'e-mail delivery failed for good' : 'e-mail delivery failed; will retry',
    );
    await deps.db
      .update(emailOutbox)
      .set({
        status: last ? 'failed' : 'queued',
        nextAttemptAt: new Date(deps.now().getTime() + retryDelayMs(row.attempts)),
        error: String(error).slice(0, 500),
      })
      .where(eq(emailOutbox.id, row.id));
  }
}

/** One pass of the worker: sends every due e-mail, batch after batch, then returns. */
export async function deliverDueEmails(deps: AppDeps): Promise<void> {
  for (;;) {
    const claimed = await claimDue(deps, deps.now());
    await deliverAll(deps, claimed);
    if (claimed.length < BATCH) return;
  }
}

/**
 * Sends the given e-mails that are still queued and due (the `email-deliver` job of the change
 * that queued them): one sent already, or claimed by another worker, is left alone.
 */
export async function deliverEmails(deps: AppDeps, ids: readonly string[]): Promise<void> {
  // A claim takes BATCH rows at most: a batch of jobs' e-mails, BATCH ids at a time.
  for (let at = 0; at < ids.length; at += BATCH) {
    await deliverAll(deps, await claimDue(deps, deps.now(), ids.slice(at, at + BATCH)));
  }
}

/**
 * Whether this process sends e-mail itself: the embedded default and every process that runs
 * the jobs (RUN_JOBS). An API replica started with RUN_JOBS=false only queues: each e-mail's
 * job is taken by a worker.
 */
const sendsHere = (deps: AppDeps) => deps.config.RUN_JOBS;

/**
 * Sends one queued e-mail now, in the caller's time (the account links, whose work must all be
 * done inside answerAtFixedTime); a refusal leaves it queued for the retries. Where this process
 * does not send e-mail, its job does.
 */
export async function deliverEmailNow(deps: AppDeps, id: string): Promise<void> {
  if (sendsHere(deps)) await deliverEmails(deps, [id]);
}

/** Starts a pass in the background (a process's start: what an earlier run left queued). */
export function wakeDelivery(deps: AppDeps): void {
  deps.background.run('e-mail delivery', () => deliverDueEmails(deps));
}

/**
 * Once the answer to `c` is out, a process that sends e-mail sends what the request queued
 * (and whatever else is due) without waiting for a worker's next look at the queue (pg-boss
 * polls): the e-mail's job then finds it sent. A request never waits for an e-mail.
 */
export function deliverAfterAnswer(c: Context): void {
  const deps = (c as Context<{ Variables: { deps: AppDeps } }>).get('deps');
  if (sendsHere(deps)) afterAnswer(c, 'e-mail delivery', () => deliverDueEmails(deps));
}
