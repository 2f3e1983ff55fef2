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
  const { subject, text, html, template } = input.email;
  const [row] = await db
    .insert(emailOutbox)
    .values({
      storeId: input.storeId,
      to: input.to,
      subject,
      text,
      html,
      template,
      status: 'queued',
      nextAttemptAt: input.now,
      createdAt: input.now,
    })
    .returning({ id: emailOutbox.id });
  return row!.id;
}
