import type { AppDeps } from '../http/context.ts';
import { deliverDueEmails } from '../features/email/delivery.ts';
import { expireOverdueOrders } from '../features/orders/expiry.ts';
import { reconcilePendingPayments } from '../features/payments/reconcile.ts';
import { settlePendingRefunds } from '../features/refunds/settle.ts';

/**
 * Work that runs on a schedule, once per period for the whole cluster (the job queue's clock,
 * jobs/queue.ts), in a worker. Each is a sweep over what is due, so running it again — a retry,
 * a worker killed mid-way and its job run by another — finds done what was done.
 */
export type ScheduledTask = {
  /** The job queue's name for it. */
  name: string;
  /** When, as cron (pg-boss's clock: minutes). */
  cron: string;
  run: (deps: AppDeps) => Promise<unknown>;
};

/** How long a waiting refund is left to the provider's own notice before it is read again. */
const REFUND_READ_AFTER_MS = 60_000;

export const SCHEDULED_TASKS: readonly ScheduledTask[] = [
  {
    // Unpaid pix/boleto orders past their expiry give their units back to stock within a minute,
    // not only at the next checkout (reads already show them as expirado).
    name: 'orders-expire-overdue',
    cron: '* * * * *',
    run: (deps) => expireOverdueOrders(deps.db, null, deps.now()),
  },
  {
    // Notices get lost: orders waiting on a real provider for a few minutes are asked about,
    // then refunds in processing read again (features/payments/reconcile.ts).
    name: 'payments-reconcile',
    cron: '* * * * *',
    run: async (deps) => {
      await reconcilePendingPayments(deps);
      await settlePendingRefunds(deps, {
        olderThan: new Date(deps.now().getTime() - REFUND_READ_AFTER_MS),
      });
    },
  },
  {
    // Requests send their e-mail once answered (features/email/delivery.ts); this sends what
    // is due again after a failure (the retries are a minute apart at least) and what a stopped
    // process left queued.
    name: 'email-deliver-due',
    cron: '* * * * *',
    run: (deps) => deliverDueEmails(deps),
  },
];
