import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  fiscalSettings,
  invoiceEvents,
  invoices,
  orders,
  type InvoiceStatus,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { INVOICE_CANCEL, INVOICE_ISSUE, INVOICE_POLL } from '../../jobs/queues.ts';
import { recordAudit } from '../../lib/audit.ts';
import { fiscalSecretContext } from '../fiscal-settings/serialize.ts';
import { queueInvoiceEmail } from './email.ts';
import { invoiceRequestOf } from './order-input.ts';
import type { FiscalCompany, InvoiceState } from './provider.ts';

type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceDeps = Pick<AppDeps, 'db' | 'now' | 'secrets' | 'fiscal' | 'jobs' | 'config'>;

/** How long after a send the note is read back when no webhook has said how it ended. */
export const POLL_AFTER_S = 20;

/** States a send leaves as they are: the note is at SEFAZ, or it ended there. */
const SETTLED: ReadonlySet<InvoiceStatus> = new Set([
  'processando',
  'autorizada',
  'denegada',
  'cancelada',
]);

/** A note that cannot go as the store is set up, with the seller's reason. */
export class InvoiceProblem extends Error {}

/** Whether the store's notes go out on payment, and to which environment (prepared: hot path). */
const issueModeOf = preparedQuery((db) =>
  db
    .select({
      on: fiscalSettings.invoicesEnabled,
      mode: fiscalSettings.issueMode,
      environment: fiscalSettings.environment,
    })
    .from(fiscalSettings)
    .where(eq(fiscalSettings.storeId, sql.placeholder('storeId')))
    .prepare('invoices_issue_mode'),
);

/**
 * An order paid at a store whose notes go out on payment gets its issuing job, in the payment's
 * own transaction (it exists exactly when the order is paid), and its note `pendente` ("Emissão
 * pedida") at once: the office shows it on its way, follows it, and offers no "Emitir nota" for
 * a note already asked for. One job per order at a time.
 */
export async function queueInvoiceOnPayment(
  tx: Database,
  deps: Pick<AppDeps, 'jobs' | 'now'>,
  order: { id: string; storeId: string },
): Promise<void> {
  const [settings] = await issueModeOf(tx).execute({ storeId: order.storeId });
  if (!settings?.on || settings.mode !== 'automatic') return;
  await askForInvoice(tx, deps, order, {
    environment: settings.environment,
    now: deps.now(),
    note: 'Emissão pedida com o pagamento.',
  });
}

/**
 * An order's note asked for, in the asking transaction: the issuing job queued (one per order at
 * a time) and the note `pendente` with its event — made, or `existing` (refused before) marked
 * so again. A note another asker made meanwhile is left as it is.
 */
export async function askForInvoice(
  tx: Database,
  deps: Pick<AppDeps, 'jobs'>,
  order: { id: string; storeId: string },
  ask: { environment: string; now: Date; note: string; existing?: InvoiceRow | null },
): Promise<void> {
  const { now, existing } = ask;
  await deps.jobs.enqueue(tx, INVOICE_ISSUE, { orderId: order.id }, { singletonKey: order.id });
  const [asked] = existing
    ? await tx
        .update(invoices)
        .set({ status: 'pendente', updatedAt: now })
        .where(eq(invoices.id, existing.id))
        .returning({ id: invoices.id })
    : await tx
        .insert(invoices)
        .values({
          storeId: order.storeId,
          orderId: order.id,
          provider: 'focus_nfe',
          environment: ask.environment,
          status: 'pendente',
          requestedAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: invoices.orderId })
        .returning({ id: invoices.id });
  if (!asked) return;
  await tx
    .insert(invoiceEvents)
    .values({ invoiceId: asked.id, status: 'pendente', note: ask.note, createdAt: now });
}

/**
 * Sends an order's note (the job INVOICE_ISSUE; the seller's "Emitir nota" queues the same).
 * Idempotent: the provider's ref is the order's id, so a second send — this job run again, a
 * timeout retried — is the same note there, never a second one; a note already at SEFAZ or done
 * is left alone. A note the data cannot make (no NCM, no IBGE code…) is `rejeitada` with what to
 * fix, without a call. A provider that times out or is down throws: the queue retries.
 */
export async function issueInvoice(deps: InvoiceDeps, orderId: string): Promise<InvoiceRow | null> {
  const now = deps.now();
  const existing = await invoiceOf(deps.db, orderId);
  if (existing && SETTLED.has(existing.status)) return existing;
  const request = await invoiceRequestOf(deps.db, orderId, now);
  if (!request) return existing;
  if ('problems' in request) {
    return recordInvoiceChange(deps.db, orderId, existing, now, {
      status: 'rejeitada',
      problem: request.problems.join('\n'),
      note: `Nota não enviada: ${request.problems.join(' ')}`,
    });
  }
  const { order, settings } = request;
  // A sale cancelled before its note went out has none to send. One sent already is sent
  // again: the provider answers that note, whose cancellation then follows (afterInvoiceChange).
  if (order.status === 'cancelado' && (existing?.attempts ?? 0) === 0) return existing;
  let company: FiscalCompany;
  try {
    company = companyOf(deps, order.storeId, settings.providerTokenSealed);
  } catch (error) {
    if (!(error instanceof InvoiceProblem)) throw error;
    return recordInvoiceChange(deps.db, orderId, existing, now, {
      status: 'rejeitada',
      storeId: order.storeId,
      environment: settings.environment,
      problem: error.message,
      note: `Nota não enviada: ${error.message}`,
    });
  }
  // Written before the call: a worker that dies after sending leaves the row, and the next run
  // sends the same ref again (the provider answers the note it already has).
  const sending = await recordInvoiceChange(deps.db, orderId, existing, now, {
    status: 'pendente',
    storeId: order.storeId,
    environment: settings.environment,
    attempt: true,
    note: existing && existing.attempts > 0 ? 'Nota enviada novamente.' : 'Nota enviada à SEFAZ.',
  });
  const sent = await company.issue(order.id, request.input);
  if (!sent.ok) {
    if (sent.reason !== 'refused')
      throw new Error(`fiscal provider ${sent.reason}: ${sent.message}`);
    return recordInvoiceChange(deps.db, orderId, sending, now, {
      status: 'rejeitada',
      problem: sent.message,
      note: `Recusada pelo emissor: ${sent.message}`,
    });
  }
  const row = await applyInvoiceState(deps, orderId, sent.invoice, now);
  if (row?.status === 'processando') await schedulePoll(deps, orderId);
  return row;
}

/**
 * Reads a note still processando from the provider (the job INVOICE_POLL): its webhook may never
 * come. Still processing: asked again later; the provider down: the queue retries.
 */
export async function pollInvoice(deps: InvoiceDeps, orderId: string): Promise<InvoiceRow | null> {
  const row = await invoiceOf(deps.db, orderId);
  if (!row || row.status !== 'processando') return row ?? null;
  const read = await (await storeCompany(deps, row.storeId)).status(orderId);
  if (!read.ok) throw new Error(`fiscal provider ${read.reason}: ${read.message}`);
  const after = await applyInvoiceState(deps, orderId, read.invoice, deps.now());
  if (after?.status === 'processando') await schedulePoll(deps, orderId);
  return after;
}

const schedulePoll = (deps: InvoiceDeps, orderId: string) =>
  deps.jobs.enqueue(
    deps.db,
    INVOICE_POLL,
    { orderId },
    // A moment, not seconds: pg-boss reads a number of seconds through a timestamp cast that
    // our statements (jobs/sender.ts: each of its $n a parameter of its own) cannot type.
    // The queue's clock is the database's: real time, not the rules' clock.
    { singletonKey: orderId, startAfter: new Date(Date.now() + POLL_AFTER_S * 1000) },
  );

/** The store's company at the provider, with the token its fiscal settings hold. */
export async function storeCompany(deps: InvoiceDeps, storeId: string): Promise<FiscalCompany> {
  const [settings] = await deps.db
    .select({ token: fiscalSettings.providerTokenSealed })
    .from(fiscalSettings)
    .where(eq(fiscalSettings.storeId, storeId));
  return companyOf(deps, storeId, settings?.token ?? null);
}

function companyOf(deps: InvoiceDeps, storeId: string, sealed: string | null): FiscalCompany {
  if (!sealed) {
    throw new InvoiceProblem('Informe o token do emissor em Configurações → Notas fiscais.');
  }
  const token = deps.secrets.open(sealed, fiscalSecretContext(storeId, 'provider_token'));
  return deps.fiscal.company(token);
}

export async function invoiceOf(db: Database, orderId: string): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row ?? null;
}

const STATUS_OF: Record<InvoiceState['status'], InvoiceStatus> = {
  processing: 'processando',
  authorized: 'autorizada',
  rejected: 'rejeitada',
  denied: 'denegada',
  cancelled: 'cancelada',
};

const NOTE_OF: Record<InvoiceState['status'], (state: InvoiceState) => string> = {
  processing: () => 'Em processamento na SEFAZ.',
  authorized: (state) =>
    state.status === 'authorized'
      ? `Nota autorizada: nº ${state.number}, série ${state.series}.`
      : 'Nota autorizada.',
  rejected: (state) =>
    state.status === 'rejected'
      ? `Rejeitada pela SEFAZ (${state.sefaz.code}): ${state.message}`
      : 'Rejeitada pela SEFAZ.',
  denied: (state) =>
    state.status === 'denied'
      ? `Uso denegado pela SEFAZ (${state.sefaz.code}): ${state.message}`
      : 'Uso denegado.',
  cancelled: () => 'Nota cancelada.',
};

/**
 * The note's row as the provider last said it is (a send's answer, a read, a webhook's read
 * back). A state the row already has changes nothing and records nothing: the same answer
 * twice — a replayed webhook, a poll after the webhook — is one event.
 */
export async function applyInvoiceState(
  deps: Pick<InvoiceDeps, 'db' | 'fiscal' | 'jobs' | 'config' | 'now'>,
  orderId: string,
  state: InvoiceState,
  now: Date,
): Promise<InvoiceRow | null> {
  const { db, fiscal } = deps;
  const existing = await invoiceOf(db, orderId);
  if (!existing) return null;
  const status = STATUS_OF[state.status];
  if (existing.status === status) return existing;
  // An ended note is not reopened by a late answer about an earlier moment.
  if (
    existing.status === 'cancelada' ||
    (existing.status === 'autorizada' && status !== 'cancelada')
  ) {
    return existing;
  }
  const fields =
    state.status === 'authorized'
      ? {
          accessKey: state.accessKey,
          number: state.number,
          series: state.series,
          xmlUrl: state.files.xml ? fiscal.documentUrl(state.files.xml) : null,
          danfeUrl: state.files.danfe ? fiscal.documentUrl(state.files.danfe) : null,
          sefazCode: state.sefaz.code,
          sefazMessage: state.sefaz.message,
          problem: null,
          authorizedAt: now,
        }
      : state.status === 'rejected' || state.status === 'denied'
        ? { sefazCode: state.sefaz.code, sefazMessage: state.sefaz.message, problem: state.message }
        : state.status === 'cancelled'
          ? {
              cancelledAt: now,
              cancelProblem: null,
              cancellationXmlUrl: state.files.cancellationXml
                ? fiscal.documentUrl(state.files.cancellationXml)
                : null,
              sefazCode: state.sefaz.code,
              sefazMessage: state.sefaz.message,
            }
          : {};
  return recordInvoiceChange(db, orderId, existing, now, {
    status,
    fields,
    note: NOTE_OF[state.status](state),
    then: (tx, row) => afterInvoiceChange(tx, deps, existing, row),
  });
}

/**
 * What a note's new state sets off, in the transaction that records it: an authorised note
 * goes to its shopper by e-mail, or — its cancellation asked while it was at SEFAZ (its sale
 * cancelled meanwhile) — gets its cancelling job; a cancelled one is in the store's history,
 * the provider's doing (no seller).
 */
async function afterInvoiceChange(
  tx: Database,
  deps: Pick<InvoiceDeps, 'jobs' | 'config' | 'now'>,
  before: InvoiceRow,
  row: InvoiceRow,
): Promise<void> {
  if (row.status === 'autorizada' && !row.cancelJustification)
    await queueInvoiceEmail(tx, deps, row);
  if (row.status === 'autorizada' && row.cancelJustification) {
    await deps.jobs.enqueue(
      tx,
      INVOICE_CANCEL,
      { orderId: row.orderId },
      {
        singletonKey: row.orderId,
      },
    );
  }
  if (row.status === 'cancelada') {
    await recordAudit(tx, {
      storeId: row.storeId,
      sellerId: null,
      entity: 'invoice',
      entityId: row.orderId,
      action: 'cancelled',
      before: { status: before.status },
      after: { status: row.status, cancellation_xml: row.cancellationXmlUrl },
    });
  }
}

/**
 * Writes the row's new state and its event, in one transaction; `then` runs in it too, with
 * the row as written (not when another run moved the row first: what it wrote stands).
 */
export async function recordInvoiceChange(
  db: Database,
  orderId: string,
  existing: InvoiceRow | null,
  now: Date,
  change: {
    status: InvoiceStatus;
    note: string;
    problem?: string;
    storeId?: string;
    environment?: string;
    attempt?: boolean;
    fields?: Partial<InvoiceRow>;
    then?: (tx: Database, row: InvoiceRow) => Promise<void>;
  },
): Promise<InvoiceRow> {
  return db.transaction(async (tx) => {
    let row: InvoiceRow | undefined;
    if (existing) {
      [row] = await tx
        .update(invoices)
        .set({
          status: change.status,
          ...(change.problem !== undefined ? { problem: change.problem } : {}),
          ...(change.attempt ? { attempts: existing.attempts + 1 } : {}),
          ...change.fields,
          updatedAt: now,
        })
        .where(
          and(
            eq(invoices.id, existing.id),
            eq(invoices.status, existing.status),
            eq(invoices.attempts, existing.attempts),
          ),
        )
        .returning();
      // Another run moved it meanwhile (or sent it: two sends of one pendente note): what it
      // wrote stands.
      if (!row) return (await invoiceOf(tx, orderId))!;
    } else {
      const storeId = change.storeId ?? (await storeOfOrder(tx, orderId));
      [row] = await tx
        .insert(invoices)
        .values({
          storeId,
          orderId,
          provider: 'focus_nfe',
          environment: change.environment ?? 'homologacao',
          status: change.status,
          problem: change.problem ?? null,
          attempts: change.attempt ? 1 : 0,
          requestedAt: now,
          updatedAt: now,
          ...change.fields,
        })
        .onConflictDoNothing({ target: invoices.orderId })
        .returning();
      if (!row) return (await invoiceOf(tx, orderId))!;
    }
    await tx.insert(invoiceEvents).values({
      invoiceId: row.id,
      status: change.status,
      note: change.note,
      createdAt: now,
    });
    await change.then?.(tx, row);
    return row;
  });
}

async function storeOfOrder(db: Database, orderId: string): Promise<string> {
  const [order] = await db
    .select({ storeId: orders.storeId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} not found`);
  return order.storeId;
}
