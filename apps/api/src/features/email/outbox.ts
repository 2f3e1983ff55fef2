import type { Database } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import type { Email } from './templates.ts';

/**
 * Puts an e-mail in the queue. Pass the transaction of the change that causes it (an order
 * paid, a password changed): the e-mail exists exactly when the change does, and sending it
 * (delivery.ts, after the answer) can neither delay nor fail that change.
 */
export async function queueEmail(
  db: Database,
  input: { storeId: string | null; to: string; email: Email; now: Date },
): Promise<string> {
  const [id] = await queueEmails(db, [input]);
  return id!;
}

/** Several e-mails of one change in one statement (an order's sellers' "Nova venda"). */
export async function queueEmails(
  db: Database,
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
        status: 'queued' as const,
        nextAttemptAt: now,
        createdAt: now,
      })),
    )
    .returning({ id: emailOutbox.id });
  return rows.map((row) => row.id);
}
