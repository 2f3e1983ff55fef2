import type { Context } from 'hono';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { afterAnswer } from '../../lib/background.ts';
import type { Mailer } from './mailer.ts';

/** Rows one pass claims at a time. */
const BATCH = 20;
/**
 * How long a claimed row is left to its worker before another may take it: far beyond the
 * SMTP timeouts (mailer.ts), so only a worker that died mid-send (a crash, a killed replica)
 * leaves a row to be retried.
 */
const LEASE_MS = 5 * 60_000;
/** After the last attempt the row is `failed`: ~1 day of retries (the backoff below). */
export const MAX_ATTEMPTS = 8;

/** Wait after the n-th failed attempt: 1, 2, 4 … minutes, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** (attempts - 1), 6 * 60 * 60_000);
}

/**
 * Takes the due rows, each counting one attempt and leased for LEASE_MS. SKIP LOCKED: replicas
 * on one PostgreSQL never take the same row; a claim is its own short transaction, so no lock
 * is held while a mail server answers.
 */
async function claimDue(deps: AppDeps, now: Date, only?: string) {
  const due = deps.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, 'queued'),
        lte(emailOutbox.nextAttemptAt, now),
        only === undefined ? undefined : eq(emailOutbox.id, only),
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
        ? { nextAttemptAt: new Date(now.getTime() + LEASE_MS) }
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
  } catch (error) {
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
 * Sends one queued e-mail now, in the caller's time (the account links, whose work must all be
 * done inside answerAtFixedTime); a refusal leaves it queued for the worker's retries.
 */
export async function deliverEmailNow(deps: AppDeps, id: string): Promise<void> {
  await deliverAll(deps, await claimDue(deps, deps.now(), id));
}

/** Starts a pass in the background (a process's start: what an earlier run left queued). */
export function wakeDelivery(deps: AppDeps): void {
  deps.background.run('e-mail delivery', () => deliverDueEmails(deps));
}

/** Starts a pass once the answer to `c` is out: a request that queued e-mail never waits for it. */
export function deliverAfterAnswer(c: Context): void {
  const deps = (c as Context<{ Variables: { deps: AppDeps } }>).get('deps');
  afterAnswer(c, 'e-mail delivery', () => deliverDueEmails(deps));
}
