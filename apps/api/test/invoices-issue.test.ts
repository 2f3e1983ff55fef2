import { formatAccessKey, isValidAccessKey } from '@vitrine/domain/fiscal/access-key';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  emailOutbox,
  fiscalSettings,
  invoiceEvents,
  orders,
  products,
} from '../src/db/schema/index.ts';
import { startFocusNfe } from '../src/demo/focus-nfe.ts';
import { invoiceOf, issueInvoice, pollInvoice } from '../src/features/invoices/issue.ts';
import { registerInvoiceWebhook } from '../src/features/invoices/webhook.ts';
import { createCustomer, createSeller, sessionFor } from './fixtures/accounts.ts';
import { createStore } from './fixtures/catalog.ts';
import { fetchDanfe } from './fixtures/danfe.ts';
import { invoiceFixtures } from './fixtures/invoices.ts';
import { addToCart } from './fixtures/orders.ts';
import { call, createTestApp } from './harness.ts';
import { freePort, serveApp } from './servers/api.ts';

// A paid order's NF-e through the Focus NFe adapter (features/invoices) against the loopback
// Focus NFe over real HTTP: queued with the payment, sent once whatever runs twice or times
// out, read back to its end, refused with what to fix — on PGlite and PostgreSQL.

const TOKEN = 'token-da-empresa-homologacao';
const focus = await startFocusNfe({ tokens: [TOKEN], processingMs: 30 });
afterAll(() => focus.close());
const port = await freePort();
const { app, db, deps } = await createTestApp({
  config: {
    FOCUS_NFE_URL: focus.url,
    FOCUS_NFE_TIMEOUT_MS: '800',
    PUBLIC_API_URL: `http://127.0.0.1:${port}`,
  },
});
// Served over HTTP: the loopback calls the store's webhook there.
await serveApp(app, port);
beforeEach(() => focus.control.reset());

const { issuingStore, paidOrder, jobsOf, settled } = invoiceFixtures({ app, db, deps }, TOKEN);
const issueJobs = (orderId: string) => jobsOf('invoice-issue', orderId);

describe('an order’s NF-e', () => {
  it('is queued with the payment and sent once, whatever runs twice; authorised with a valid key and the order’s total', async () => {
    const shop = await issuingStore();
    const order = await paidOrder(shop);
    expect(await issueJobs(order.id)).toBe(1);
    // The office sees it asked for with the payment, nothing to issue by hand meanwhile.
    const seller = {
      storeId: shop.store.id,
      token: await sessionFor(db, 'seller', await createSeller(db, shop.store.id)),
    };
    const asked = await call(app, 'GET', `/sales/${order.code}/invoice`, seller);
    expect(asked.json).toMatchObject({
      can_issue: false,
      invoice: { status: 'pendente', status_label: 'Emissão pedida', attempts: 0 },
    });

    const [first, second] = await Promise.all([
      issueInvoice(deps, order.id),
      issueInvoice(deps, order.id),
    ]);
    await issueInvoice(deps, order.id);
    expect([first?.status, second?.status]).toContain('processando');
    expect(focus.notesOf(order.id)).toHaveLength(1);

    const done = await settled(order.id);
    expect(done?.status).toBe('autorizada');
    expect(isValidAccessKey(done!.accessKey!)).toBe(true);
    // items − discounts + freight of the note equal the order's total, to the centavo.
    const [paid] = await db.select().from(orders).where(eq(orders.id, order.id));
    const note = focus.notesOf(order.id)[0]!.json;
    expect(Math.round(Number(note.valor_total) * 100)).toBe(paid!.totalCents - paid!.interestCents);
    expect(focus.notesOf(order.id)).toHaveLength(1);
    const history = await db
      .select({ status: invoiceEvents.status })
      .from(invoiceEvents)
      .where(eq(invoiceEvents.invoiceId, done!.id));
    // Asked for with the payment, sent, then SEFAZ's verdict.
    expect(history.map((event) => event.status)).toEqual([
      'pendente',
      'pendente',
      'processando',
      'autorizada',
    ]);
  });

  it('once authorised, is e-mailed to the shopper with its number, access key and DANFE, once', async () => {
    const shop = await issuingStore();
    const order = await paidOrder(shop);
    await issueInvoice(deps, order.id);
    const row = await settled(order.id);
    // Read back again (a poll after the webhook): the same state records nothing, sends nothing.
    await pollInvoice(deps, order.id);
    const sent = await db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.to, shop.customer.email),
          eq(emailOutbox.template, 'invoice_authorized'),
        ),
      );
    expect(sent).toHaveLength(1);
    const [email] = sent;
    expect(email!.subject).toBe(`Nota fiscal do pedido ${order.code} — ${shop.store.name}`);
    const key = formatAccessKey(row!.accessKey!);
    expect(email!.text).toContain(`Número: ${row!.number}, série ${row!.series}`);
    expect(email!.text).toContain(`Chave de acesso: ${key}`);
    expect(email!.text).toContain(`Baixar a DANFE (PDF): ${row!.danfeUrl}`);
    expect(email!.text).toContain('sem valor fiscal');
    expect(email!.html).toContain(`href="${row!.danfeUrl}"`);
    const danfe = await fetch(row!.danfeUrl!);
    expect(danfe.headers.get('content-type')).toBe('application/pdf');
  });

  it('is sent again with the same ref after a timeout, and is still one note', async () => {
    const shop = await issuingStore();
    const order = await paidOrder(shop);
    focus.control.delay(1_500);
    await expect(issueInvoice(deps, order.id)).rejects.toThrow(/timeout/);
    focus.control.delay(0);
    // The loopback made the note before answering late (as the network does): sent again, the
    // same ref answers that note, decided meanwhile, instead of making a second one.
    const again = await issueInvoice(deps, order.id);
    expect(again?.status).toBe('autorizada');
    expect(again?.attempts).toBe(2);
    expect(focus.notesOf(order.id)).toHaveLength(1);
  });

  it('shows SEFAZ’s rejection with what to fix, and is authorised when issued again', async () => {
    const shop = await issuingStore();
    const order = await paidOrder(shop);
    focus.control.rejectNext({
      status: 'erro_autorizacao',
      code: '778',
      message: 'Rejeição: Informado NCM inexistente',
    });
    await issueInvoice(deps, order.id);
    const rejected = await settled(order.id);
    expect(rejected).toMatchObject({ status: 'rejeitada', sefazCode: '778' });
    expect(rejected?.problem).toMatch(/NCM/);
    const again = await issueInvoice(deps, order.id);
    expect(again?.attempts).toBe(2);
    expect((await settled(order.id))?.status).toBe('autorizada');
    expect(focus.notesOf(order.id)).toHaveLength(1);
  });

  it('is not sent while a product has no NCM, and says so', async () => {
    const shop = await issuingStore({ ncm: '' });
    const order = await paidOrder(shop);
    const row = await issueInvoice(deps, order.id);
    expect(row).toMatchObject({ status: 'rejeitada', attempts: 0 });
    expect(row?.problem).toBe('Camiseta de Algodão: informe o NCM do produto.');
    expect(focus.requests).toHaveLength(0);
  });

  it('is not queued on payment when the store issues its notes by hand', async () => {
    const shop = await issuingStore({ mode: 'manual' });
    const order = await paidOrder(shop);
    expect(await issueJobs(order.id)).toBe(0);
  });
});

describe('the provider’s webhook', () => {
  const notice = (storeId: string, orderId: string, authorization: string, status: string) =>
    call(app, 'POST', `/webhooks/focus-nfe/${storeId}`, {
      body: { cnpj_emitente: '11222333000181', ref: orderId, status },
      headers: { Authorization: authorization },
    });
  /** The store's hook registered at the loopback, and the Authorization it sends. */
  const hookAuthorization = async (storeId: string) => {
    await registerInvoiceWebhook(deps, storeId);
    return focus.ledger.hooks.find((hook) => hook.url.endsWith(`/${storeId}`))!.authorization!;
  };
  const eventsOf = async (orderId: string) => {
    const row = await invoiceOf(db, orderId);
    return db.select().from(invoiceEvents).where(eq(invoiceEvents.invoiceId, row!.id));
  };

  it('is registered with the store’s own Authorization and brings the note’s end without a poll', async () => {
    const shop = await issuingStore();
    await registerInvoiceWebhook(deps, shop.store.id);
    await registerInvoiceWebhook(deps, shop.store.id);
    // Registered once, however often the settings are saved (Focus allows five gatilhos a
    // company and event), with the store's own Authorization, which is not the token.
    for (let save = 0; save < 5; save += 1) await registerInvoiceWebhook(deps, shop.store.id);
    const hooks = focus.ledger.hooks.filter((hook) => hook.url.endsWith(`/${shop.store.id}`));
    expect(hooks).toHaveLength(1);
    expect(hooks[0]!.authorization).not.toBe(TOKEN);
    // A gatilho left with another Authorization (a lost row, an old one) is replaced.
    hooks[0]!.authorization = 'antiga';
    await registerInvoiceWebhook(deps, shop.store.id);
    const now = focus.ledger.hooks.filter((hook) => hook.url.endsWith(`/${shop.store.id}`));
    expect(now).toHaveLength(1);
    expect(now[0]!.authorization).not.toBe('antiga');

    const order = await paidOrder(shop);
    expect((await issueInvoice(deps, order.id))?.status).toBe('processando');
    let row = await invoiceOf(db, order.id);
    for (let i = 0; i < 100 && row?.status === 'processando'; i += 1) {
      await new Promise((wait) => setTimeout(wait, 20));
      row = await invoiceOf(db, order.id);
    }
    expect(row?.status).toBe('autorizada');
    // Its delivery is recorded once our answer reaches the loopback, after the row changed.
    const delivered = () => focus.deliveries.some((d) => d.ref === order.id && d.outcome === 200);
    for (let i = 0; i < 100 && !delivered(); i += 1) {
      await new Promise((wait) => setTimeout(wait, 20));
    }
    expect(delivered()).toBe(true);
  });

  it('changes nothing for a forged notice, nor for a replayed one, nor for a body that lies', async () => {
    const shop = await issuingStore();
    const authorization = await hookAuthorization(shop.store.id);
    focus.control.loseWebhooks();
    focus.control.processingMs(60_000);
    const order = await paidOrder(shop);
    await issueInvoice(deps, order.id);

    const forged = await notice(shop.store.id, order.id, 'Bearer outra-coisa', 'autorizado');
    expect(forged.status).toBe(401);
    // The right Authorization, a body that says "autorizado": the provider, asked, says it is
    // still processing — nothing changes.
    const lying = await notice(shop.store.id, order.id, authorization, 'autorizado');
    expect(lying.status).toBe(200);
    expect(lying.json).toEqual({ applied: false });
    expect((await invoiceOf(db, order.id))?.status).toBe('processando');
    // Another store's notice about this order: unknown there.
    const other = await issuingStore();
    const otherAuthorization = await hookAuthorization(other.store.id);
    const elsewhere = await notice(other.store.id, order.id, otherAuthorization, 'autorizado');
    expect(elsewhere.json).toEqual({ applied: false });
    expect(await eventsOf(order.id)).toHaveLength(3);
  });

  it('applies a real change once: the same notice again records nothing', async () => {
    const shop = await issuingStore();
    const authorization = await hookAuthorization(shop.store.id);
    focus.control.loseWebhooks();
    const order = await paidOrder(shop);
    await issueInvoice(deps, order.id);
    await new Promise((wait) => setTimeout(wait, 100));
    const first = await notice(shop.store.id, order.id, authorization, 'autorizado');
    expect(first.json).toEqual({ applied: true });
    const again = await notice(shop.store.id, order.id, authorization, 'autorizado');
    expect(again.json).toEqual({ applied: false });
    expect((await eventsOf(order.id)).map((event) => event.status)).toEqual([
      'pendente',
      'pendente',
      'processando',
      'autorizada',
    ]);
  });
});

describe('a sale’s note in the office', () => {
  const asSeller = async (storeId: string) => ({
    storeId,
    token: await sessionFor(db, 'seller', await createSeller(db, storeId)),
  });

  it('is issued by hand, once: "Emitir nota", then nothing more to issue while it is at SEFAZ', async () => {
    const shop = await issuingStore({ mode: 'manual' });
    const order = await paidOrder(shop);
    const seller = await asSeller(shop.store.id);
    const path = `/sales/${order.code}/invoice`;
    const before = await call(app, 'GET', path, seller);
    expect(before.json).toEqual({
      invoices_enabled: true,
      invoice: null,
      can_issue: true,
      can_cancel: false,
      can_correct: false,
      notice: null,
    });

    const asked = await call(app, 'POST', path, seller);
    expect(asked.status).toBe(202);
    expect(asked.json).toMatchObject({
      can_issue: false,
      invoice: { status: 'pendente', status_label: 'Emissão pedida', attempts: 0 },
    });
    expect(await issueJobs(order.id)).toBe(1);
    const twice = await call(app, 'POST', path, seller);
    expect(twice.status).toBe(409);
    expect(twice.json.code).toBe('invoice_not_reissuable');

    // The job the request queued sends it; read back, the sale shows the key and the DANFE.
    await issueInvoice(deps, order.id);
    await settled(order.id);
    const done = await call(app, 'GET', path, seller);
    expect(done.json.invoice).toMatchObject({ status: 'autorizada', attempts: 1 });
    expect(isValidAccessKey(done.json.invoice.access_key)).toBe(true);
    expect(done.json.invoice.danfe_url).toMatch(new RegExp(`^${focus.url}/`));
    expect(done.json.invoice.history.map((event: { status: string }) => event.status)).toEqual([
      'pendente',
      'pendente',
      'processando',
      'autorizada',
    ]);
    // Another store's seller does not see it.
    const stranger = await asSeller((await createStore(db)).id);
    expect((await call(app, 'GET', path, stranger)).status).toBe(404);
  });

  it('is issued again after a refusal, and refused for an unpaid sale or a store not issuing', async () => {
    const shop = await issuingStore({ ncm: '', mode: 'manual' });
    const order = await paidOrder(shop);
    const seller = await asSeller(shop.store.id);
    const path = `/sales/${order.code}/invoice`;
    await call(app, 'POST', path, seller);
    const refused = await issueInvoice(deps, order.id);
    expect(refused?.status).toBe('rejeitada');
    const shown = await call(app, 'GET', path, seller);
    expect(shown.json).toMatchObject({
      can_issue: true,
      invoice: { status: 'rejeitada', problem: 'Camiseta de Algodão: informe o NCM do produto.' },
    });
    await db.update(products).set({ ncm: '61091000' }).where(eq(products.id, shop.product.id));
    expect((await call(app, 'POST', path, seller)).status).toBe(202);
    await issueInvoice(deps, order.id);
    expect((await settled(order.id))?.status).toBe('autorizada');

    const variation = shop.product.variations[0]!;
    await addToCart(app, {
      storeId: shop.store.id,
      token: shop.token,
      code: shop.product.code,
      variation: variation.code,
    });
    const unpaid = await call(app, 'POST', '/orders', {
      storeId: shop.store.id,
      token: shop.token,
      body: { payment_method: 'pix', address_id: shop.address.id, cpf: '52998224725' },
    });
    expect(unpaid.status).toBe(201);
    const notPaid = await call(app, 'POST', `/sales/${unpaid.json.code}/invoice`, seller);
    expect(notPaid.status).toBe(409);
    expect(notPaid.json.code).toBe('invoice_order_not_paid');
    await db
      .update(fiscalSettings)
      .set({ invoicesEnabled: false })
      .where(eq(fiscalSettings.storeId, shop.store.id));
    const off = await call(app, 'POST', path, seller);
    expect(off.status).toBe(409);
    expect(off.json.code).toBe('invoices_disabled');
  });
});

describe('an order’s note for its shopper', () => {
  it('is nothing until authorised, then its number, key and a DANFE that answers a PDF; someone else’s order is 404', async () => {
    const shop = await issuingStore({ mode: 'manual' });
    const order = await paidOrder(shop);
    const shopper = { storeId: shop.store.id, token: shop.token };
    const path = `/orders/${order.code}/invoice`;
    expect((await call(app, 'GET', path, shopper)).json).toEqual({ invoice: null });

    await issueInvoice(deps, order.id);
    expect((await call(app, 'GET', path, shopper)).json).toEqual({ invoice: null });
    const done = await settled(order.id);
    expect(done?.status).toBe('autorizada');

    const shown = await call(app, 'GET', path.toLowerCase(), shopper);
    expect(shown.status).toBe(200);
    expect(shown.json).toEqual({
      invoice: {
        number: done!.number,
        series: done!.series,
        access_key: done!.accessKey,
        danfe_url: done!.danfeUrl,
        authorized_at: done!.authorizedAt!.toISOString(),
      },
    });
    expect(await fetchDanfe(shown.json.invoice.danfe_url)).toEqual({
      type: 'application/pdf',
      head: '%PDF-',
    });

    // Another shopper of the same store, and the store's seller (not a shopper), see nothing.
    const other = await createCustomer(db, shop.store.id);
    const stranger = { storeId: shop.store.id, token: await sessionFor(db, 'customer', other) };
    const notTheirs = await call(app, 'GET', path, stranger);
    expect(notTheirs.status).toBe(404);
    expect(JSON.stringify(notTheirs.json)).not.toContain(done!.accessKey!);
    const seller = await sessionFor(db, 'seller', await createSeller(db, shop.store.id));
    expect(
      (await call(app, 'GET', path, { storeId: shop.store.id, token: seller })).status,
    ).not.toBe(200);
  });
});
