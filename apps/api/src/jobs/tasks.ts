import type { AppDeps } from '../http/context.ts';
import { deliverDueEmails, deliverEmails } from '../features/email/delivery.ts';
import { expireOverdueOrders } from '../features/orders/expiry.ts';
import {
  reconcilePendingPayments,
  storesWithWaitingOrders,
} from '../features/payments/reconcile.ts';
import { settlePendingRefunds } from '../features/refunds/settle.ts';
import type { JobSender } from './sender.ts';
import {
  CART_REMINDERS,
  CATALOG_IMPORT_APPLY,
  CATALOG_IMPORT_CHECK,
  EMAIL_DELIVER,
  INVOICE_CANCEL,
  INVOICE_ISSUE,
  INVOICE_POLL,
  INVOICE_WEBHOOK_REGISTER,
  FAVOURITES_PRICE_CHECK,
  PIX_WEBHOOK_REGISTER,
  RECONCILE_STORE,
  STOCK_ALERTS,
  REVIEW_INVITES,
  WHATSAPP_NOTICES_PRUNE,
  WHATSAPP_SEND,
} from './queues.ts';
import { applyImportJob, checkImportJob } from '../features/catalog-csv/jobs.ts';
import { registerPixWebhookJob } from '../features/payment-settings/webhook-job.ts';
import { domainsOf, recheckDomains } from '../features/domains/domains.ts';
import { cancelInvoice } from '../features/invoices/cancel.ts';
import { issueInvoice, pollInvoice } from '../features/invoices/issue.ts';
import { registerInvoiceWebhook } from '../features/invoices/webhook.ts';
import { checkFavouritePrices } from '../features/favourites/price-drop.ts';
import { sendDueReminders } from '../features/cart-reminders/sweep.ts';
import { sendStockAlerts } from '../features/stock-alerts/sweep.ts';
import { sendReviewInvites } from '../features/reviews/sweep.ts';
import { pruneWhatsappNotices, sendWhatsappMessage } from '../features/whatsapp/messages.ts';

/**
 * A kind of job the workers run (jobs/queue.ts). With a `cron`, the queue's clock sends one
 * once per period for the whole cluster. Each is idempotent: a sweep over what is due, or a
 * read that finds done what was done, so running it again — a retry, a worker killed mid-way
 * and its job run by another — changes nothing.
 */
export type JobKind = {
  /** The job queue's name for it. */
  name: string;
  /** When, as cron (pg-boss's clock: minutes); none: sent by other jobs or requests. */
  cron?: string;
  /** How many of its jobs one worker runs at once (1 unless said). */
  concurrency?: number;
  /**
   * How many of its jobs one fetch takes, run one after the other (1 unless said). pg-boss's
   * worker waits out its polling interval after every fetch, a full one too: a worker runs at
   * most concurrency × batchSize of a kind's jobs per interval.
   */
  batchSize?: number;
  run: (deps: AppDeps, data: Record<string, unknown>, jobs: JobSender) => Promise<unknown>;
  /**
   * The jobs of one fetch run together, when their work merges (e-mails claimed in one
   * statement, not one per job); a throw fails them all, and pg-boss retries each.
   */
  runBatch?: (deps: AppDeps, data: Record<string, unknown>[]) => Promise<unknown>;
};

/** The outbox rows an `email-deliver` job names (features/email/outbox.ts). */
const idsOf = (data: Record<string, unknown>) => (data.ids as string[] | undefined) ?? [];

/** How long a waiting refund is left to the provider's own notice before it is read again. */
const REFUND_READ_AFTER_MS = 60_000;

export const JOB_KINDS: readonly JobKind[] = [
  {
    // Unpaid pix/boleto orders past their expiry give their units back to stock within a minute,
    // not only at the next checkout (reads already show them as expirado).
    name: 'orders-expire-overdue',
    cron: '* * * * *',
    run: (deps) => expireOverdueOrders(deps.db, null, deps.now()),
  },
  {
    // Notices get lost: every store with an order waiting on a real provider for a few minutes
    // gets a job of its own (at most one waiting per store), which reads all of that store's
    // waiting orders; then refunds in processing are read again.
    name: 'payments-reconcile',
    cron: '* * * * *',
    run: async (deps, _data, jobs) => {
      for (const storeId of await storesWithWaitingOrders(deps)) {
        await jobs.enqueue(deps.db, RECONCILE_STORE, { storeId }, { singletonKey: storeId });
      }
      await settlePendingRefunds(deps, {
        olderThan: new Date(deps.now().getTime() - REFUND_READ_AFTER_MS),
      });
    },
  },
  {
    // One store's waiting orders, oldest first (features/payments/reconcile.ts). Several stores'
    // at once in each worker: a store with a thousand waits never holds the others back.
    name: RECONCILE_STORE,
    concurrency: 4,
    run: (deps, data) => reconcilePendingPayments(deps, { storeId: String(data.storeId) }),
  },
  {
    // The e-mails a change queued (features/email/outbox.ts: the job is sent in the change's
    // transaction), sent by whichever worker takes it. A send that fails leaves its e-mail to
    // the outbox's own retries (below); an e-mail already sent is not sent again. Two an order
    // (placed, paid): one job per fetch ran 1 a second, and at a sale's 30 orders a second the
    // queue fell ~60 jobs behind every second (pnpm bench:blackfriday's queue at the end).
    name: EMAIL_DELIVER,
    concurrency: 2,
    batchSize: 100,
    run: (deps, data) => deliverEmails(deps, idsOf(data)),
    // A fetch's jobs claim their e-mails together: at a sale's peak, a claim a batch instead of
    // one an order's e-mail.
    runBatch: (deps, data) => deliverEmails(deps, data.flatMap(idsOf)),
  },
  {
    // What is due again after a failure (the retries are a minute apart at least) and what a
    // worker that died mid-send left claimed, once its lease is over.
    name: 'email-deliver-due',
    cron: '* * * * *',
    run: (deps) => deliverDueEmails(deps),
  },
  {
    // A store that saved its API Pix (or a new pix key) has its PSP told where to send its pix,
    // one waiting per store (singletonKey): features/payment-settings/webhook-job.ts.
    name: PIX_WEBHOOK_REGISTER,
    run: (deps, data) => registerPixWebhookJob(deps, String(data.storeId)),
  },
  {
    // Every store's connected domains asked again of DNS once a day (features/domains): records
    // gone flag a domain to its seller, and after the grace the store stops answering there.
    name: 'domains-recheck',
    cron: '17 4 * * *',
    run: (deps) => recheckDomains({ ...deps, ...domainsOf(deps.config) }),
  },
  {
    // A spreadsheet sent to the catalog: checked from its stored file, nothing applied
    // (features/catalog-csv/check-job.ts); a stopped or dead check runs again from the start.
    name: CATALOG_IMPORT_CHECK,
    run: (deps, data) => checkImportJob(deps, String(data.importId)),
  },
  {
    // A seller's "Aplicar" on a checked spreadsheet: its rows written batch after batch, from
    // where a stopped or dead run left them (features/catalog-csv/apply.ts).
    name: CATALOG_IMPORT_APPLY,
    run: (deps, data) => applyImportJob(deps, String(data.importId)),
  },
  {
    // A paid order's NF-e sent to the fiscal provider, its ref the order's id: a retry, or a
    // second run of a job whose worker died, is the same note there (features/invoices).
    name: INVOICE_ISSUE,
    concurrency: 2,
    run: (deps, data) => issueInvoice(deps, String(data.orderId)),
  },
  {
    // A note still at SEFAZ after its send, read back when no webhook said how it ended.
    name: INVOICE_POLL,
    concurrency: 2,
    run: (deps, data) => pollInvoice(deps, String(data.orderId)),
  },
  {
    // An authorised note cancelled at the provider, with the justification its row keeps (the
    // sale's cancel, or the seller's "Cancelar nota"): a note already cancelled is left alone.
    name: INVOICE_CANCEL,
    run: (deps, data) => cancelInvoice(deps, String(data.orderId)),
  },
  {
    // A store that saved its fiscal settings with a token has its provider told where to send
    // its notes' changes, one waiting per store (features/invoices/webhook.ts).
    name: INVOICE_WEBHOOK_REGISTER,
    run: (deps, data) => registerInvoiceWebhook(deps, String(data.storeId)),
  },
  {
    // A product whose price changed (the office's save, the spreadsheet's import): its
    // favourites' price-drop e-mails, each drop once (features/favourites/price-drop.ts). At
    // most one waiting per product (singletonKey), so a burst of saves is one check.
    name: FAVOURITES_PRICE_CHECK,
    concurrency: 2,
    run: (deps, data) => checkFavouritePrices(deps, String(data.productId)),
  },
  {
    // Every minute, the abandoned-cart reminders that are due (features/cart-reminders): each
    // once, a unique (cart, step) row written with its e-mail, so a rerun sends nothing new.
    name: CART_REMINDERS,
    cron: '* * * * *',
    run: (deps) => sendDueReminders(deps),
  },
  {
    // Every minute, the "Avise-me" e-mails of the stock that came back (features/stock-alerts):
    // the ledger notes each return with the stock move, so no way units come back is missed;
    // each return and each alert is marked in the transaction that queues its e-mails.
    name: STOCK_ALERTS,
    cron: '* * * * *',
    run: (deps) => sendStockAlerts(deps),
  },
  {
    // Every ten minutes, the invitations to review the orders delivered `invite_days` ago
    // (features/reviews): each once, the order the key of the row written with its e-mail.
    name: REVIEW_INVITES,
    cron: '*/10 * * * *',
    run: (deps) => sendReviewInvites(deps),
  },
  {
    // An order update to a shopper who opted in at checkout (features/whatsapp): sent once, a
    // refusal failing it for good, a Cloud API out of reach retried by the queue. Its e-mail
    // is a job of its own: nothing here can hold it back.
    name: WHATSAPP_SEND,
    concurrency: 2,
    run: (deps, data) => sendWhatsappMessage(deps, String(data.id)),
  },
  {
    // Every day, the WhatsApp status notices that never found their message (one sent by
    // another app on the store's number) let go after a week (features/whatsapp).
    name: WHATSAPP_NOTICES_PRUNE,
    cron: '29 4 * * *',
    run: (deps) => pruneWhatsappNotices(deps),
  },
];
