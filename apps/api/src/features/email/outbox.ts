import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../http/context.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { createSmtpMailer, type Mailer } from './mailer.ts';
import type { Email } from './templates.ts';

const defaultMailers = new WeakMap<AppDeps, Mailer | null>();

/** deps.mailer when given (null = never send), else SMTP from the configuration. */
function mailerOf(deps: AppDeps): Mailer | null {
  if (deps.mailer !== undefined) return deps.mailer;
  if (!defaultMailers.has(deps)) defaultMailers.set(deps, createSmtpMailer(deps.config));
  return defaultMailers.get(deps) ?? null;
}

/**
 * Writes the e-mail to the outbox, then hands it to the mailer. A failed delivery is recorded
 * (status `failed`, the error) and logged, never thrown: the sign-up or order that caused the
 * e-mail has already happened and must not answer 500 because the mail server is down.
 */
export async function sendEmail(
  deps: AppDeps,
  input: { storeId: string | null; to: string; email: Email },
): Promise<void> {
  const mailer = mailerOf(deps);
  const [row] = await deps.db
    .insert(emailOutbox)
    .values({
      storeId: input.storeId,
      to: input.to,
      subject: input.email.subject,
      text: input.email.text,
      html: input.email.html,
      template: input.email.template,
      status: mailer ? 'pending' : 'logged',
      createdAt: deps.now(),
    })
    .returning({ id: emailOutbox.id });
  if (!row) return;
  if (!mailer) {
    deps.logger.info(
      { outboxId: row.id, to: input.to, template: input.email.template },
      'e-mail kept in the outbox (SMTP_URL not set)',
    );
    return;
  }
  try {
    const { subject, text, html } = input.email;
    await mailer.send({ from: deps.config.MAIL_FROM, to: input.to, subject, text, html });
    await deps.db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: deps.now() })
      .where(eq(emailOutbox.id, row.id));
  } catch (error) {
    deps.logger.error({ err: error, outboxId: row.id }, 'e-mail delivery failed');
    await deps.db
      .update(emailOutbox)
      .set({ status: 'failed', error: String(error).slice(0, 500) })
      .where(eq(emailOutbox.id, row.id));
  }
}
