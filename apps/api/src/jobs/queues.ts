import type PgBoss from 'pg-boss';

// The job queue's queues, as data: the migrations create them (db/client.ts), so every database
// — a test's too — takes jobs from its first write; the workers run them (jobs/tasks.ts).

/** Where a job that failed every retry goes: kept there for the operator, never run again. */
export const DEAD_LETTER_QUEUE = 'dead-letter';

/** The e-mails one change queued, delivered (features/email). */
export const EMAIL_DELIVER = 'email-deliver';
/** One store's waiting payments, read at their providers (features/payments/reconcile.ts). */
export const RECONCILE_STORE = 'payments-reconcile-store';

/** A store's PSP told where to send its pix (features/payment-settings/webhook-job.ts). */
export const PIX_WEBHOOK_REGISTER = 'pix-webhook-register';

/** A catalog spreadsheet checked from its stored file (features/catalog-csv/jobs.ts). */
export const CATALOG_IMPORT_CHECK = 'catalog-import-check';
/** A catalog spreadsheet's import applied, batch after batch (features/catalog-csv/jobs.ts). */
export const CATALOG_IMPORT_APPLY = 'catalog-import-apply';
/** A product's price measured against its favourites' marks (features/favourites/price-drop.ts). */
export const FAVOURITES_PRICE_CHECK = 'favourites-price-check';

/** The abandoned-cart reminders that are due, sent (features/cart-reminders/sweep.ts). */
export const CART_REMINDERS = 'cart-reminders';

/** The "Avise-me" alerts of the stock that came back, sent (features/stock-alerts/sweep.ts). */
export const STOCK_ALERTS = 'stock-alerts';

/** The invitations to review delivered orders, sent (features/reviews/sweep.ts). */
export const REVIEW_INVITES = 'review-invites';

/** An order's NF-e sent to the fiscal provider (features/invoices/issue.ts). */
export const INVOICE_ISSUE = 'invoice-issue';
/** A note still at SEFAZ read back from the provider when no webhook said how it ended. */
export const INVOICE_POLL = 'invoice-poll';

/** An authorised note cancelled at the provider (features/invoices/cancel.ts). */
export const INVOICE_CANCEL = 'invoice-cancel';

/** A store's fiscal provider told where to send its notes' changes (features/invoices/webhook.ts). */
export const INVOICE_WEBHOOK_REGISTER = 'invoice-webhook-register';

/** An order update to its shopper by WhatsApp (features/whatsapp/messages.ts). */
export const WHATSAPP_SEND = 'whatsapp-send';
/** The WhatsApp notices that never found their message, let go (features/whatsapp/messages.ts). */
export const WHATSAPP_NOTICES_PRUNE = 'whatsapp-notices-prune';

export const QUEUE_NAMES = [
  'orders-expire-overdue',
  'payments-reconcile',
  RECONCILE_STORE,
  EMAIL_DELIVER,
  'email-deliver-due',
  PIX_WEBHOOK_REGISTER,
  CATALOG_IMPORT_CHECK,
  CATALOG_IMPORT_APPLY,
  INVOICE_ISSUE,
  INVOICE_POLL,
  INVOICE_CANCEL,
  INVOICE_WEBHOOK_REGISTER,
  FAVOURITES_PRICE_CHECK,
  CART_REMINDERS,
  STOCK_ALERTS,
  REVIEW_INVITES,
  WHATSAPP_SEND,
  WHATSAPP_NOTICES_PRUNE,
] as const;

/**
 * Queues whose every job stands for something of its own (an e-mail's delivery, a WhatsApp
 * message's): pg-boss's
 * `standard` policy keeps each. The others are sweeps, `stately`: one waiting and one running
 * at a time (per singleton key), so a sweep slower than its schedule never piles up.
 */
const STANDARD: ReadonlySet<string> = new Set([EMAIL_DELIVER, WHATSAPP_SEND]);

/** A job's retries: 5, 10, 20 … seconds apart (pg-boss's backoff), at most `RETRY_LIMIT`. */
const RETRY_LIMIT = 5;
const RETRY_DELAY_S = 5;

/** JOB_LEASE_SECONDS's default (config.ts), what the migrations create the queues with. */
const DEFAULT_LEASE_S = 300;

/**
 * A queue's options. `leaseSeconds`: how long one of its jobs may run before pg-boss counts it
 * lost (its worker died) and hands it to another worker (JOB_LEASE_SECONDS).
 */
export function queueOptions(name: string, leaseSeconds = DEFAULT_LEASE_S): PgBoss.Queue {
  return {
    name,
    policy: STANDARD.has(name) ? 'standard' : 'stately',
    retryLimit: RETRY_LIMIT,
    retryDelay: RETRY_DELAY_S,
    retryBackoff: true,
    expireInSeconds: leaseSeconds,
    deadLetter: DEAD_LETTER_QUEUE,
  };
}

/**
 * The statement that creates every queue missing in `schema` (pg-boss's own `create_queue`,
 * which leaves an existing one alone), the dead-letter queue first: the others name it.
 */
export function createQueuesStatement(schema: string): string {
  const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;
  const create = (name: string, options: object) =>
    `select ${schema}.create_queue(${quoted(name)}, ${quoted(JSON.stringify(options))}::json);`;
  return [
    create(DEAD_LETTER_QUEUE, { policy: 'standard' }),
    ...QUEUE_NAMES.map((name) => {
      const { name: _name, ...options } = queueOptions(name);
      return create(name, options);
    }),
  ].join('\n');
}
