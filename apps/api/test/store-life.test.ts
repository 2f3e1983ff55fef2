import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startMercadoPago } from '../src/demo/mercado-pago.ts';
import { auditLog, orders, pages, sellers, stores } from '../src/db/schema/index.ts';
import {
  createAddress,
  createCustomer,
  createSeller,
  latestEmail,
  PASSWORD,
  sessionFor,
} from './fixtures/accounts.ts';
import { createProduct, createStore } from './fixtures/catalog.ts';
import { placeOrder } from './fixtures/orders.ts';
import type { Database } from '../src/db/client.ts';
import { FREIGHT_TABLE, PAYMENT_SETTINGS } from './fixtures/requests.ts';
import { addToCart } from './fixtures/orders.ts';
import { signUpBody, signUpOwner } from './fixtures/sign-up.ts';
import { holdStoreLife, shareStoreLife } from '../src/http/store-open.ts';
import { call, createTestApp } from './harness.ts';

// A store's life after sign-up, over the real API: the first-run checklist, each step done
// only when the store's data says so; "Abrir minha loja" refused while a required step is
// missing (the owner's e-mail above all) and allowed once they hold; pause with a message,
// reopen; closing after the owner's password, refused while an order is unfinished; the
// closed store's address never given to another store. Only the owner moves the store.

const MP_TOKEN = 'APP_USR-5555666677778888-112900-abcdefabcdefabcdefabcdefabcdef12-44556677';
const mercadoPago = await startMercadoPago({
  accounts: [{ accessToken: MP_TOKEN, nickname: 'ATELIE', userId: '44556677' }],
});
afterAll(() => mercadoPago.close());
const DOMAIN = 'lojas.vitrine.test';
const { app, db, driver } = await createTestApp({
  config: { PLATFORM_DOMAIN: DOMAIN, MERCADO_PAGO_URL: mercadoPago.url },
});

type Owner = { storeId: string; token: string; email: string; slug: string };

/** A store as "Crie sua loja" makes it: a draft, its owner logged in, the e-mail unconfirmed. */
const signUp = (): Promise<Owner> => signUpOwner(app);

type Who = { storeId: string; token: string };
const checklist = async (who: Who) => {
  const res = await call(app, 'GET', '/store/checklist', who);
  expect(res.status, res.text).toBe(200);
  return res.json as {
    status: string;
    steps: { code: string; label: string; required: boolean; done: boolean }[];
    missing: string[];
  };
};
const doneOf = async (who: Who) =>
  Object.fromEntries((await checklist(who)).steps.map((step) => [step.code, step.done]));

// Each step made true through the routes a seller uses (or, for what an upload would do, the
// row it writes).
async function confirmEmail(owner: Owner) {
  const mail = await latestEmail(app, owner.storeId, owner.email, 'confirm_email');
  const token = /confirmar-email\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  const res = await call(app, 'POST', '/sellers/confirm-email', {
    storeId: owner.storeId,
    body: { token },
  });
  expect(res.status, res.text).toBe(200);
}
async function addProduct(who: Who) {
  await createProduct(db, who.storeId, { name: 'Caneca de barro' });
}
async function receiveByMercadoPago(who: Who) {
  const saved = await call(app, 'PUT', '/settings/payments', {
    ...who,
    body: {
      ...structuredClone(PAYMENT_SETTINGS),
      methods: { pix: 'mercado_pago', card: 'mercado_pago', boleto: 'sandbox' },
      mercado_pago: {
        public_key: 'APP_USR-chave-publica-0001',
        access_token: MP_TOKEN,
        webhook_secret: 'assinatura-secreta-0001',
      },
    },
  });
  expect(saved.status, saved.text).toBe(200);
  const tested = await call(app, 'POST', '/settings/payments/test', {
    ...who,
    body: { provider: 'mercado_pago' },
  });
  expect(tested.json).toMatchObject({ ok: true });
}
const LEGAL_DATA = {
  legal_name: 'Ana Beatriz Souza',
  document: '390.533.447-05',
  address: {
    line: 'Rua das Flores, 10 — Centro',
    zip_code: '01310-100',
    city: 'São Paulo',
    state: 'SP',
  },
  email: 'contato@atelie.com.br',
  phone: '(11) 3222-1234',
};
const putLegalData = (who: Who, body: unknown) =>
  call(app, 'PUT', '/settings/legal-data', { ...who, body });
async function deliverByPickup(who: Who) {
  const res = await call(app, 'PUT', '/settings/freight', {
    ...who,
    body: {
      origin_cep: '01310-100',
      default_package: { weight_grams: 300, height_cm: 2, width_cm: 11, length_cm: 16 },
      own_table: { enabled: false },
      free_shipping: [],
      pickup: { enabled: true, address: 'Rua das Flores, 10', hours: 'Seg. a sex., 9h às 18h' },
      melhor_envio: {
        enabled: false,
        environment: 'production',
        services: [],
        markup_percent: 0,
        markup_amount: 0,
        extra_days: 0,
      },
    },
  });
  expect(res.status, res.text).toBe(200);
}
async function publishPages(who: Who) {
  const list = await call(app, 'GET', '/settings/pages', who);
  for (const page of list.json.items as { _id: string; title: string; html: string }[]) {
    const res = await call(app, 'PUT', `/settings/pages/${page._id}`, {
      ...who,
      body: { title: page.title, html: page.html, published: true },
    });
    expect(res.status, res.text).toBe(200);
  }
}
/** Everything the store needs to open, but the one step named. */
async function readyBut(owner: Owner, left?: string) {
  const steps: Record<string, () => Promise<unknown>> = {
    email: () => confirmEmail(owner),
    product: () => addProduct(owner),
    payments: () => receiveByMercadoPago(owner),
    delivery: () => deliverByPickup(owner),
    legal_data: () => putLegalData(owner, LEGAL_DATA),
    pages: () => publishPages(owner),
  };
  for (const [step, make] of Object.entries(steps)) if (step !== left) await make();
}
const open = (who: Who) => call(app, 'POST', '/store/open', who);
const statusOf = async (storeId: string) =>
  (await db.select({ status: stores.status }).from(stores).where(eq(stores.id, storeId)))[0]!
    .status;

describe('GET /store/checklist', () => {
  it('starts a signed-up store with every step to do', async () => {
    const owner = await signUp();
    const list = await checklist(owner);
    expect(list.status).toBe('draft');
    expect(list.steps).toEqual([
      { code: 'email', label: 'Confirmar o e-mail do dono', required: true, done: false },
      {
        code: 'identity',
        label: 'Identidade: logo e cores da loja',
        required: false,
        done: false,
      },
      { code: 'product', label: 'Um produto ativo, com foto', required: true, done: false },
      { code: 'payments', label: 'Uma conta de recebimento testada', required: true, done: false },
      {
        code: 'delivery',
        label: 'Uma forma de entrega: tabela de frete, Melhor Envio ou retirada',
        required: true,
        done: false,
      },
      { code: 'legal_data', label: 'Dados legais completos', required: true, done: false },
      {
        code: 'pages',
        label: 'Páginas de trocas, privacidade e termos revisadas',
        required: true,
        done: false,
      },
    ]);
    expect(list.missing).toEqual([
      'email',
      'product',
      'payments',
      'delivery',
      'legal_data',
      'pages',
    ]);
  });

  it('marks the e-mail done when the owner follows the confirmation link', async () => {
    const owner = await signUp();
    await confirmEmail(owner);
    expect((await doneOf(owner)).email).toBe(true);
  });

  it('marks the identity done only with a logo and colours of the store’s own', async () => {
    const owner = await signUp();
    await db.update(stores).set({ logo: 'logo.webp' }).where(eq(stores.id, owner.storeId));
    expect((await doneOf(owner)).identity).toBe(false);
    const identity = await call(app, 'GET', '/settings/identity', owner);
    const saved = await call(app, 'PUT', '/settings/identity', {
      ...owner,
      body: { ...identity.json, colors: { primary: '#7c2d12', secondary: '#fff7ed' } },
    });
    expect(saved.status, saved.text).toBe(200);
    expect((await doneOf(owner)).identity).toBe(true);
    await db.update(stores).set({ logo: null }).where(eq(stores.id, owner.storeId));
    expect((await doneOf(owner)).identity).toBe(false);
  });

  it('marks the product done only for an active product with a photo', async () => {
    const owner = await signUp();
    await createProduct(db, owner.storeId, { name: 'Rascunho', status: 'draft' });
    await createProduct(db, owner.storeId, { name: 'Sem foto', images: [] });
    expect((await doneOf(owner)).product).toBe(false);
    await addProduct(owner);
    expect((await doneOf(owner)).product).toBe(true);
  });

  it('marks payments done only once a real account passed "Testar conexão"', async () => {
    const owner = await signUp();
    const body = {
      ...structuredClone(PAYMENT_SETTINGS),
      methods: { pix: 'sandbox', card: 'mercado_pago', boleto: 'sandbox' },
      mercado_pago: {
        public_key: 'APP_USR-chave-publica-0001',
        access_token: MP_TOKEN,
        webhook_secret: 'assinatura-secreta-0001',
      },
    };
    // The sandbox receives nothing; an account saved but never tested is not known to work.
    expect((await call(app, 'PUT', '/settings/payments', { ...owner, body })).status).toBe(200);
    expect((await doneOf(owner)).payments).toBe(false);
    const refused = await call(app, 'POST', '/settings/payments/test', {
      ...owner,
      body: { provider: 'mercado_pago', mercado_pago: { access_token: 'APP_USR-errado-000' } },
    });
    expect(refused.json).toMatchObject({ ok: false });
    expect((await doneOf(owner)).payments).toBe(false);
    const tested = await call(app, 'POST', '/settings/payments/test', {
      ...owner,
      body: { provider: 'mercado_pago' },
    });
    expect(tested.json).toMatchObject({ ok: true });
    expect((await doneOf(owner)).payments).toBe(true);
    // Another token saved: not the one tested.
    const changed = await call(app, 'PUT', '/settings/payments', {
      ...owner,
      body: { ...body, mercado_pago: { ...body.mercado_pago, access_token: 'APP_USR-outro-0001' } },
    });
    expect(changed.status).toBe(200);
    expect((await doneOf(owner)).payments).toBe(false);
  });

  it('counts an account tested before it was saved, once the tested credentials are stored', async () => {
    const owner = await signUp();
    const typed = await call(app, 'POST', '/settings/payments/test', {
      ...owner,
      body: { provider: 'mercado_pago', mercado_pago: { access_token: MP_TOKEN } },
    });
    expect(typed.json).toMatchObject({ ok: true });
    expect((await doneOf(owner)).payments).toBe(false);
    await receiveByMercadoPago(owner);
    expect((await doneOf(owner)).payments).toBe(true);
    // Every method back to the sandbox: no real account receives anything.
    const sandbox = await call(app, 'PUT', '/settings/payments', {
      ...owner,
      body: {
        ...structuredClone(PAYMENT_SETTINGS),
        mercado_pago: { public_key: 'APP_USR-chave-publica-0001' },
      },
    });
    expect(sandbox.status, sandbox.text).toBe(200);
    expect((await doneOf(owner)).payments).toBe(false);
  });

  it('marks delivery done by pickup, or by the own table once it has rows', async () => {
    const owner = await signUp();
    expect((await doneOf(owner)).delivery).toBe(false);
    await deliverByPickup(owner);
    expect((await doneOf(owner)).delivery).toBe(true);

    const other = await signUp();
    const freight = await call(app, 'GET', '/settings/freight', other);
    const settings = {
      ...freight.json,
      origin_cep: '01310-100',
      own_table: { enabled: true },
      melhor_envio: { ...freight.json.melhor_envio, token: undefined },
    };
    delete settings.melhor_envio.token_set;
    delete settings.melhor_envio.token_hint;
    const table = await call(app, 'PUT', '/settings/freight/table', {
      ...other,
      body: FREIGHT_TABLE,
    });
    expect(table.status, table.text).toBe(200);
    expect((await doneOf(other)).delivery).toBe(false);
    const on = await call(app, 'PUT', '/settings/freight', { ...other, body: settings });
    expect(on.status, on.text).toBe(200);
    expect((await doneOf(other)).delivery).toBe(true);
  });

  it('marks the legal data done once complete, and says which field is missing', async () => {
    const owner = await signUp();
    const before = await call(app, 'GET', '/settings/legal-data', owner);
    // The sign-up gave the name, the CPF, the e-mail and the phone; the address is missing.
    expect(before.json).toMatchObject({
      legal_name: 'Ana Beatriz Souza',
      document: '39053344705',
      document_kind: 'cpf',
      missing: ['address.line', 'address.zip_code', 'address.city', 'address.state'],
    });
    expect((await doneOf(owner)).legal_data).toBe(false);
    const saved = await putLegalData(owner, LEGAL_DATA);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toMatchObject({
      document: '39053344705',
      address: { zip_code: '01310100', state: 'SP' },
      phone: '1132221234',
      missing: [],
    });
    expect((await doneOf(owner)).legal_data).toBe(true);
  });

  it('marks the pages done when each starter page is published or edited since the sign-up', async () => {
    const owner = await signUp();
    const list = await call(app, 'GET', '/settings/pages', owner);
    const [first, second, third] = list.json.items as {
      _id: string;
      title: string;
      html: string;
    }[];
    expect((await doneOf(owner)).pages).toBe(false);
    const put = (page: typeof first, change: Record<string, unknown>) =>
      call(app, 'PUT', `/settings/pages/${page!._id}`, {
        ...owner,
        body: { title: page!.title, html: page!.html, published: false, ...change },
      });
    expect((await put(first, { published: true })).status).toBe(200);
    expect((await put(second, { html: '<p>Nossa política, revisada.</p>' })).status).toBe(200);
    expect((await doneOf(owner)).pages).toBe(false);
    expect((await call(app, 'DELETE', `/settings/pages/${third!._id}`, owner)).status).toBe(204);
    expect((await doneOf(owner)).pages).toBe(true);
  });

  it('is read by owners and administrators, not by a sales seller (403)', async () => {
    const owner = await signUp();
    const admin = await createSeller(db, owner.storeId, { role: 'admin' });
    const sales = await createSeller(db, owner.storeId, { role: 'sales' });
    const asAdmin = await call(app, 'GET', '/store/checklist', {
      storeId: owner.storeId,
      token: await sessionFor(db, 'seller', admin),
    });
    expect(asAdmin.status).toBe(200);
    const asSales = await call(app, 'GET', '/store/checklist', {
      storeId: owner.storeId,
      token: await sessionFor(db, 'seller', sales),
    });
    expect(asSales.status).toBe(403);
    expect(asSales.json.code).toBe('role_forbidden');
  });
});

describe('POST /store/open', () => {
  it('refuses while required steps are missing, naming each with its label (409)', async () => {
    const owner = await signUp();
    await addProduct(owner);
    const res = await open(owner);
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      code: 'store_not_ready',
      message:
        'Para abrir a loja, falta: Confirmar o e-mail do dono; Uma conta de recebimento testada; Uma forma de entrega: tabela de frete, Melhor Envio ou retirada; Dados legais completos; Páginas de trocas, privacidade e termos revisadas.',
      details: {
        missing: [
          { code: 'email', label: 'Confirmar o e-mail do dono' },
          { code: 'payments', label: 'Uma conta de recebimento testada' },
          {
            code: 'delivery',
            label: 'Uma forma de entrega: tabela de frete, Melhor Envio ou retirada',
          },
          { code: 'legal_data', label: 'Dados legais completos' },
          { code: 'pages', label: 'Páginas de trocas, privacidade e termos revisadas' },
        ],
      },
    });
    expect(await statusOf(owner.storeId)).toBe('draft');
  });

  it('refuses a store whose owner has not confirmed the e-mail, everything else done', async () => {
    const owner = await signUp();
    await readyBut(owner, 'email');
    const res = await open(owner);
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('store_not_ready');
    expect(res.json.details).toEqual({
      missing: [{ code: 'email', label: 'Confirmar o e-mail do dono' }],
    });
    expect(await statusOf(owner.storeId)).toBe('draft');
  });

  it.each(['product', 'payments', 'delivery', 'legal_data', 'pages'])(
    'refuses a store with only %s missing',
    async (step) => {
      const owner = await signUp();
      await readyBut(owner, step);
      const res = await open(owner);
      expect(res.status).toBe(409);
      expect(res.json.details.missing.map((m: { code: string }) => m.code)).toEqual([step]);
      expect(await statusOf(owner.storeId)).toBe('draft');
    },
  );

  it('opens once the required steps hold (the identity is advised, not required), audited', async () => {
    const owner = await signUp();
    await readyBut(owner);
    const res = await open(owner);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({
      status: 'open',
      pause_message: null,
      closed_at: null,
      message: 'Sua loja está aberta! Os clientes já podem comprar.',
    });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, owner.storeId), eq(auditLog.action, 'open')));
    expect(audit).toMatchObject({
      entity: 'store',
      before: { status: 'draft' },
      after: { status: 'open' },
    });
    const again = await open(owner);
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: 'store_status', message: 'A loja já está aberta.' });
  });

  it('is the owner’s alone: an administrator is refused (403) and the store stays a draft', async () => {
    const owner = await signUp();
    await readyBut(owner);
    const admin = await createSeller(db, owner.storeId, { role: 'admin' });
    const who = { storeId: owner.storeId, token: await sessionFor(db, 'seller', admin) };
    for (const [path, body] of [
      ['/store/open', undefined],
      ['/store/pause', { message: 'Férias' }],
      ['/store/reopen', undefined],
      ['/store/close', { password: PASSWORD }],
    ] as const) {
      const res = await call(app, 'POST', path, { ...who, body });
      expect(res.status, path).toBe(403);
      expect(res.json).toMatchObject({
        code: 'role_forbidden',
        message: 'Só o dono da loja pode abrir, pausar ou encerrar a loja.',
      });
    }
    const customers = await call(app, 'GET', '/store/customers/export', who);
    expect(customers.status).toBe(403);
    expect(await statusOf(owner.storeId)).toBe('draft');
  });
});

describe('pause and reopen', () => {
  it('pauses an open store with a message, takes no orders, and reopens it', async () => {
    const store = await createStore(db);
    const owner = await createSeller(db, store.id, { role: 'owner' });
    const who = { storeId: store.id, token: await sessionFor(db, 'seller', owner) };
    const paused = await call(app, 'POST', '/store/pause', {
      ...who,
      body: { message: '  Voltamos dia 10!  ' },
    });
    expect(paused.status, paused.text).toBe(200);
    expect(paused.json).toMatchObject({ status: 'paused', pause_message: 'Voltamos dia 10!' });
    expect((await checklist(who)).status).toBe('paused');

    const product = await createProduct(db, store.id, { name: 'Vaso' });
    const customer = await createCustomer(db, store.id);
    const token = await sessionFor(db, 'customer', customer);
    const address = await createAddress(db, store.id, customer.id);
    const order = placeOrder(app, {
      storeId: store.id,
      token,
      code: product.code,
      variation: product.variations[0]!.code,
      addressId: address.id,
    });
    await expect(order).rejects.toThrow(/409.*store_not_open/);

    const reopened = await call(app, 'POST', '/store/reopen', who);
    expect(reopened.json).toMatchObject({ status: 'open', pause_message: null });
    const actions = await db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.storeId, store.id), eq(auditLog.entity, 'store')))
      .orderBy(auditLog.createdAt);
    expect(actions).toEqual([
      {
        action: 'pause',
        before: { status: 'open', pause_message: null },
        after: { status: 'paused', pause_message: 'Voltamos dia 10!' },
      },
      {
        action: 'reopen',
        before: { status: 'paused', pause_message: 'Voltamos dia 10!' },
        after: { status: 'open', pause_message: null },
      },
    ]);
  });

  it('refuses to pause a draft or reopen a store that is not paused (409)', async () => {
    const owner = await signUp();
    const pause = await call(app, 'POST', '/store/pause', { ...owner, body: {} });
    expect(pause.status).toBe(409);
    expect(pause.json).toMatchObject({
      code: 'store_status',
      details: { status: 'draft' },
    });
    const reopen = await call(app, 'POST', '/store/reopen', owner);
    expect(reopen.status).toBe(409);
  });
});

describe('POST /store/close', () => {
  async function openStoreWithOrder() {
    const store = await createStore(db);
    const owner = await createSeller(db, store.id, { role: 'owner' });
    const who = { storeId: store.id, token: await sessionFor(db, 'seller', owner) };
    const product = await createProduct(db, store.id, { name: 'Vaso' });
    const customer = await createCustomer(db, store.id, { cpf: '39053344705' });
    const address = await createAddress(db, store.id, customer.id);
    const order = await placeOrder(app, {
      storeId: store.id,
      token: await sessionFor(db, 'customer', customer),
      code: product.code,
      variation: product.variations[0]!.code,
      addressId: address.id,
    });
    return { store, who, order, customer };
  }
  const close = (who: Who, password: string) =>
    call(app, 'POST', '/store/close', { ...who, body: { password } });

  it('refuses a wrong password on the password field, closing nothing', async () => {
    const { store, who } = await openStoreWithOrder();
    const res = await close(who, 'Errada@123');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      code: 'wrong_password',
      message: 'A senha não confere.',
      details: [{ path: 'password', message: 'A senha não confere.' }],
    });
    expect(await statusOf(store.id)).toBe('open');
  });

  it('refuses while an order is unfinished, listing it, then closes once it is finished', async () => {
    const { store, who, order } = await openStoreWithOrder();
    const res = await close(who, PASSWORD);
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      code: 'store_has_unfinished_orders',
      message:
        'Há 1 pedido em andamento: entregue, cancele ou espere expirar antes de encerrar a loja.',
      details: {
        total: 1,
        orders: [
          {
            code: order.code,
            status: 'aguardando_pagamento',
            status_label: 'Aguardando pagamento',
            customer_name: 'Maria Souza',
          },
        ],
      },
    });
    expect(await statusOf(store.id)).toBe('open');

    // Paid, then delivered: finished.
    for (const status of ['pago', 'em_separacao', 'enviado'] as const) {
      await db.update(orders).set({ status }).where(eq(orders.code, order.code));
      expect((await close(who, PASSWORD)).json.code, status).toBe('store_has_unfinished_orders');
    }
    await db.update(orders).set({ status: 'entregue' }).where(eq(orders.code, order.code));
    const closed = await close(who, PASSWORD);
    expect(closed.status, closed.text).toBe(200);
    expect(closed.json).toMatchObject({ status: 'closed', pause_message: null });
    expect(closed.json.closed_at).toEqual(expect.any(String));
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, store.id), eq(auditLog.action, 'close')));
    expect(audit).toMatchObject({ before: { status: 'open' }, after: { status: 'closed' } });
    expect((await close(who, PASSWORD)).json.code).toBe('store_status');
  });

  it('lets a session try 10 passwords an hour, then answers 429', async () => {
    const { store, who } = await openStoreWithOrder();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await close(who, 'Errada@123')).status).toBe(400);
    }
    const limited = await close(who, PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.json.message).toBe(
      'Muitas tentativas de senha. Aguarde um pouco e tente novamente.',
    );
    expect(await statusOf(store.id)).toBe('open');
  });

  it('counts an unpaid order past its payment time as finished', async () => {
    const { store, who, order } = await openStoreWithOrder();
    await db
      .update(orders)
      .set({ paymentExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.code, order.code));
    const res = await close(who, PASSWORD);
    expect(res.status, res.text).toBe(200);
    expect(await statusOf(store.id)).toBe('closed');
  });

  it('lets the owner download the customers before closing', async () => {
    const { who, customer } = await openStoreWithOrder();
    const res = await call(app, 'GET', '/store/customers/export', who);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="clientes-/);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Nome;Sobrenome;E-mail;CPF;Telefone;Data de nascimento;Cliente desde;Pedidos',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^Maria;Souza;${customer.email};390\\.533\\.447-05;.*;1$`));
  });

  it('keeps a closed store’s address from every other store', async () => {
    const owner = await signUp();
    const closed = await close(owner, PASSWORD);
    expect(closed.status, closed.text).toBe(200);
    const check = await call(app, 'GET', `/platform/stores/slug-availability?slug=${owner.slug}`, {
      remoteAddress: '203.0.113.77',
    });
    expect(check.json).toMatchObject({
      available: false,
      reason: 'taken',
      message: 'Já existe uma loja com esse endereço.',
    });
    const again = await call(app, 'POST', '/platform/stores', {
      remoteAddress: '203.0.113.78',
      body: signUpBody({
        owner_name: 'Outra Pessoa',
        document: '11.222.333/0001-81',
        phone: '(31) 3222-1100',
        store_name: 'Outra loja',
        slug: owner.slug,
      }),
    });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('slug_taken');
  });
});

// Two transactions at once need two connections: PostgreSQL's pool (PGlite has one).
describe.skipIf(driver === 'pglite')('an order and a close at the same moment', () => {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  async function storeWithCart() {
    const store = await createStore(db);
    const owner = await createSeller(db, store.id, { role: 'owner' });
    const product = await createProduct(db, store.id, { name: 'Vaso' });
    const customer = await createCustomer(db, store.id);
    const token = await sessionFor(db, 'customer', customer);
    const address = await createAddress(db, store.id, customer.id);
    const variation = product.variations[0]!.code;
    await addToCart(app, { storeId: store.id, token, code: product.code, variation });
    const order = () =>
      call(app, 'POST', '/orders', {
        storeId: store.id,
        token,
        body: { payment_method: 'pix', address_id: address.id },
      });
    return {
      store,
      owner: { storeId: store.id, token: await sessionFor(db, 'seller', owner) },
      order,
    };
  }

  it('refuses an order whose transaction starts while the store closes', async () => {
    const { store, order } = await storeWithCart();
    let placing: ReturnType<typeof order> | undefined;
    await db.transaction(async (tx: Database) => {
      // What POST /store/close holds while it checks the orders and closes.
      await holdStoreLife(tx, store.id);
      placing = order();
      await pause(500);
      await tx.update(stores).set({ status: 'closed' }).where(eq(stores.id, store.id));
    });
    const res = await placing!;
    expect(res.status, res.text).toBe(409);
    expect(res.json).toMatchObject({ code: 'store_not_open', details: { status: 'closed' } });
    expect(await db.select().from(orders).where(eq(orders.storeId, store.id))).toEqual([]);
  });

  it('makes the close wait for an order in flight, then judge it', async () => {
    const { owner } = await storeWithCart();
    let answered = false;
    let closing: Promise<Awaited<ReturnType<typeof call>>> | undefined;
    await db.transaction(async (tx: Database) => {
      // What an order's transaction holds until it commits.
      await shareStoreLife(tx, owner.storeId);
      closing = call(app, 'POST', '/store/close', { ...owner, body: { password: PASSWORD } });
      void closing.then(() => (answered = true));
      await pause(500);
      expect(answered).toBe(false);
    });
    const res = await closing!;
    expect(res.status, res.text).toBe(200);
    expect(await statusOf(owner.storeId)).toBe('closed');
  });
});

describe('PUT /settings/legal-data', () => {
  it.each([
    ['a CPF with a wrong check digit', { document: '390.533.447-06' }, 'document'],
    ['a CNPJ with a wrong check digit', { document: '11.222.333/0001-82' }, 'document'],
    ['a document of neither length', { document: '1234' }, 'document'],
    [
      'a CEP of 7 digits',
      { address: { ...LEGAL_DATA.address, zip_code: '0131010' } },
      'address.zip_code',
    ],
    ['no state', { address: { ...LEGAL_DATA.address, state: '' } }, 'address.state'],
    ['an e-mail without a domain', { email: 'contato@' }, 'email'],
    ['a phone without its area code', { phone: '3222-1234' }, 'phone'],
    ['a blank name', { legal_name: '  ' }, 'legal_name'],
  ])('refuses %s on its field (400), changing nothing', async (_case, change, path) => {
    const owner = await signUp();
    const res = await putLegalData(owner, { ...LEGAL_DATA, ...change });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('validation_error');
    expect(res.json.details.map((d: { path: string }) => d.path)).toEqual([path]);
    expect((await call(app, 'GET', '/settings/legal-data', owner)).json.missing).toContain(
      'address.line',
    );
  });

  it('keeps one document: a CNPJ replaces the CPF, audited before and after', async () => {
    const owner = await signUp();
    const res = await putLegalData(owner, {
      ...LEGAL_DATA,
      legal_name: 'Ateliê Souza Ltda.',
      document: '12.ABC.345/01DE-35',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ document: '12ABC34501DE35', document_kind: 'cnpj' });
    const [row] = await db.select().from(stores).where(eq(stores.id, owner.storeId));
    expect(row).toMatchObject({ cpf: '', cnpj: '12ABC34501DE35', city: 'São Paulo' });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.storeId, owner.storeId),
          eq(auditLog.entity, 'store'),
          eq(auditLog.action, 'update'),
        ),
      );
    expect(audit).toMatchObject({
      before: { cpf: '39053344705', cnpj: '', legal_name: 'Ana Beatriz Souza' },
      after: { cpf: '', cnpj: '12ABC34501DE35', legal_name: 'Ateliê Souza Ltda.' },
    });
  });

  it('is refused to a sales seller (403)', async () => {
    const owner = await signUp();
    const sales = await createSeller(db, owner.storeId, { role: 'sales' });
    const res = await putLegalData(
      { storeId: owner.storeId, token: await sessionFor(db, 'seller', sales) },
      LEGAL_DATA,
    );
    expect(res.status).toBe(403);
  });
});

it('never leaves the starter pages of a new store reviewed', async () => {
  // The rule reads pages.updated_at against the store's creation: the sign-up writes both at
  // the same instant.
  const owner = await signUp();
  const [store] = await db.select().from(stores).where(eq(stores.id, owner.storeId));
  const rows = await db.select().from(pages).where(eq(pages.storeId, owner.storeId));
  expect(rows).toHaveLength(3);
  for (const row of rows) expect(row.updatedAt.getTime()).toBe(store!.createdAt.getTime());
  const [seller] = await db.select().from(sellers).where(eq(sellers.storeId, owner.storeId));
  expect(seller!.emailConfirmedAt).toBeNull();
});
