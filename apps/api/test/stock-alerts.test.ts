import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, productVariations, stockAlerts } from '../src/db/schema/index.ts';
import { STOCK_ALERTS } from '../src/jobs/queues.ts';
import { JOB_KINDS } from '../src/jobs/tasks.ts';
import {
  createAddress,
  createCustomer,
  createSeller,
  sessionFor,
  uniqueEmail,
} from './fixtures/accounts.ts';
import { createCategory, createProduct, createStore } from './fixtures/catalog.ts';
import { csvFile, uploadCsv } from './fixtures/catalog-csv.ts';
import { SAMPLE_HEADER } from './fixtures/catalog-csv-sample.ts';
import { placeOrder } from './fixtures/orders.ts';
import { call, createTestApp, LOOPBACK } from './harness.ts';

// "Avise-me quando chegar" (issue #37 §2) on both databases (TEST_DATABASE_URL for
// PostgreSQL): a shopper not signed in confirms by e-mail before anything is sent; one signed
// in is in the queue at once; when a sold-out variation's units come back (an adjustment, a
// cancelled sale, a spreadsheet), the sweep e-mails at most units × factor requests, in the
// order they were made, each once, however often it runs.

let clock = new Date();
const { app, db, deps } = await createTestApp({ now: () => clock });
const tick = () => {
  clock = new Date(clock.getTime() + 1000);
};

const sweepJob = JOB_KINDS.find((kind) => kind.name === STOCK_ALERTS)!;
/** One run of the sweep, as the queue's cron runs it every minute. */
const runSweep = () => sweepJob.run(deps, {}, deps.jobs);

/** A store, its owner's session, and a product whose one variation is sold out. */
async function shop(stock = 0) {
  const store = await createStore(db);
  const token = await sessionFor(db, 'seller', await createSeller(db, store.id), clock);
  const product = await createProduct(db, store.id, {
    name: 'Vaso Azul',
    variations: [{ name: 'Grande', priceCents: 7990, stock }],
  });
  const variation = product.variations[0]!;
  return { storeId: store.id, token, product, variation };
}
type Shop = Awaited<ReturnType<typeof shop>>;

const alertPath = (where: Shop) => `/variations/${where.variation.code}/stock-alerts`;

/** An anonymous shopper's ask, from an address of their own. */
function ask(where: Shop, email: string, remoteAddress = '189.1.2.3') {
  tick();
  return call(app, 'POST', alertPath(where), {
    storeId: where.storeId,
    body: { email },
    remoteAddress,
  });
}

/** A shopper signed in at the store, who asks at once. */
async function signedIn(where: Shop) {
  const customer = await createCustomer(db, where.storeId);
  const token = await sessionFor(db, 'customer', customer, clock);
  tick();
  const res = await call(app, 'POST', alertPath(where), {
    storeId: where.storeId,
    token,
    body: {},
  });
  expect(res.status, res.text).toBe(200);
  expect(res.json).toEqual({ status: 'active' });
  return customer.email;
}

const adjust = (where: Shop, delta: number) =>
  call(app, 'POST', `/catalog/variations/${where.variation.id}/stock`, {
    storeId: where.storeId,
    token: where.token,
    body: { mode: 'relative', delta, reason: delta > 0 ? 'receipt' : 'damage' },
  });

const emailsTo = (to: string, template: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.template, template)))
    .orderBy(asc(emailOutbox.createdAt));
const alertsTo = (to: string) => emailsTo(to, 'stock_alert');

const tokenIn = (text: string, path: string) =>
  new RegExp(`${path}/([\\w-]{40,})`).exec(text)?.[1] ?? '';

async function confirmationToken(email: string) {
  const [sent] = (await emailsTo(email, 'stock_alert_confirm')).slice(-1);
  return {
    confirm: tokenIn(sent!.text, '/minha-conta/avise-me/confirmar'),
    cancel: tokenIn(sent!.text, '/minha-conta/avise-me/cancelar'),
  };
}

async function confirm(where: Shop, email: string) {
  const res = await call(app, 'POST', '/stock-alerts/confirm', {
    storeId: where.storeId,
    body: { token: (await confirmationToken(email)).confirm },
  });
  expect(res.status, res.text).toBe(200);
  return res;
}

describe('asking', () => {
  it('keeps an anonymous ask pending, sending nothing, until its e-mail is confirmed', async () => {
    const where = await shop();
    const email = uniqueEmail('ana');
    const res = await ask(where, email);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ status: 'pending' });
    const [confirmation] = await emailsTo(email, 'stock_alert_confirm');
    expect(confirmation!.subject).toContain('Confirme seu aviso');
    expect(confirmation!.text).toContain('Vaso Azul (Grande)');

    expect((await adjust(where, 3)).status).toBe(200);
    await runSweep();
    expect(await alertsTo(email)).toHaveLength(0);

    expect((await confirm(where, email)).json).toEqual({ status: 'active' });
    expect((await confirm(where, email)).json).toEqual({ status: 'active' }); // again: the same
    expect((await adjust(where, -3)).status).toBe(200);
    expect((await adjust(where, 2)).status).toBe(200);
    await runSweep();
    const [alert] = await alertsTo(email);
    expect(alert!.subject).toMatch(/^Vaso Azul \(Grande\) voltou ao estoque — /);
    expect(alert!.text).toContain('R$ 79,90');
    expect(alert!.text).toContain(`/produto/${where.product.slug}`);
    expect(tokenIn(alert!.text, '/minha-conta/avise-me/cancelar')).not.toBe('');
    expect(alert!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('puts a signed-in shopper in the queue at once, with the account e-mail', async () => {
    const where = await shop();
    const email = await signedIn(where);
    expect(await emailsTo(email, 'stock_alert_confirm')).toHaveLength(0);
    await adjust(where, 1);
    await runSweep();
    expect(await alertsTo(email)).toHaveLength(1);
  });

  it('refuses a variation in stock (409), an unknown one (404), an anonymous ask without e-mail (400)', async () => {
    const where = await shop(4);
    const inStock = await ask(where, uniqueEmail());
    expect(inStock.status).toBe(409);
    expect(inStock.json).toMatchObject({
      code: 'in_stock',
      message: 'Esta opção está disponível: adicione ao carrinho.',
    });
    const unknown = await call(app, 'POST', '/variations/NAO-EXISTE/stock-alerts', {
      storeId: where.storeId,
      body: { email: uniqueEmail() },
    });
    expect(unknown.status).toBe(404);
    const soldOut = await shop();
    const noEmail = await call(app, 'POST', alertPath(soldOut), {
      storeId: soldOut.storeId,
      body: {},
    });
    expect(noEmail.status).toBe(400);
    expect(noEmail.json.code).toBe('email_required');
  });

  it('takes one request in force per address, and limits how often an address asks (429)', async () => {
    const where = await shop();
    const email = uniqueEmail();
    for (let i = 0; i < 5; i++) expect((await ask(where, email)).status).toBe(200);
    const rows = await db.select().from(stockAlerts).where(eq(stockAlerts.email, email));
    expect(rows).toHaveLength(1);
    const limited = await ask(where, email);
    expect(limited.status).toBe(429);
    expect(limited.json.message).toContain('Muitos pedidos de aviso');
  });
});

describe('the sweep', () => {
  it('sends min(active, units × factor) in request order, the next ones on the next return, none twice', async () => {
    const where = await shop();
    const queue: string[] = [];
    for (let i = 0; i < 7; i++) queue.push(await signedIn(where));

    await adjust(where, 2); // factor 2 (the default): 4 of the 7
    await runSweep();
    await runSweep(); // a second run (a retry, another worker) sends nothing more
    const got = async () =>
      (await Promise.all(queue.map(async (email) => (await alertsTo(email)).length))).join('');
    expect(await got()).toBe('1111000');

    await adjust(where, 3); // not a return: the variation was not sold out
    await runSweep();
    expect(await got()).toBe('1111000');

    await adjust(where, -5);
    await adjust(where, 1); // the next 2, never the first 4 again
    await runSweep();
    expect(await got()).toBe('1111110');

    await adjust(where, -1);
    await adjust(where, 10); // more room than requests: the last one, once
    await runSweep();
    await runSweep();
    expect(await got()).toBe('1111111');
  });

  it('follows the seller’s factor, and two sweeps at once send each alert once', async () => {
    const where = await shop();
    const put = await call(app, 'PUT', '/settings/stock-alerts', {
      storeId: where.storeId,
      token: where.token,
      body: { factor: 3 },
    });
    expect(put.status, put.text).toBe(200);
    const queue: string[] = [];
    for (let i = 0; i < 5; i++) queue.push(await signedIn(where));
    await adjust(where, 1);
    const sent = await Promise.all([runSweep(), runSweep()]);
    expect(Number(sent[0]) + Number(sent[1])).toBe(3);
    const counts = await Promise.all(queue.map(async (email) => (await alertsTo(email)).length));
    expect(counts).toEqual([1, 1, 1, 0, 0]);
  });

  it('leaves the requests waiting when the variation sold out again before the sweep', async () => {
    const where = await shop();
    const email = await signedIn(where);
    await adjust(where, 1);
    await adjust(where, -1);
    await runSweep();
    expect(await alertsTo(email)).toHaveLength(0);
    await adjust(where, 1);
    await runSweep();
    expect(await alertsTo(email)).toHaveLength(1);
  });

  it('sends when a cancelled sale gives its units back', async () => {
    const where = await shop(1);
    const buyer = await createCustomer(db, where.storeId);
    const buyerToken = await sessionFor(db, 'customer', buyer, clock);
    const address = await createAddress(db, where.storeId, buyer.id);
    const order = await placeOrder(app, {
      storeId: where.storeId,
      token: buyerToken,
      code: where.product.code,
      variation: where.variation.code,
      addressId: address.id,
    });
    const email = await signedIn(where);
    const cancelled = await call(app, 'PATCH', `/sales/${order.code}/status`, {
      storeId: where.storeId,
      token: where.token,
      body: { status: 'cancelado', reason: 'Cliente desistiu.' },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    await runSweep();
    expect(await alertsTo(email)).toHaveLength(1);
  });

  it('sends when a spreadsheet import brings stock back', async () => {
    const store = await createStore(db);
    const token = await sessionFor(db, 'seller', await createSeller(db, store.id), clock);
    await createCategory(db, store.id, { name: 'Camisetas', slug: 'camisetas' });
    const auth = { token, storeId: store.id };
    const sheet = (stock: string) =>
      csvFile(SAMPLE_HEADER, [
        // prettier-ignore
        ['produto', 'CAM-AVISO', 'Camiseta Aviso', 'camiseta-aviso', 'ativo', 'Camisetas', 'Aurora',
          '<p>Algodão</p>', 'Azul', 'M', 'CAM-AVISO-AZ-M', '49,90', '', stock, '3', '180', '2,5',
          '30', '40,5', 'sim'],
      ]);
    const importAndApply = async (stock: string) => {
      const { json } = await uploadCsv(app, auth, sheet(stock));
      expect(json.status, JSON.stringify(json)).toBe('checked');
      const apply = await call(app, 'POST', `/catalog/imports/${json._id}/apply`, auth);
      expect(apply.status).toBe(202);
    };
    await importAndApply('0');
    const [variation] = await db
      .select()
      .from(productVariations)
      .where(eq(productVariations.code, 'CAM-AVISO-AZ-M'));
    expect(variation?.stock).toBe(0);
    const where = {
      storeId: store.id,
      token,
      product: { code: 'CAM-AVISO', slug: 'camiseta-aviso' },
      variation: variation!,
    } as unknown as Shop;
    const email = await signedIn(where);
    await importAndApply('2');
    await runSweep();
    expect(await alertsTo(email)).toHaveLength(1);
  });
});

describe('the way out', () => {
  it('cancels the requests of the address from the confirmation e-mail, and from the alert in one click', async () => {
    const where = await shop();
    const email = uniqueEmail('bia');
    await ask(where, email);
    await confirm(where, email);
    const { cancel } = await confirmationToken(email);
    for (let i = 0; i < 2; i++) {
      const res = await call(app, 'POST', '/stock-alerts/unsubscribe', {
        storeId: where.storeId,
        body: { token: cancel },
      });
      expect(res.json).toEqual({ status: 'cancelled' });
    }
    await adjust(where, 5);
    await runSweep();
    expect(await alertsTo(email)).toHaveLength(0);

    const other = await shop();
    const carla = await signedIn(other);
    await adjust(other, 1);
    await runSweep();
    const [alert] = await alertsTo(carla);
    const token = tokenIn(alert!.text, '/minha-conta/avise-me/cancelar');
    expect((await call(app, 'POST', `/stock-alerts/one-click/${token}`)).status).toBe(200);
    expect((await call(app, 'POST', '/stock-alerts/one-click/nao-existe-0123456789')).status).toBe(
      404,
    );
  });
});

describe('the office', () => {
  it('lists the variations most asked for, and keeps the factor with its history', async () => {
    const where = await shop();
    const quiet = await createProduct(db, where.storeId, {
      name: 'Prato Fundo',
      variations: [{ priceCents: 3000, stock: 0 }],
    });
    for (let i = 0; i < 3; i++) await signedIn(where);
    await signedIn({ ...where, product: quiet, variation: quiet.variations[0]! });
    const list = await call(app, 'GET', '/stock-alerts/variations?per_page=10', {
      storeId: where.storeId,
      token: where.token,
    });
    expect(list.status, list.text).toBe(200);
    expect(list.json).toMatchObject({ total: 2, page: 1 });
    expect(list.json.items).toEqual([
      {
        product_id: where.product.id,
        product_name: 'Vaso Azul',
        variation_name: 'Grande',
        stock: 0,
        requests: 3,
      },
      expect.objectContaining({ product_name: 'Prato Fundo', requests: 1 }),
    ]);

    const read = () =>
      call(app, 'GET', '/settings/stock-alerts', { storeId: where.storeId, token: where.token });
    expect((await read()).json).toEqual({ factor: 2 });
    const bad = await call(app, 'PUT', '/settings/stock-alerts', {
      storeId: where.storeId,
      token: where.token,
      body: { factor: 11 },
    });
    expect(bad.status).toBe(400);
    await call(app, 'PUT', '/settings/stock-alerts', {
      storeId: where.storeId,
      token: where.token,
      body: { factor: 4 },
    });
    expect((await read()).json).toEqual({ factor: 4 });
    const history = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, where.storeId), eq(auditLog.entity, 'stock_alert_settings')));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ before: { factor: 2 }, after: { factor: 4 } });
  });

  it("keeps each store's requests and links to itself", async () => {
    const [a, b] = [await shop(), await shop()];
    const email = uniqueEmail();
    await ask(a, email);
    const { confirm: token } = await confirmationToken(email);
    const foreign = await call(app, 'POST', '/stock-alerts/confirm', {
      storeId: b.storeId,
      body: { token },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.json.code).toBe('confirm_invalid');
    await signedIn(a);
    const listB = await call(app, 'GET', '/stock-alerts/variations', {
      storeId: b.storeId,
      token: b.token,
    });
    expect(listB.json.total).toBe(0);
    const aAsB = await call(app, 'GET', '/stock-alerts/variations', {
      storeId: a.storeId,
      token: b.token,
    });
    expect(aAsB.status).toBe(403);
    // B's product codes under A's store: not found.
    const crossed = await call(app, 'POST', alertPath({ ...b, storeId: a.storeId }), {
      storeId: a.storeId,
      body: { email: uniqueEmail() },
    });
    expect(crossed.status).toBe(404);
  });
});

describe("the demo's sweep", () => {
  it("runs the store's sweep now, from this machine only", async () => {
    const where = await shop();
    const email = await signedIn(where);
    await adjust(where, 1);
    const run = (remoteAddress?: string) =>
      call(app, 'POST', '/dev/stock-alerts/run', { storeId: where.storeId, remoteAddress });
    expect((await run()).status).toBe(403);
    expect((await run(LOOPBACK)).json).toEqual({ sent: 1 });
    expect((await run(LOOPBACK)).json).toEqual({ sent: 0 });
    expect(await alertsTo(email)).toHaveLength(1);
  });
});

describe('an address never confirmed', () => {
  it('is forgotten by the sweep once its link is over (7 days)', async () => {
    const where = await shop();
    const email = uniqueEmail('esquecida');
    await ask(where, email);
    const rows = () => db.select().from(stockAlerts).where(eq(stockAlerts.email, email));
    clock = new Date(clock.getTime() + 6 * 24 * 60 * 60_000);
    await runSweep();
    expect(await rows()).toHaveLength(1);
    clock = new Date(clock.getTime() + 2 * 24 * 60 * 60_000);
    await runSweep();
    expect(await rows()).toHaveLength(0);
  });
});
