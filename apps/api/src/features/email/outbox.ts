import type { Database } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import type { JobSender } from '../../jobs/sender.ts';
import { EMAIL_DELIVER } from '../../jobs/queues.ts';
import type { Email } from './templates.ts';

/**
 * Puts an e-mail in the outbox, and the job that delivers it in the job queue. Pass the
 * transaction of the change that causes it (an order paid, a password changed): the e-mail and
 * its job exist exactly when the change does, and sending it (delivery.ts: a worker, or this
 * process after the answer) can neither delay nor fail that change.
 */
export async function queueEmail(
  db: Database,
  jobs: JobSender,
  input: { storeId: string | null; to: string; email: Email; now: Date },
): Promise<string> {
  const [id] = await queueEmails(db, jobs, [input]);
  return id!;
}

/** Several e-mails of one change in one statement (an order's sellers' "Nova venda"). */
export async function queueEmails(
  db: Database,
  jobs: JobSender,
  inputs: readonly { storeId: string | null; to: string; email: Email; now: Date }[],
): Promise<string[]> {
  if (inputs.length === 0) return [];
  const rows = await db
    .insert(emailOutbox)
    .values(
      inputs.map(({ storeId, to, email, now }) => ({
        storeId,
        to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        template: email.template,
        headers: email.headers ?? null,
        status: 'queued' as const,
        nextAttemptAt: now,
        createdAt: now,
      })),
    )
    .returning({ id: emailOutbox.id });
  const ids = rows.map((row) => row.id);
  // A standard queue takes every job: none back means the database has no such queue.
  if (!(await jobs.enqueue(db, EMAIL_DELIVER, { ids }))) {
    throw new Error(`no "${EMAIL_DELIVER}" queue in the database: are its migrations run?`);
  }
  return ids;
}
