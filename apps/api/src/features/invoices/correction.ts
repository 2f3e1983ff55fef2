import { INVOICE_EVENT_MESSAGES as M, type InvoiceCorrection } from '@vitrine/contract/invoices';
import { MAX_CORRECTIONS } from '@vitrine/domain/fiscal/note-events';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invoiceCorrections, invoiceEvents, type orders } from '../../db/schema/index.ts';
import { ApiError, conflict } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import { type InvoiceDeps, invoiceOf, InvoiceProblem, storeCompany } from './issue.ts';

// A note's carta de correção (SEFAZ event 110110): what the note got wrong that does not change
// its values, parties or dates. Focus answers it at once (SEFAZ's 135 or its refusal), so the
// seller's request waits for it: each one sent is kept, registered with its sequence and files
// or refused with SEFAZ's reason, in the note's history and the store's.

type OrderRow = typeof orders.$inferSelect;
type CorrectionRow = typeof invoiceCorrections.$inferSelect;

export const canCorrect = (status: string, registered: number) =>
  status === 'autorizada' && registered < MAX_CORRECTIONS;

export async function registeredCorrections(db: Database, invoiceId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(invoiceCorrections)
    .where(
      and(eq(invoiceCorrections.invoiceId, invoiceId), eq(invoiceCorrections.status, 'registrada')),
    );
  return row?.n ?? 0;
}

/** The note's cartas de correção, the latest first. */
export async function correctionsOf(db: Database, invoiceId: string): Promise<InvoiceCorrection[]> {
  const rows = await db
    .select()
    .from(invoiceCorrections)
    .where(eq(invoiceCorrections.invoiceId, invoiceId))
    .orderBy(desc(invoiceCorrections.createdAt));
  return rows.map((row: CorrectionRow) => ({
    sequence: row.sequence,
    text: row.text,
    status: row.status,
    problem: row.problem,
    pdf_url: row.pdfUrl,
    xml_url: row.xmlUrl,
    at: row.createdAt.toISOString(),
  }));
}

/**
 * POST /sales/{code}/invoice/correction. 409 for a note not authorised, one with its 20
 * corrections, or a correction refused (by SEFAZ: kept as `recusada`; by the provider, as
 * sent: not kept); 503 when the provider cannot be reached (nothing kept: sent again later).
 */
export async function correctInvoice(
  deps: InvoiceDeps,
  actor: AuditActor,
  order: OrderRow,
  text: string,
): Promise<void> {
  const row = await invoiceOf(deps.db, order.id);
  if (!row || row.status !== 'autorizada')
    throw conflict('invoice_not_authorized', M.notAuthorized);
  if (!canCorrect(row.status, await registeredCorrections(deps.db, row.id)))
    throw conflict('invoice_corrections_exhausted', M.tooManyCorrections);
  let sent;
  try {
    sent = await (await storeCompany(deps, row.storeId)).correct(order.id, text);
  } catch (error) {
    if (error instanceof InvoiceProblem) throw conflict('invoice_provider_token', error.message);
    throw error;
  }
  if (!sent.ok) {
    if (sent.reason === 'refused') throw conflict('invoice_correction_refused', sent.message);
    throw new ApiError(503, 'invoice_provider_unavailable', sent.message);
  }
  const { outcome } = sent;
  const now = deps.now();
  const kept =
    outcome.status === 'registered'
      ? {
          sequence: outcome.sequence,
          status: 'registrada' as const,
          problem: null,
          xmlUrl: outcome.files.xml ? deps.fiscal.documentUrl(outcome.files.xml) : null,
          pdfUrl: outcome.files.danfe ? deps.fiscal.documentUrl(outcome.files.danfe) : null,
        }
      : { sequence: null, status: 'recusada' as const, problem: outcome.message };
  await deps.db.transaction(async (tx) => {
    await tx.insert(invoiceCorrections).values({
      invoiceId: row.id,
      text,
      sefazCode: outcome.sefaz.code,
      sefazMessage: outcome.sefaz.message,
      createdAt: now,
      ...kept,
    });
    await tx.insert(invoiceEvents).values({
      invoiceId: row.id,
      status: row.status,
      note:
        kept.sequence !== null
          ? `Carta de correção nº ${kept.sequence} registrada: ${text}`
          : `Carta de correção recusada: ${kept.problem}`,
      createdAt: now,
    });
    await recordAudit(tx, {
      ...actor,
      entity: 'invoice',
      entityId: order.id,
      action: 'correction',
      before: null,
      after: { correction: text, correction_status: kept.status, sequence: kept.sequence },
    });
  });
  // Kept, and said: the dialog shows SEFAZ's reason where the seller wrote.
  if (kept.problem) throw conflict('invoice_correction_refused', kept.problem);
}
