import { INVOICE_EVENT_MESSAGES } from '@vitrine/contract/invoices';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, invoiceEvents, invoices } from '../src/db/schema/index.ts';
import { startFocusNfe } from '../src/demo/focus-nfe.ts';
import { CANCEL_ANSWER_WAIT_MS, cancelInvoice } from '../src/features/invoices/cancel.ts';
import { invoiceOf, issueInvoice } from '../src/features/invoices/issue.ts';
import { createSeller, sessionFor } from './fixtures/accounts.ts';
import { createStore } from './fixtures/catalog.ts';
import { invoiceFixtures } from './fixtures/invoices.ts';
import { call, createTestApp } from './harness.ts';

// A sale's NF-e cancelled at the loopback Focus NFe over real HTTP: with the sale's cancel
// (the job queued in the cancel's transaction, run as a worker would), or alone by the seller;
// refused past SEFAZ's 24 hours, where the seller is told to issue a nota de devolução.

const TOKEN = 'token-da-empresa-cancelamento';
const focus = await startFocusNfe({ tokens: [TOKEN], processingMs: 20 });
afterAll(() => focus.close());
const { app, db, deps } = await createTestApp({
  config: { FOCUS_NFE_URL: focus.url, FOCUS_NFE_TIMEOUT_MS: '800' },
});
beforeEach(() => focus.control.reset());
const { issuingStore, paidOrder, jobsOf, settled, authorisedSale } = invoiceFixtures(
  { app, db, deps },
  TOKEN,
);

const DAY_MS = 24 * 60 * 60 * 1000;
const REASON = 'Cliente desistiu da compra antes do envio';

/** Our record says SEFAZ authorised the note `hours` ago. */
const authorisedHoursAgo = (orderId: string, hours: number) =>
  db
    .update(invoices)
    .set({ authorizedAt: new Date(Date.now() - hours * 60 * 60 * 1000) })
    .where(eq(invoices.orderId, orderId));

const cancelSale = (code: string, seller: { storeId: string; token: string }, reason = REASON) =>
  call(app, 'PATCH', `/sales/${code}/status`, {
    ...seller,
    body: { status: 'cancelado', reason },
  });

const cancelRequests = (orderId: string) =>
  focus.requests.filter((r) => r.method === 'DELETE' && r.url === `/v2/nfe/${orderId}`);

async function historyOf(orderId: string) {
  const row = await invoiceOf(db, orderId);
  return db
    .select({ status: invoiceEvents.status, note: invoiceEvents.note })
    .from(invoiceEvents)
    .where(eq(invoiceEvents.invoiceId, row!.id))
    .orderBy(asc(invoiceEvents.createdAt));
}

const auditOf = (orderId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, orderId)))
    .orderBy(asc(auditLog.createdAt));

describe('cancelling a sale whose note is authorised', () => {
  it('cancels the note at SEFAZ by a job, with the cancel’s reason, recorded in its history and the store’s', async () => {
    const { order, seller } = await authorisedSale();
    const cancelled = await cancelSale(order.code, seller);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ status: 'cancelado', invoice_notice: null });
    expect(await jobsOf('invoice-cancel', order.id)).toBe(1);

    // The job ran after the request (as a worker takes it): the note is cancelled there.
    const [note] = focus.notesOf(order.id);
    expect(note).toMatchObject({ status: 'cancelado', cancellation: { justification: REASON } });
    const row = await invoiceOf(db, order.id);
    expect(row).toMatchObject({ status: 'cancelada', cancelJustification: REASON });
    expect(row?.cancellationXmlUrl).toMatch(new RegExp(`^${focus.url}/.*-can\\.xml$`));
    const xml = await (await fetch(row!.cancellationXmlUrl!)).text();
    expect(xml).toContain('<tpEvento>110111</tpEvento>');
    expect(xml).toContain(REASON);

    // Asked for with the payment, sent, authorised, its cancel asked, cancelled.
    expect((await historyOf(order.id)).map((event) => event.status)).toEqual([
      'pendente',
      'pendente',
      'processando',
      'autorizada',
      'autorizada',
      'cancelada',
    ]);
    const audit = await auditOf(order.id);
    expect(audit.map((entry) => [entry.action, entry.sellerId === null])).toEqual([
      ['cancel', false],
      ['cancelled', true],
    ]);
    expect(audit[0]!.after).toMatchObject({ cancel_justification: REASON });
    expect(audit[1]).toMatchObject({
      before: { status: 'autorizada' },
      after: { status: 'cancelada' },
    });

    // Run again (a retry, a second worker): nothing more is sent, nothing more recorded.
    await cancelInvoice(deps, order.id);
    expect(cancelRequests(order.id)).toHaveLength(1);
    expect(await historyOf(order.id)).toHaveLength(6);

    const shown = await call(app, 'GET', `/sales/${order.code}/invoice`, seller);
    expect(shown.json).toMatchObject({
      can_cancel: false,
      can_correct: false,
      notice: null,
      invoice: { status: 'cancelada', status_label: 'Nota cancelada', cancel_problem: null },
    });
  });

  it('gives SEFAZ a justification of 15 characters or more when the reason is shorter', async () => {
    const { order, seller } = await authorisedSale();
    await cancelSale(order.code, seller, 'Sem estoque');
    const sent = JSON.parse(cancelRequests(order.id)[0]!.rawBody) as { justificativa: string };
    expect(sent.justificativa).toBe('Venda cancelada pela loja: Sem estoque');
    expect((await invoiceOf(db, order.id))?.status).toBe('cancelada');
  });

  it('past 24 hours leaves the note authorised and tells the seller to issue a nota de devolução', async () => {
    const { order, seller } = await authorisedSale();
    await authorisedHoursAgo(order.id, 25);
    const cancelled = await cancelSale(order.code, seller);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({
      status: 'cancelado',
      invoice_notice: INVOICE_EVENT_MESSAGES.returnNoteNeeded,
    });
    expect(cancelled.json.invoice_notice).toMatch(/nota fiscal de devolução/);
    expect(await jobsOf('invoice-cancel', order.id)).toBe(0);
    expect(cancelRequests(order.id)).toHaveLength(0);
    expect((await invoiceOf(db, order.id))?.status).toBe('autorizada');
    expect((await historyOf(order.id)).at(-1)?.note).toMatch(/nota de devolução/);

    const shown = await call(app, 'GET', `/sales/${order.code}/invoice`, seller);
    expect(shown.json).toMatchObject({
      can_cancel: false,
      notice: INVOICE_EVENT_MESSAGES.returnNoteNeeded,
    });
    const alone = await call(app, 'POST', `/sales/${order.code}/invoice/cancel`, {
      ...seller,
      body: { justificativa: REASON },
    });
    expect(alone.status).toBe(409);
    expect(alone.json).toMatchObject({
      code: 'invoice_cancel_window_closed',
      message: INVOICE_EVENT_MESSAGES.returnNoteNeeded,
    });
  });

  it('keeps SEFAZ’s refusal for the seller when SEFAZ’s clock says the window closed', async () => {
    const { order, seller } = await authorisedSale();
    focus.control.advanceClock(DAY_MS + 60_000);
    await cancelSale(order.code, seller);
    const row = await invoiceOf(db, order.id);
    expect(row?.status).toBe('autorizada');
    expect(row?.cancelProblem).toMatch(/prazo de cancelamento .* nota de devolução/);
    expect((await historyOf(order.id)).at(-1)?.note).toMatch(/^Cancelamento recusado: /);
    const shown = await call(app, 'GET', `/sales/${order.code}/invoice`, seller);
    expect(shown.json.invoice.cancel_problem).toBe(row?.cancelProblem);
    expect(shown.json.notice).toBe(INVOICE_EVENT_MESSAGES.saleCancelledNoteStands);
  });

  it('cancels a note still at SEFAZ once it is authorised', async () => {
    const shop = await issuingStore();
    const order = await paidOrder(shop);
    focus.control.processingMs(150);
    expect((await issueInvoice(deps, order.id))?.status).toBe('processando');
    const seller = {
      storeId: shop.store.id,
      token: await sessionFor(db, 'seller', await createSeller(db, shop.store.id)),
    };
    await cancelSale(order.code, seller);
    expect(cancelRequests(order.id)).toHaveLength(0);
    expect(await settled(order.id)).toMatchObject({
      status: 'autorizada',
      cancelJustification: REASON,
    });
    // Authorised, its cancel job was queued in that same transaction; a worker runs it.
    expect(await jobsOf('invoice-cancel', order.id)).toBe(1);
    await cancelInvoice(deps, order.id);
    expect((await invoiceOf(db, order.id))?.status).toBe('cancelada');
  });
});

describe('POST /sales/{code}/invoice/cancel', () => {
  it('cancels the note alone, the sale kept; then refuses, as the note is no longer authorised', async () => {
    const { order, seller } = await authorisedSale();
    const path = `/sales/${order.code}/invoice/cancel`;
    const short = await call(app, 'POST', path, { ...seller, body: { justificativa: 'curta' } });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.json)).toContain(INVOICE_EVENT_MESSAGES.justification);

    const done = await call(app, 'POST', path, {
      ...seller,
      body: { justificativa: 'Nota emitida com o valor do frete errado' },
    });
    expect(done.status).toBe(202);
    // Accepted: the answer is the note as the request left it, its cancellation under way.
    expect(done.json).toMatchObject({
      invoice: {
        status: 'autorizada',
        cancel_justification: 'Nota emitida com o valor do frete errado',
      },
      can_cancel: false,
    });
    const after = await call(app, 'GET', `/sales/${order.code}/invoice`, seller);
    expect(after.json.invoice.status).toBe('cancelada');
    expect(focus.notesOf(order.id)[0]?.cancellation?.justification).toBe(
      'Nota emitida com o valor do frete errado',
    );
    const sale = await call(app, 'GET', `/sales/${order.code}`, seller);
    expect(sale.json.status).toBe('pago');

    const again = await call(app, 'POST', path, {
      ...seller,
      body: { justificativa: 'Nota emitida com o valor do frete errado' },
    });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('invoice_not_authorized');
    expect(cancelRequests(order.id)).toHaveLength(1);
  });

  it('lets the seller ask again when an hour passed with no answer (the provider down through every retry)', async () => {
    const { order, seller } = await authorisedSale();
    const path = `/sales/${order.code}/invoice/cancel`;
    const body = { justificativa: 'Nota emitida com o endereço errado do cliente' };
    focus.control.failWith(503);
    expect((await call(app, 'POST', path, { ...seller, body })).status).toBe(202);
    const waiting = await call(app, 'GET', `/sales/${order.code}/invoice`, seller);
    expect(waiting.json).toMatchObject({ invoice: { status: 'autorizada' }, can_cancel: false });
    const early = await call(app, 'POST', path, { ...seller, body });
    expect(early.json.code).toBe('invoice_cancel_under_way');

    // An hour later, still no answer: the asking has lapsed.
    await db
      .update(invoices)
      .set({ updatedAt: new Date(Date.now() - CANCEL_ANSWER_WAIT_MS - 60_000) })
      .where(eq(invoices.orderId, order.id));
    focus.control.reset();
    const lapsed = await call(app, 'GET', `/sales/${order.code}/invoice`, seller);
    expect(lapsed.json.can_cancel).toBe(true);
    expect((await call(app, 'POST', path, { ...seller, body })).status).toBe(202);
    const after = await call(app, 'GET', `/sales/${order.code}/invoice`, seller);
    expect(after.json.invoice.status).toBe('cancelada');
  });

  it('is another store’s seller’s 404, and a sale without a note’s 409', async () => {
    const { order } = await authorisedSale();
    const strangerStore = await createStore(db);
    const stranger = {
      storeId: strangerStore.id,
      token: await sessionFor(db, 'seller', await createSeller(db, strangerStore.id)),
    };
    const body = { justificativa: 'Nota emitida com o valor do frete errado' };
    const path = `/sales/${order.code}/invoice/cancel`;
    expect((await call(app, 'POST', path, { ...stranger, body })).status).toBe(404);
    expect((await invoiceOf(db, order.id))?.status).toBe('autorizada');

    const shop = await issuingStore({ mode: 'manual' });
    const bare = await paidOrder(shop);
    const seller = {
      storeId: shop.store.id,
      token: await sessionFor(db, 'seller', await createSeller(db, shop.store.id)),
    };
    const none = await call(app, 'POST', `/sales/${bare.code}/invoice/cancel`, { ...seller, body });
    expect(none.status).toBe(409);
    expect(none.json.code).toBe('invoice_not_authorized');
  });
});
