import { INVOICE_EVENT_MESSAGES as M } from '@vitrine/contract/invoices';
import { cancelJustification, withinCancelWindow } from '@vitrine/domain/fiscal/note-events';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invoiceEvents, invoices, type orders } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { INVOICE_CANCEL } from '../../jobs/queues.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import {
  applyInvoiceState,
  type InvoiceDeps,
  invoiceOf,
  InvoiceProblem,
  recordInvoiceChange,
  storeCompany,
} from './issue.ts';

// An authorised note's cancellation (SEFAZ event 110111): asked for by the sale's cancel or by
// the seller's "Cancelar nota", in the asking transaction (the justification on the row, the
// event, the audit, the job); done by the job INVOICE_CANCEL at the provider. SEFAZ takes it
// within 24 hours of the authorisation; past them the note stands, and the seller is told to
// issue a nota de devolução (entrada) instead.

type InvoiceRow = typeof invoices.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type AskDeps = Pick<InvoiceDeps, 'jobs' | 'now'>;

/**
 * How long an unanswered cancellation stays under way: its job's retries (pg-boss, 5 with a
 * backoff) end within minutes; a provider down through all of them leaves no answer, and the
 * seller may then ask again instead of waiting for one forever.
 */
export const CANCEL_ANSWER_WAIT_MS = 60 * 60 * 1000;

/**
 * A cancellation asked for (the row's updatedAt: askCancel writes it) and not yet answered —
 * a refusal ends the asking, and so does an hour with no answer.
 */
export const cancelUnderWay = (row: InvoiceRow, now: Date) =>
  row.cancelJustification !== null &&
  row.cancelProblem === null &&
  row.status !== 'cancelada' &&
  now.getTime() - row.updatedAt.getTime() < CANCEL_ANSWER_WAIT_MS;

/** Why the note cannot be cancelled now (code and pt-BR message); null when it can. */
export function cancelBlock(row: InvoiceRow | null, now: Date) {
  if (!row || row.status !== 'autorizada' || !row.authorizedAt)
    return { code: 'invoice_not_authorized', message: M.notAuthorized };
  if (cancelUnderWay(row, now))
    return { code: 'invoice_cancel_under_way', message: M.cancelUnderWay };
  if (!withinCancelWindow(row.authorizedAt, now))
    return { code: 'invoice_cancel_window_closed', message: M.returnNoteNeeded };
  return null;
}

/**
 * Records the asking in `tx`: the justification on the row (the job reads it there), the
 * note's event, the store's history. An authorised note gets its job now; one still at SEFAZ
 * gets it once authorised (issue.ts afterInvoiceChange).
 */
async function askCancel(
  tx: Database,
  deps: AskDeps,
  actor: AuditActor,
  row: InvoiceRow,
  justification: string,
  note: string,
): Promise<void> {
  const now = deps.now();
  const [marked] = await tx
    .update(invoices)
    .set({ cancelJustification: justification, cancelProblem: null, updatedAt: now })
    .where(and(eq(invoices.id, row.id), eq(invoices.status, row.status)))
    .returning({ id: invoices.id });
  if (!marked) throw conflict('invoice_changed', 'A nota mudou enquanto isso. Atualize a página.');
  await tx
    .insert(invoiceEvents)
    .values({ invoiceId: row.id, status: row.status, note, createdAt: now });
  await recordAudit(tx, {
    ...actor,
    entity: 'invoice',
    entityId: row.orderId,
    action: 'cancel',
    before: { status: row.status, cancel_justification: row.cancelJustification },
    after: { status: row.status, cancel_justification: justification },
  });
  if (row.status === 'autorizada')
    await deps.jobs.enqueue(
      tx,
      INVOICE_CANCEL,
      { orderId: row.orderId },
      {
        singletonKey: row.orderId,
      },
    );
}

/** POST /sales/{code}/invoice/cancel: the note alone, the sale kept. 409 when it cannot be. */
export async function requestInvoiceCancel(
  deps: AskDeps & Pick<InvoiceDeps, 'db'>,
  actor: AuditActor,
  order: OrderRow,
  justification: string,
): Promise<void> {
  const row = await invoiceOf(deps.db, order.id);
  const blocked = cancelBlock(row, deps.now());
  if (blocked) throw conflict(blocked.code, blocked.message);
  await deps.db.transaction((tx) =>
    askCancel(tx, deps, actor, row!, justification, `Cancelamento pedido: ${justification}`),
  );
}

/**
 * The sale's cancel, in its transaction `tx`: its note cancelled with it (the cancel's reason
 * as the justification, contract cancelJustification), or — past SEFAZ's window — left
 * authorised, with what the seller must do instead as the answer (null when nothing).
 */
export async function cancelInvoiceWithSale(
  tx: Database,
  deps: AskDeps,
  actor: AuditActor,
  order: OrderRow,
  reason: string | null,
): Promise<string | null> {
  const row = await invoiceOf(tx, order.id);
  if (!row || cancelUnderWay(row, deps.now())) return null;
  const note = 'Venda cancelada: cancelamento da nota pedido.';
  if (row.status === 'pendente' || row.status === 'processando') {
    await askCancel(tx, deps, actor, row, cancelJustification(reason), note);
    return null;
  }
  const blocked = cancelBlock(row, deps.now());
  if (blocked?.code === 'invoice_cancel_window_closed') {
    await tx.insert(invoiceEvents).values({
      invoiceId: row.id,
      status: row.status,
      note: 'Venda cancelada depois do prazo de cancelamento da nota: emita uma nota de devolução.',
      createdAt: deps.now(),
    });
    return M.returnNoteNeeded;
  }
  if (blocked) return null;
  await askCancel(tx, deps, actor, row, cancelJustification(reason), note);
  return null;
}

/**
 * The job INVOICE_CANCEL: the note cancelled at the provider with the justification its row
 * keeps. Idempotent: a note cancelled already, or no longer asked to be, is left alone, and
 * the provider answers a second cancel of the same ref as the first. SEFAZ's refusal (past
 * its window: 501) is kept on the row for the seller; a provider down throws, for the retries.
 */
export async function cancelInvoice(deps: InvoiceDeps, orderId: string) {
  const row = await invoiceOf(deps.db, orderId);
  if (!row || row.status !== 'autorizada' || !cancelUnderWay(row, deps.now())) return row;
  const refuse = (message: string) =>
    recordInvoiceChange(deps.db, orderId, row, deps.now(), {
      status: 'autorizada',
      fields: { cancelProblem: message },
      note: `Cancelamento recusado: ${message}`,
    });
  let company;
  try {
    company = await storeCompany(deps, row.storeId);
  } catch (error) {
    if (error instanceof InvoiceProblem) return refuse(error.message);
    throw error;
  }
  const sent = await company.cancel(orderId, row.cancelJustification!);
  if (!sent.ok) {
    if (sent.reason !== 'refused')
      throw new Error(`fiscal provider ${sent.reason}: ${sent.message}`);
    return refuse(sent.message);
  }
  if (sent.outcome.status === 'refused') return refuse(sent.outcome.message);
  return applyInvoiceState(deps, orderId, sent.outcome.invoice, deps.now());
}
