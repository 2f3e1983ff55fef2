import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

export type MailMessage = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

/** Where e-mail leaves the API. SMTP when SMTP_URL is set; tests may pass their own. */
export type Mailer = { send(message: MailMessage): Promise<void> };

/**
 * nodemailer over SMTP_URL (smtp://user:pass@host:port), or null when unset: the outbox then
 * keeps the message and the log says so (a demo needs no mail server). Short timeouts: a dead
 * mail server must not hold a sign-up request for minutes.
 */
export function createSmtpMailer(config: Pick<Config, 'SMTP_URL'>): Mailer | null {
  if (!config.SMTP_URL) return null;
  const transport = nodemailer.createTransport({
    url: config.SMTP_URL,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  return {
    async send(message) {
      await transport.sendMail(message);
    },
  };
}
