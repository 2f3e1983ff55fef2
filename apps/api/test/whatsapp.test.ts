import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startWhatsappCloud } from '../src/demo/whatsapp-cloud.ts';
import {
  auditLog,
  emailOutbox,
  orders,
  whatsappMessages,
  whatsappNotices,
  whatsappSettings,
} from '../src/db/schema/index.ts';
import { webhookSignature } from '../src/features/whatsapp/cloud-api.ts';
import { pruneWhatsappNotices, sendWhatsappMessage } from '../src/features/whatsapp/messages.ts';
import { createAddress, createCustomer, createSeller, sessionFor } from './fixtures/accounts.ts';
import { createProduct, createStore } from './fixtures/catalog.ts';
import { addToCart } from './fixtures/orders.ts';
import { call, createTestApp, LOOPBACK } from './harness.ts';
import { freePort, serveApp } from './servers/api.ts';

// WhatsApp order updates (issue #37 §5) through the Cloud API adapter (features/whatsapp)
// against the loopback Cloud API over real HTTP, on both databases: only to a shopper who opted
// in at checkout with a mobile, besides the e-mail and never instead of it; the store's
// secrets sealed; the webhook's handshake, and its notices moving only the store's messages
// forward, a forged one changing nothing.

const PHONE_NUMBER_ID = '106540352242922';
const ACCESS_TOKEN = 'EAAGm0PX4ZCpsBAJ-loja-teste-token';
const APP_SECRET = 'app-secret-da-loja-0123456789';
const TEMPLATES = { pedido_pago: 4, pedido_enviado: 5, pedido_entregue: 4 };
const UNDELIVERABLE = '5511999990000';

const cloud = await startWhatsappCloud({
  numbers: [
    {
      phoneNumberId: PHONE_NUMBER_ID,
      accessToken: ACCESS_TOKEN,
      appSecret: APP_SECRET,
      templates: TEMPLATES,
    },
  ],
  undeliverable: [UNDELIVERABLE],
});
afterAll(() => cloud.close());
const port = await freePort();
const { app, db, deps } = await createTestApp({
  config: {
    WHATSAPP_API_URL: cloud.apiUrl,
    WHATSAPP_TIMEOUT_MS: '2000',
    PUBLIC_API_URL: `http://127.0.0.1:${port}`,
  },
});
// Served over HTTP: the loopback calls the store's webhook there.
await serveApp(app, port);
beforeEach(() => cloud.control.failNext(200, 0));

const SETTINGS = {
  enabled: true,
  phone_number_id: PHONE_NUMBER_ID,
  business_account_id: '102290129340398',
  access_token: ACCESS_TOKEN,
  app_secret: APP_SECRET,
  templates: { paid: 'pedido_pago', shipped: 'pedido_enviado', delivered: 'pedido_entregue' },
  language: 'pt_BR',
};

async function shop(options: { on?: boolean; subscribe?: boolean } = {}) {
  const store = await createStore(db);
  const token = await sessionFor(db, 'seller', await createSeller(db, store.id));
  const mug = await createProduct(db, store.id, {
    name: 'Caneca Esmaltada',
    variations: [{ priceCents: 4990, stock: 100 }],
  });
  const where = { storeId: store.id, token, mug };
  if (options.on ?? true) {
    const saved = await seller(where, 'PUT', '/settings/whatsapp', SETTINGS);
    expect(saved.status, saved.text).toBe(200);
    if (options.subscribe ?? true) {
      const verified = await cloud.control.subscribe(
        PHONE_NUMBER_ID,
        saved.json.webhook.url,
        saved.json.webhook.verify_token,
      );
      expect(verified).toBe(true);
    }
  }
  return where;
}
type Shop = Awaited<ReturnType<typeof shop>>;

const seller = (
  where: { storeId: string; token: string },
  method: string,
  path: string,
  body?: unknown,
) => call(app, method, path, { storeId: where.storeId, token: where.token, body });

async function shopper(where: Shop) {
  const customer = await createCustomer(db, where.storeId, { firstName: 'Maria' });
  const token = await sessionFor(db, 'customer', customer);
  const address = await createAddress(db, where.storeId, customer.id);
  return { customer, token, address, as: { storeId: where.storeId, token } };
}
type Shopper = Awaited<ReturnType<typeof shopper>>;

/** The mug bought by pix, with `whatsapp_phone` when given, and paid. */
async function paidOrder(where: Shop, who: Shopper, whatsappPhone?: string) {
  await addToCart(app, {
    ...who.as,
    code: where.mug.code,
    variation: where.mug.variations[0]!.code,
  });
  const placed = await call(app, 'POST', '/orders', {
    ...who.as,
    body: {
      payment_method: 'pix',
      address_id: who.address.id,
      ...(whatsappPhone ? { whatsapp_phone: whatsappPhone } : {}),
    },
  });
  expect(placed.status, placed.text).toBe(201);
  const code = placed.json.code as string;
  const paid = await call(app, 'POST', '/dev/payments/sandbox/confirm', {
    remoteAddress: LOOPBACK,
    storeId: where.storeId,
    body: { order_code: code },
  });
  expect(paid.status, paid.text).toBe(200);
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, where.storeId), eq(orders.code, code)));
  return row!;
}

const move = (where: Shop, code: string, body: Record<string, unknown>) =>
  seller(where, 'PATCH', `/sales/${code}/status`, body);

const messagesOf = (orderId: string) =>
  db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.orderId, orderId))
    .orderBy(asc(whatsappMessages.createdAt));

/** A Cloud API status notice as Meta posts it, of one message of the store's number. */
const noticeOf = (id: string, status: string, recipient: string) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'waba',
        changes: [
          {
            field: 'messages',
            value: {
              metadata: { phone_number_id: PHONE_NUMBER_ID },
              statuses: [{ id, status, timestamp: '1767225600', recipient_id: recipient }],
            },
          },
        ],
      },
    ],
  });

const postNotice = (where: Shop, body: string, signature?: string) =>
  app.request(`/webhooks/whatsapp/${where.storeId}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'x-hub-signature-256': signature }),
    },
    body,
  });

const noticesOf = (storeId: string) =>
  db.select().from(whatsappNotices).where(eq(whatsappNotices.storeId, storeId));

const DAY = 24 * 60 * 60 * 1000;

const emailsTo = (email: string) => db.select().from(emailOutbox).where(eq(emailOutbox.to, email));

const sentTo = (number: string) => cloud.sent.filter((message) => message.to === number);

describe('the store’s WhatsApp settings', () => {
  it('start off; are turned on only complete; keep their secrets sealed, answered and audited as set only', async () => {
    const where = await shop({ on: false });
    const fresh = await seller(where, 'GET', '/settings/whatsapp');
    expect(fresh.json).toMatchObject({
      enabled: false,
      access_token_set: false,
      app_secret_set: false,
      templates: { paid: 'pedido_pago', shipped: 'pedido_enviado', delivered: 'pedido_entregue' },
      webhook: { url: `http://127.0.0.1:${port}/webhooks/whatsapp/${where.storeId}` },
    });
    expect(fresh.json.webhook.verify_token).toMatch(/^[\w-]{24,}$/);

    const incomplete = await seller(where, 'PUT', '/settings/whatsapp', {
      ...SETTINGS,
      access_token: undefined,
      app_secret: undefined,
    });
    expect(incomplete.status).toBe(422);
    expect(incomplete.json.code).toBe('whatsapp_settings_incomplete');
    expect(incomplete.json.details.map((one: { path: string }) => one.path)).toEqual([
      'access_token',
      'app_secret',
    ]);

    const badName = await seller(where, 'PUT', '/settings/whatsapp', {
      ...SETTINGS,
      templates: { ...SETTINGS.templates, paid: 'Pedido Pago' },
    });
    expect(badName.status).toBe(400);

    const saved = await seller(where, 'PUT', '/settings/whatsapp', SETTINGS);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toMatchObject({
      enabled: true,
      access_token_set: true,
      app_secret_set: true,
    });
    expect(saved.text).not.toContain(ACCESS_TOKEN);
    expect(saved.text).not.toContain(APP_SECRET);
    const [row] = await db
      .select()
      .from(whatsappSettings)
      .where(eq(whatsappSettings.storeId, where.storeId));
    expect(row!.accessTokenSealed).not.toContain(ACCESS_TOKEN);
    expect(
      deps.secrets.open(row!.accessTokenSealed!, `store:${where.storeId}:whatsapp.access_token`),
    ).toBe(ACCESS_TOKEN);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, where.storeId), eq(auditLog.entity, 'whatsapp_settings')));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(ACCESS_TOKEN);
    expect(JSON.stringify(audit)).not.toContain(APP_SECRET);
    expect(audit[0]!.after).toMatchObject({ enabled: true, access_token_set: true });

    // Absent keeps the secret; the quote offers the updates.
    const kept = await seller(where, 'PUT', '/settings/whatsapp', {
      ...SETTINGS,
      access_token: undefined,
      app_secret: undefined,
    });
    expect(kept.json.access_token_set).toBe(true);
  });
});

describe('the checkout’s opt-in', () => {
  it('is offered only by a store whose messages are on, and takes a Brazilian mobile only', async () => {
    const off = await shop({ on: false });
    const ana = await shopper(off);
    await addToCart(app, { ...ana.as, code: off.mug.code, variation: off.mug.variations[0]!.code });
    const quoteOff = await call(app, 'GET', '/checkout/quote', ana.as);
    expect(quoteOff.json.whatsapp_offered).toBe(false);

    const on = await shop();
    const bia = await shopper(on);
    await addToCart(app, { ...bia.as, code: on.mug.code, variation: on.mug.variations[0]!.code });
    const quoteOn = await call(app, 'GET', '/checkout/quote', bia.as);
    expect(quoteOn.json.whatsapp_offered).toBe(true);
    const landline = await call(app, 'POST', '/orders', {
      ...bia.as,
      body: { payment_method: 'pix', address_id: bia.address.id, whatsapp_phone: '(11) 2345-6789' },
    });
    expect(landline.status).toBe(400);
    expect(landline.json.details).toEqual([
      { path: 'whatsapp_phone', message: 'Informe um celular com DDD, como (11) 91234-5678.' },
    ]);

    // A store with the messages off ignores a number sent anyway: nothing is kept, none sent.
    const order = await paidOrder(off, ana, '(11) 91234-5678');
    expect(order.whatsappNumber).toBeNull();
    expect(await messagesOf(order.id)).toEqual([]);
  });
});

describe('an opted-in order’s updates', () => {
  it('go paid, shipped and delivered by the store’s templates, each once, besides every e-mail; the webhook moves them to delivered', async () => {
    const where = await shop();
    const who = await shopper(where);
    const order = await paidOrder(where, who, '(21) 98765-4321');
    expect(order.whatsappNumber).toBe('21987654321');
    expect(order.whatsappOptInAt).not.toBeNull();
    const code = order.code;
    expect((await move(where, code, { status: 'em_separacao' })).status).toBe(200);
    expect(
      (await move(where, code, { status: 'enviado', tracking_code: 'BR987654326BR' })).status,
    ).toBe(200);
    expect((await move(where, code, { status: 'entregue' })).status).toBe(200);
    await cloud.control.settled();

    const sent = sentTo('5521987654321');
    expect(sent.map(({ template, language }) => `${template}/${language}`)).toEqual([
      'pedido_pago/pt_BR',
      'pedido_enviado/pt_BR',
      'pedido_entregue/pt_BR',
    ]);
    const link = `/minha-conta/meus-pedidos/${code}`;
    expect(sent[0]!.parameters.slice(0, 3)).toEqual(['Maria', code, expect.any(String)]);
    expect(sent[0]!.parameters[3]).toContain(link);
    expect(sent[1]!.parameters[4]).toBe('BR987654326BR');
    const rows = await messagesOf(order.id);
    expect(rows.map(({ kind, status }) => `${kind}:${status}`)).toEqual([
      'paid:delivered',
      'shipped:delivered',
      'delivered:delivered',
    ]);
    expect(
      rows.every(
        (row) => row.providerMessageId === sent.find((one) => one.template === row.template)?.id,
      ),
    ).toBe(true);
    // The shopper's order says where its updates go.
    const mine = await call(app, 'GET', `/orders/${code}`, who.as);
    expect(mine.json.whatsapp_number).toBe('21987654321');
    // The seller sees them on the sale, with the number the shopper gave.
    const sale = await seller(where, 'GET', `/sales/${code}`);
    expect(sale.json.whatsapp).toMatchObject({
      number: '21987654321',
      messages: [
        { kind: 'paid', status: 'delivered', error: null },
        { kind: 'shipped', status: 'delivered', error: null },
        { kind: 'delivered', status: 'delivered', error: null },
      ],
    });
    // The e-mails as ever: received, paid, shipped.
    const templates = (await emailsTo(who.customer.email)).map((email) => email.template).sort();
    expect(templates).toEqual(['order_confirmation', 'order_shipped', 'payment_confirmed']);

    // Each once: the job run again sends nothing more.
    for (const row of rows) await sendWhatsappMessage(deps, row.id);
    expect(sentTo('5521987654321')).toHaveLength(3);
  });

  it('are not sent at all to a shopper who did not opt in', async () => {
    const where = await shop();
    const who = await shopper(where);
    const order = await paidOrder(where, who);
    await move(where, order.code, { status: 'em_separacao' });
    await move(where, order.code, { status: 'enviado', tracking_code: 'BR987654326BR' });
    await move(where, order.code, { status: 'entregue' });
    expect(order.whatsappNumber).toBeNull();
    expect(await messagesOf(order.id)).toEqual([]);
    expect((await emailsTo(who.customer.email)).length).toBe(3);
    expect((await seller(where, 'GET', `/sales/${order.code}`)).json.whatsapp).toBeNull();
  });

  it('wait out a Cloud API outage without holding the e-mail back, then go once', async () => {
    const where = await shop();
    const who = await shopper(where);
    cloud.control.failNext(503, 100);
    const before = cloud.sent.length;
    const order = await paidOrder(where, who, '(31) 99876-5432');
    const [queued] = await messagesOf(order.id);
    expect(queued).toMatchObject({ kind: 'paid', status: 'queued', attempts: 1 });
    const confirmed = (await emailsTo(who.customer.email)).filter(
      (email) => email.template === 'payment_confirmed',
    );
    expect(confirmed).toHaveLength(1);
    expect(cloud.sent.length).toBe(before);
    // The queue's retry, once the service is back.
    cloud.control.failNext(200, 0);
    await sendWhatsappMessage(deps, queued!.id);
    const [after] = await messagesOf(order.id);
    expect(after).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sentTo('5531998765432')).toHaveLength(1);
  });

  it('fail for good, in Meta’s words, when the template is refused or the number cannot get it', async () => {
    const where = await shop();
    const renamed = await seller(where, 'PUT', '/settings/whatsapp', {
      ...SETTINGS,
      access_token: undefined,
      app_secret: undefined,
      templates: { ...SETTINGS.templates, paid: 'modelo_inexistente' },
    });
    expect(renamed.status).toBe(200);
    const who = await shopper(where);
    const refused = await paidOrder(where, who, '(41) 99123-4567');
    const [row] = await messagesOf(refused.id);
    expect(row).toMatchObject({ status: 'failed' });
    expect(row!.error).toContain('132001');

    await seller(where, 'PUT', '/settings/whatsapp', {
      ...SETTINGS,
      access_token: undefined,
      app_secret: undefined,
    });
    const other = await shopper(where);
    const lost = await paidOrder(where, other, '(11) 99999-0000');
    await cloud.control.settled();
    const [undelivered] = await messagesOf(lost.id);
    expect(undelivered).toMatchObject({ status: 'failed' });
    expect(undelivered!.error).toContain('131026');
  });
});

describe('the webhook', () => {
  it('answers Meta’s handshake with the challenge for the store’s verify token only', async () => {
    const where = await shop({ subscribe: false });
    const settings = await seller(where, 'GET', '/settings/whatsapp');
    const verify = (token: string) =>
      call(
        app,
        'GET',
        `/webhooks/whatsapp/${where.storeId}?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`,
      );
    const right = await verify(settings.json.webhook.verify_token);
    expect(right.status).toBe(200);
    expect(right.text).toBe('1158201444');
    const wrong = await verify('nao-e-o-token');
    expect(wrong.status).toBe(403);
    expect(wrong.text).not.toContain('1158201444');
  });

  it('changes nothing for a forged notice, another store’s message, or a status that would move one back', async () => {
    const where = await shop();
    const who = await shopper(where);
    const order = await paidOrder(where, who, '(51) 99222-3333');
    await cloud.control.settled();
    const [message] = await messagesOf(order.id);
    expect(message!.status).toBe('delivered');
    const notice = (status: string, id = message!.providerMessageId!) =>
      noticeOf(id, status, '5551992223333');
    const post = (body: string, signature?: string) => postNotice(where, body, signature);

    const forged = notice('failed');
    for (const signature of [undefined, webhookSignature('outro-segredo', forged), 'sha256=00']) {
      const res = await post(forged, signature);
      expect(res.status).toBe(401);
      expect(((await res.json()) as { code: string }).code).toBe('invalid_signature');
    }
    // Signed for other bytes than those sent.
    expect((await post(forged, webhookSignature(APP_SECRET, notice('read')))).status).toBe(401);
    expect((await messagesOf(order.id))[0]!.status).toBe('delivered');

    // Another store's message id, even signed with this store's secret, moves nothing.
    const elsewhere = await shop();
    const someone = await shopper(elsewhere);
    const theirs = await paidOrder(elsewhere, someone, '(61) 99444-5555');
    await cloud.control.settled();
    const [their] = await messagesOf(theirs.id);
    const cross = notice('read', their!.providerMessageId!);
    const crossed = await post(cross, webhookSignature(APP_SECRET, cross));
    expect(crossed.status).toBe(200);
    expect(await crossed.json()).toEqual({ applied: 0 });
    expect((await messagesOf(theirs.id))[0]!.status).toBe('delivered');

    // Out of order: a late "sent" never moves a delivered message back; "read" moves it on.
    const late = notice('sent');
    expect(await (await post(late, webhookSignature(APP_SECRET, late))).json()).toEqual({
      applied: 0,
    });
    const read = notice('read');
    expect(await (await post(read, webhookSignature(APP_SECRET, read))).json()).toEqual({
      applied: 1,
    });
    expect((await messagesOf(order.id))[0]!.status).toBe('read');
  });

  it('loses no status Meta posts before the send’s answer is written: it waits for its message, and one that never finds it is let go after a week', async () => {
    const where = await shop();
    const who = await shopper(where);
    cloud.control.noticesFirst(1);
    const early = await paidOrder(where, who, '(31) 99777-8888');
    await cloud.control.settled();
    const [delivered] = await messagesOf(early.id);
    expect(delivered).toMatchObject({ status: 'delivered', error: null });
    expect(await noticesOf(where.storeId)).toEqual([]);

    // A failure told first fails it too, in Meta's words.
    const other = await shopper(where);
    cloud.control.noticesFirst(1);
    const lost = await paidOrder(where, other, '(11) 99999-0000');
    await cloud.control.settled();
    const [failed] = await messagesOf(lost.id);
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed!.error).toContain('131026');
    expect(await noticesOf(where.storeId)).toEqual([]);

    // A status of a message sent by another app on the number: kept, never applied, pruned.
    const stranger = noticeOf('wamid.de-outro-app', 'delivered', '5531911112222');
    const posted = await postNotice(where, stranger, webhookSignature(APP_SECRET, stranger));
    expect(await posted.json()).toEqual({ applied: 0 });
    expect(await noticesOf(where.storeId)).toEqual([
      expect.objectContaining({ providerMessageId: 'wamid.de-outro-app', status: 'delivered' }),
    ]);
    const sixDays = new Date(Date.now() + 6 * DAY);
    expect(await pruneWhatsappNotices({ db, now: () => sixDays })).toBe(0);
    const eightDays = new Date(Date.now() + 8 * DAY);
    expect(await pruneWhatsappNotices({ db, now: () => eightDays })).toBeGreaterThanOrEqual(1);
    expect(await noticesOf(where.storeId)).toEqual([]);
  });
});
