import {
  INVOICE_EVENT_MESSAGES,
  INVOICE_STATUS_LABELS,
  type OrderInvoiceAnswer,
  type SaleInvoiceAnswer,
} from '@vitrine/contract/invoices';
import { cancellableUntil, withinCancelWindow } from '@vitrine/domain/fiscal/note-events';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { orders } from '../../db/schema/index.ts';
import { fiscalSettings, invoiceEvents, type invoices } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { conflict } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import { invoicesEnabled } from '../../lib/invoices.ts';
import { cancelBlock, cancelUnderWay } from './cancel.ts';
import { canCorrect, correctionsOf, registeredCorrections } from './correction.ts';
import { askForInvoice, invoiceOf } from './issue.ts';

type OrderRow = typeof orders.$inferSelect;

/** States a seller's "Emitir" leaves alone: the note is at SEFAZ, or it ended there. */
const NOT_AGAIN = new Set(['pendente', 'processando', 'autorizada', 'denegada', 'cancelada']);

const isPaid = (order: OrderRow) => order.paidAt !== null && order.status !== 'cancelado';

type InvoiceRow = typeof invoices.$inferSelect;

/**
 * What the seller must do that Vitrine cannot: a cancelled sale whose note stands authorised
 * (its cancellation refused, or never asked: past the window) — cancel it, or past SEFAZ's 24
 * hours issue a nota de devolução.
 */
function noticeOf(order: OrderRow, row: InvoiceRow | null, now: Date): string | null {
  if (order.status !== 'cancelado' || row?.status !== 'autorizada' || cancelUnderWay(row, now))
    return null;
  return row.authorizedAt && withinCancelWindow(row.authorizedAt, now)
    ? INVOICE_EVENT_MESSAGES.saleCancelledNoteStands
    : INVOICE_EVENT_MESSAGES.returnNoteNeeded;
}

/**
 * GET /sales/{code}/invoice: the sale's note, its cartas de correção and history, and what the
 * seller may do with it now (issue, cancel, correct).
 */
export async function saleInvoiceOf(
  db: Database,
  order: OrderRow,
  now: Date,
): Promise<SaleInvoiceAnswer> {
  const [enabled, row] = await Promise.all([
    invoicesEnabled(db, order.storeId),
    invoiceOf(db, order.id),
  ]);
  const [history, corrections, registered] = row
    ? await Promise.all([
        db
          .select()
          .from(invoiceEvents)
          .where(eq(invoiceEvents.invoiceId, row.id))
          .orderBy(asc(invoiceEvents.createdAt)),
        correctionsOf(db, row.id),
        registeredCorrections(db, row.id),
      ])
    : [[], [], 0];
  return {
    invoices_enabled: enabled,
    can_issue: enabled && isPaid(order) && !(row && NOT_AGAIN.has(row.status)),
    can_cancel: cancelBlock(row, now) === null,
    can_correct: row !== null && canCorrect(row.status, registered),
    notice: noticeOf(order, row, now),
    invoice: row && {
      status: row.status,
      status_label: INVOICE_STATUS_LABELS[row.status],
      access_key: row.accessKey,
      number: row.number,
      series: row.series,
      danfe_url: row.danfeUrl,
      xml_url: row.xmlUrl,
      problem: row.problem,
      sefaz:
        row.sefazCode && row.sefazMessage
          ? { code: row.sefazCode, message: row.sefazMessage }
          : null,
      attempts: row.attempts,
      requested_at: row.requestedAt.toISOString(),
      authorized_at: row.authorizedAt?.toISOString() ?? null,
      cancellable_until: row.authorizedAt ? cancellableUntil(row.authorizedAt).toISOString() : null,
      cancel_justification: row.cancelJustification,
      cancel_problem: row.cancelProblem,
      cancellation_xml_url: row.cancellationXmlUrl,
      cancelled_at: row.cancelledAt?.toISOString() ?? null,
      corrections,
      history: history.map((event) => ({
        status: event.status,
        status_label: INVOICE_STATUS_LABELS[event.status],
        note: event.note,
        at: event.createdAt.toISOString(),
      })),
    },
  };
}

/**
 * POST /sales/{code}/invoice, the seller's "Emitir nota" (a store issuing by hand) or "Emitir
 * novamente" (after a refusal, the data fixed): the issuing job queued, recorded in the store's
 * history. Refused (409) for a store not issuing, an unpaid or cancelled sale, or a note at SEFAZ
 * or done: issuing it again would change nothing there.
 */
export async function requestInvoice(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'now'>,
  actor: AuditActor,
  order: OrderRow,
): Promise<void> {
  const [settings] = await deps.db
    .select({ on: fiscalSettings.invoicesEnabled, environment: fiscalSettings.environment })
    .from(fiscalSettings)
    .where(eq(fiscalSettings.storeId, order.storeId));
  if (!settings?.on) {
    throw conflict(
      'invoices_disabled',
      'A loja não emite notas fiscais. Ative em Configurações → Notas fiscais.',
    );
  }
  if (!isPaid(order)) {
    throw conflict('invoice_order_not_paid', 'Só uma venda paga recebe nota fiscal.');
  }
  const row = await invoiceOf(deps.db, order.id);
  if (row && NOT_AGAIN.has(row.status)) {
    throw conflict(
      'invoice_not_reissuable',
      `A nota desta venda está "${INVOICE_STATUS_LABELS[row.status]}": não há o que emitir.`,
    );
  }
  await deps.db.transaction(async (tx) => {
    await recordAudit(tx, {
      ...actor,
      entity: 'invoice',
      entityId: order.id,
      action: row ? 'reissue' : 'issue',
      before: row ? { status: row.status } : null,
      after: { status: 'pendente', order: order.code },
    });
    await askForInvoice(tx, deps, order, {
      environment: settings.environment,
      now: deps.now(),
      note: row ? 'Emissão pedida novamente pelo vendedor.' : 'Emissão pedida pelo vendedor.',
      existing: row,
    });
  });
}

/** GET /orders/{code}/invoice: the order's note for its shopper, once authorised. */
export async function orderInvoiceOf(db: Database, order: OrderRow): Promise<OrderInvoiceAnswer> {
  const row = await invoiceOf(db, order.id);
  if (row?.status !== 'autorizada' || !row.accessKey || !row.number || !row.series) {
    return { invoice: null };
  }
  return {
    invoice: {
      number: row.number,
      series: row.series,
      access_key: row.accessKey,
      danfe_url: row.danfeUrl,
      authorized_at: (row.authorizedAt ?? row.updatedAt).toISOString(),
    },
  };
}
