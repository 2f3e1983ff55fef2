import { INVOICE_EVENT_MESSAGES } from '@vitrine/contract/invoices';
import { MAX_CORRECTIONS } from '@vitrine/domain/fiscal/note-events';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, invoiceCorrections, invoices } from '../src/db/schema/index.ts';
import { startFocusNfe } from '../src/demo/focus-nfe.ts';
import { invoiceOf } from '../src/features/invoices/issue.ts';
import { createSeller, sessionFor } from './fixtures/accounts.ts';
import { createStore } from './fixtures/catalog.ts';
import { invoiceFixtures } from './fixtures/invoices.ts';
import { call, createTestApp } from './harness.ts';

// A sale's carta de correção (CC-e) through the loopback Focus NFe over real HTTP: registered
// with its sequence and files, listed on the sale's note, refused with the reason in pt-BR.

const TOKEN = 'token-da-empresa-correcao';
const focus = await startFocusNfe({ tokens: [TOKEN], processingMs: 20 });
afterAll(() => focus.close());
const { app, db, deps } = await createTestApp({
  config: { FOCUS_NFE_URL: focus.url, FOCUS_NFE_TIMEOUT_MS: '800' },
});
beforeEach(() => focus.control.reset());
const { issuingStore, paidOrder, authorisedSale } = invoiceFixtures({ app, db, deps }, TOKEN);

const FIRST = 'Complemento do endereço de entrega: apartamento 301, bloco B';
const SECOND = 'Informações complementares: pedido entregue pela transportadora Jadlog';

/** An authorised sale and its carta de correção's route. */
async function correctableSale() {
  const { order, seller } = await authorisedSale();
  return { order, seller, path: `/sales/${order.code}/invoice/correction` };
}

describe('POST /sales/{code}/invoice/correction', () => {
  it('registers cartas de correção in sequence, listed latest first with their files, in the store’s history', async () => {
    const { order, seller, path } = await correctableSale();
    const first = await call(app, 'POST', path, { ...seller, body: { correcao: FIRST } });
    expect(first.status).toBe(201);
    const second = await call(app, 'POST', path, { ...seller, body: { correcao: SECOND } });
    expect(second.status).toBe(201);
    expect(second.json.can_correct).toBe(true);
    const [latest, earlier] = second.json.invoice.corrections;
    expect(latest).toMatchObject({
      sequence: 2,
      text: SECOND,
      status: 'registrada',
      problem: null,
    });
    expect(earlier).toMatchObject({ sequence: 1, text: FIRST, status: 'registrada' });

    const pdf = await fetch(latest.pdf_url);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const xml = await (await fetch(latest.xml_url)).text();
    expect(xml).toContain('<tpEvento>110110</tpEvento>');
    expect(xml).toContain('<nSeqEvento>2</nSeqEvento>');
    expect(xml).toContain(SECOND);
    expect(focus.notesOf(order.id)[0]?.corrections.map((c) => c.text)).toEqual([FIRST, SECOND]);

    const history = second.json.invoice.history.map((event: { note: string }) => event.note);
    expect(history.at(-1)).toBe(`Carta de correção nº 2 registrada: ${SECOND}`);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'correction')));
    expect(audit.map((entry) => entry.after)).toEqual(
      expect.arrayContaining([
        { correction: FIRST, correction_status: 'registrada', sequence: 1 },
        { correction: SECOND, correction_status: 'registrada', sequence: 2 },
      ]),
    );
    expect(audit.every((entry) => entry.sellerId !== null)).toBe(true);
  });

  it('refuses a text SEFAZ would not take, in pt-BR, and sends nothing', async () => {
    const { path, seller } = await correctableSale();
    const short = await call(app, 'POST', path, { ...seller, body: { correcao: 'curta' } });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.json)).toContain(INVOICE_EVENT_MESSAGES.correction);
    const long = await call(app, 'POST', path, { ...seller, body: { correcao: 'a'.repeat(1001) } });
    expect(long.status).toBe(400);
    expect(focus.requests.filter((r) => r.url.endsWith('/carta_correcao'))).toHaveLength(0);
  });

  it('keeps SEFAZ’s refusal of the 21st and says so', async () => {
    const { order, path, seller } = await correctableSale();
    const [row] = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
    // The loopback already holds 20 (as SEFAZ would): the 21st is refused there (594).
    focus.notesOf(order.id)[0]!.corrections.push(
      ...Array.from({ length: MAX_CORRECTIONS }, (_, i) => ({
        sequence: i + 1,
        text: FIRST,
        at: new Date(),
        protocol: '135260000000001',
      })),
    );
    const refused = await call(app, 'POST', path, { ...seller, body: { correcao: SECOND } });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('invoice_correction_refused');
    expect(refused.json.message).toMatch(/SEFAZ 594/);
    const kept = await db
      .select()
      .from(invoiceCorrections)
      .where(eq(invoiceCorrections.invoiceId, row!.id));
    expect(kept).toMatchObject([{ status: 'recusada', sequence: null, sefazCode: '594' }]);
  });

  it('is refused for a note not authorised, another store’s sale, or a provider down', async () => {
    const shop = await issuingStore({ mode: 'manual' });
    const bare = await paidOrder(shop);
    const seller = {
      storeId: shop.store.id,
      token: await sessionFor(db, 'seller', await createSeller(db, shop.store.id)),
    };
    const body = { correcao: FIRST };
    const none = await call(app, 'POST', `/sales/${bare.code}/invoice/correction`, {
      ...seller,
      body,
    });
    expect(none.status).toBe(409);
    expect(none.json).toMatchObject({
      code: 'invoice_not_authorized',
      message: INVOICE_EVENT_MESSAGES.notAuthorized,
    });

    const { order, path } = await correctableSale();
    const strangerStore = await createStore(db);
    const stranger = {
      storeId: strangerStore.id,
      token: await sessionFor(db, 'seller', await createSeller(db, strangerStore.id)),
    };
    expect((await call(app, 'POST', path, { ...stranger, body })).status).toBe(404);

    const own = { storeId: (await invoiceOf(db, order.id))!.storeId };
    const owner = {
      ...own,
      token: await sessionFor(db, 'seller', await createSeller(db, own.storeId)),
    };
    focus.control.failWith(503);
    const down = await call(app, 'POST', path, { ...owner, body });
    expect(down.status).toBe(503);
    expect(down.json.code).toBe('invoice_provider_unavailable');
    expect(down.json.message).toMatch(/fora do ar/);
  });
});
