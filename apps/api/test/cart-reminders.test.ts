import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  cartCoupons,
  customerConsents,
  customers,
  emailOutbox,
} from '../src/db/schema/index.ts';
import { CART_REMINDERS } from '../src/jobs/queues.ts';
import { JOB_KINDS } from '../src/jobs/tasks.ts';
import { createAddress, createCustomer, createSeller, sessionFor } from './fixtures/accounts.ts';
import { createProduct, createStore } from './fixtures/catalog.ts';
import { addToCart } from './fixtures/orders.ts';
import { COUPON } from './fixtures/requests.ts';
import { call, createTestApp, LOOPBACK } from './harness.ts';

// Abandoned-cart reminders (issue #37 §1) on both databases (TEST_DATABASE_URL for
// PostgreSQL), on the app's one clock moved by the tests: the reminders' job (the one the queue's
// cron runs every minute) sends the first reminder 60 minutes after the cart's last change, to
// every eligible cart, each once; none after an order, an emptied cart or an opt-out; the
// e-mail's restore link and one-click unsubscribe; the seller's settings and carts.

const MINUTE = 60_000;
let clock = new Date();
const { app, db, deps } = await createTestApp({ now: () => clock });
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

const reminderJob = JOB_KINDS.find((kind) => kind.name === CART_REMINDERS)!;
/** One run of the reminders' job, as the queue's cron runs it. */
const runJob = () => reminderJob.run(deps, {}, deps.jobs);

/** A store and a session of its owner, on the clock as it is now. */
async function storeWithSeller() {
  const store = await createStore(db);
  const token = await sessionFor(db, 'seller', await createSeller(db, store.id), clock);
  return { storeId: store.id, token };
}

async function shop(settings: Record<string, unknown> = {}) {
  const seller = await storeWithSeller();
  const vase = await createProduct(db, seller.storeId, {
    name: 'Vaso Azul',
    variations: [{ priceCents: 7990, stock: 2 }],
  });
  const put = await saveSettings(seller, settings);
  expect(put.status, put.text).toBe(200);
  return { ...seller, vase };
}
type Shop = Awaited<ReturnType<typeof shop>>;

/** A shopper of the shop, who took the marketing e-mails unless `optIn` is false. */
async function shopper(where: Shop, optIn = true) {
  const customer = await createCustomer(db, where.storeId);
  const token = await sessionFor(db, 'customer', customer, clock);
  const as = { storeId: where.storeId, token };
  if (optIn) {
    const res = await call(app, 'PUT', '/customers/me/marketing-emails', {
      ...as,
      body: { enabled: true, where: 'checkout' },
    });
    expect(res.json.enabled).toBe(true);
  }
  const fill = (qnt = 1) =>
    addToCart(app, {
      ...as,
      code: where.vase.code,
      variation: where.vase.variations[0]!.code,
      qnt,
    });
  return { customer, as, fill };
}
type Shopper = Awaited<ReturnType<typeof shopper>>;

const remindersTo = (who: Shopper) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, who.customer.email), eq(emailOutbox.template, 'cart_reminder')))
    .orderBy(emailOutbox.createdAt);

const tokenIn = (text: string, path: string) =>
  new RegExp(`${path}/([\\w-]{40,})`).exec(text)?.[1] ?? '';

describe('the reminders job', () => {
  it('sends the first reminder at 60 ± 1 min after the last change, to every eligible cart, once', async () => {
    const where = await shop();
    const eligible = [await shopper(where), await shopper(where), await shopper(where)];
    const notOptedIn = await shopper(where, false);
    const closedShop = await shop({ enabled: false });
    const elsewhere = await shopper(closedShop);
    for (const who of [...eligible, notOptedIn, elsewhere]) await who.fill();
    // One of them changes the cart half an hour later: the hour counts from then.
    advance(30 * MINUTE);
    await eligible[2]!.fill();

    advance(29 * MINUTE); // 59 min after the first carts
    await runJob();
    for (const who of eligible) expect(await remindersTo(who)).toHaveLength(0);
    advance(MINUTE); // 60 min
    await runJob();
    await runJob(); // a second run (a retry, another worker) sends nothing more
    for (const who of eligible.slice(0, 2)) expect(await remindersTo(who)).toHaveLength(1);
    expect(await remindersTo(eligible[2]!)).toHaveLength(0);
    advance(MINUTE); // 61 min
    await runJob();
    for (const who of eligible.slice(0, 2)) expect(await remindersTo(who)).toHaveLength(1);
    for (const who of [notOptedIn, elsewhere]) expect(await remindersTo(who)).toHaveLength(0);
    advance(29 * MINUTE); // 60 min after the changed cart's change
    await runJob();
    expect(await remindersTo(eligible[2]!)).toHaveLength(1);

    const [email] = await remindersTo(eligible[0]!);
    expect(email!.subject).toContain('Você deixou itens no carrinho');
    expect(email!.text).toContain('1 × Vaso Azul');
    expect(email!.text).toContain('R$ 79,90');
    expect(email!.text).toContain('(últimas unidades)');
    expect(tokenIn(email!.text, '/finalizar-compra/carrinho/recuperar')).not.toBe('');
    const oneClick = tokenIn(email!.headers!['List-Unsubscribe']!, '/marketing-emails/one-click');
    expect(oneClick).not.toBe('');
    expect(email!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(tokenIn(email!.text, '/minha-conta/emails/cancelar')).not.toBe('');
  });

  it('sends none after an order, after the cart is emptied, or after an opt-out', async () => {
    const where = await shop();
    const [buyer, emptier, leaver, control] = [
      await shopper(where),
      await shopper(where),
      await shopper(where),
      await shopper(where),
    ];
    for (const who of [buyer, emptier, leaver, control]) await who.fill();
    advance(10 * MINUTE);
    const address = await createAddress(db, where.storeId, buyer.customer.id);
    const order = await call(app, 'POST', '/orders', {
      ...buyer.as,
      body: { payment_method: 'pix', address_id: address.id },
    });
    expect(order.status, order.text).toBe(201);
    const removed = await call(app, 'DELETE', `/cart/items/${where.vase.variations[0]!.code}`, {
      ...emptier.as,
    });
    expect(removed.json.items).toEqual([]);
    const off = await call(app, 'PUT', '/customers/me/marketing-emails', {
      ...leaver.as,
      body: { enabled: false },
    });
    expect(off.json).toEqual({ enabled: false, since: null });

    for (let hours = 0; hours < 4 * 24; hours++) {
      advance(60 * MINUTE);
      await runJob();
    }
    for (const who of [buyer, emptier, leaver]) expect(await remindersTo(who)).toHaveLength(0);
    // The one left alone got all three, and no fourth.
    expect(await remindersTo(control)).toHaveLength(3);
  });

  it('sends the second and third at 24 h and 72 h after the change, the coupon in the last only', async () => {
    const where = await shop();
    const couponId = await couponOf(where, 'VOLTA10');
    await saveSettings(where, { last_coupon_id: couponId });
    const ana = await shopper(where);
    await ana.fill();
    const sentAt: number[] = [];
    const start = clock.getTime();
    for (let minutes = 0; minutes <= 5 * 24 * 60; minutes += 30) {
      await runJob();
      const count = (await remindersTo(ana)).length;
      if (count > sentAt.length) sentAt.push((clock.getTime() - start) / MINUTE);
      advance(30 * MINUTE);
    }
    expect(sentAt).toEqual([60, 1440, 4320]);
    const emails = await remindersTo(ana);
    expect(emails.map((email) => email.text.includes('VOLTA10'))).toEqual([false, false, true]);
    expect(emails[2]!.subject).toContain('Última chamada');
    // The last reminder's link puts its coupon on the cart.
    const token = tokenIn(emails[2]!.text, '/finalizar-compra/carrinho/recuperar');
    const back = await call(app, 'POST', '/cart/restore', { ...ana.as, body: { token } });
    expect(back.status, back.text).toBe(200);
    const [onCart] = await db
      .select({ couponId: cartCoupons.couponId })
      .from(cartCoupons)
      .where(eq(cartCoupons.customerId, ana.customer.id));
    expect(onCart?.couponId).toBe(couponId);
  });
});

async function saveSettings(
  where: { storeId: string; token: string },
  change: Record<string, unknown>,
) {
  const res = await call(app, 'PUT', '/settings/cart-reminders', {
    storeId: where.storeId,
    token: where.token,
    body: {
      enabled: true,
      first_delay_minutes: 60,
      second_delay_minutes: 1440,
      third_delay_minutes: 4320,
      last_coupon_id: null,
      ...change,
    },
  });
  return res;
}

async function couponOf(where: { storeId: string; token: string }, code: string) {
  const res = await call(app, 'POST', '/coupons', {
    storeId: where.storeId,
    token: where.token,
    body: { ...COUPON, code, minimum_order: 0, max_uses_per_customer: null },
  });
  expect(res.status, res.text).toBe(201);
  return res.json._id as string;
}

/** A shopper whose cart got its first reminder: the e-mail's links. */
async function reminded(where: Shop) {
  const who = await shopper(where);
  await who.fill(2);
  advance(60 * MINUTE);
  await runJob();
  const [email] = await remindersTo(who);
  return {
    ...who,
    restore: tokenIn(email!.text, '/finalizar-compra/carrinho/recuperar'),
    unsubscribe: tokenIn(email!.text, '/minha-conta/emails/cancelar'),
    oneClick: tokenIn(email!.headers!['List-Unsubscribe']!, '/marketing-emails/one-click'),
  };
}

describe("the e-mail's links", () => {
  it('restores the items for their shopper only; the order after it shows the cart recovered', async () => {
    const where = await shop();
    const bia = await reminded(where);
    const cleared = await call(
      app,
      'DELETE',
      `/cart/items/${where.vase.variations[0]!.code}`,
      bia.as,
    );
    expect(cleared.json.items).toEqual([]);
    const other = await shopper(where);
    const foreign = await call(app, 'POST', '/cart/restore', {
      ...other.as,
      body: { token: bia.restore },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.json.code).toBe('restore_invalid');
    for (let click = 0; click < 2; click++) {
      const back = await call(app, 'POST', '/cart/restore', {
        ...bia.as,
        body: { token: bia.restore },
      });
      expect(back.status, back.text).toBe(200);
      expect(back.json.items).toMatchObject([{ name: 'Vaso Azul', qnt: 2, unit_price: 79.9 }]);
    }
    const address = await createAddress(db, where.storeId, bia.customer.id);
    const order = await call(app, 'POST', '/orders', {
      ...bia.as,
      body: { payment_method: 'pix', address_id: address.id },
    });
    expect(order.status, order.text).toBe(201);

    const carts = await call(app, 'GET', '/cart-reminders/carts', {
      storeId: where.storeId,
      token: where.token,
    });
    expect(carts.status).toBe(200);
    expect(carts.json.items).toEqual([
      expect.objectContaining({
        customer_email: bia.customer.email,
        value: 159.8,
        reminders_sent: 1,
        status: 'recovered',
        order_code: order.json.code,
      }),
    ]);
    // The restored cart's order ended its life: no reminder after it.
    advance(24 * 60 * MINUTE);
    await runJob();
    expect(await remindersTo(bia)).toHaveLength(1);
  });

  it('turns the e-mails off in one click (RFC 8058) or by the link, recorded; a bad token is a 404', async () => {
    const where = await shop();
    const caio = await reminded(where);
    const oneClick = await app.request(`/marketing-emails/one-click/${caio.oneClick}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const bad = await app.request(`/marketing-emails/one-click/${'x'.repeat(43)}`, {
      method: 'POST',
    });
    expect(bad.status).toBe(404);
    const link = await call(app, 'POST', '/marketing-emails/unsubscribe', {
      storeId: where.storeId,
      body: { token: caio.unsubscribe },
    });
    expect(link.json).toEqual({ enabled: false, since: null });
    const foreign = await call(app, 'POST', '/marketing-emails/unsubscribe', {
      storeId: (await shop()).storeId,
      body: { token: caio.unsubscribe },
    });
    expect(foreign.status).toBe(404);
    const consents = await db
      .select()
      .from(customerConsents)
      .where(eq(customerConsents.customerId, caio.customer.id))
      .orderBy(customerConsents.createdAt);
    expect(consents.map((row) => [row.purpose, row.granted, row.source])).toEqual([
      ['marketing_emails', true, 'checkout'],
      ['marketing_emails', false, 'email_link'],
    ]);
    expect(consents[0]!.wording).toContain('lembretes do meu carrinho');
    advance(24 * 60 * MINUTE);
    await runJob();
    expect(await remindersTo(caio)).toHaveLength(1);
  });

  it("records the sign-up's consent for a new account only", async () => {
    const where = await shop();
    const email = `novo-${Date.now()}@exemplo.com.br`;
    const body = { first_name: 'Davi', last_name: 'Reis', email, marketing_emails: true };
    const res = await call(app, 'POST', '/customers/sign-up', { storeId: where.storeId, body });
    expect(res.status, res.text).toBe(202);
    const rows = await db
      .select({ source: customerConsents.source, granted: customerConsents.granted })
      .from(customerConsents)
      .innerJoin(customers, eq(customers.id, customerConsents.customerId))
      .where(eq(customers.email, email));
    expect(rows).toEqual([{ source: 'sign_up', granted: true }]);
  });
});

describe("the demo's clock", () => {
  it("makes time pass for one shopper's cart only, then runs the store's reminders", async () => {
    const where = await shop();
    const [ana, bia] = [await shopper(where), await shopper(where)];
    await ana.fill();
    await bia.fill();
    const elapse = (minutes: number) =>
      call(app, 'POST', '/dev/cart-reminders/elapse', {
        storeId: where.storeId,
        remoteAddress: LOOPBACK,
        body: { email: ana.customer.email, minutes },
      });
    expect((await elapse(59)).json).toEqual({ sent: 0 });
    expect((await elapse(1)).json).toEqual({ sent: 1 });
    expect(await remindersTo(ana)).toHaveLength(1);
    expect(await remindersTo(bia)).toHaveLength(0);
  });
});

describe("the seller's settings", () => {
  it("saves them audited, checks the delays' order and the coupon's store, and the role", async () => {
    const where = await shop();
    const read = await call(app, 'GET', '/settings/cart-reminders', {
      storeId: where.storeId,
      token: where.token,
    });
    expect(read.json).toEqual({
      enabled: true,
      first_delay_minutes: 60,
      second_delay_minutes: 1440,
      third_delay_minutes: 4320,
      last_coupon_id: null,
      last_coupon_code: null,
    });
    const disordered = await saveSettings(where, { second_delay_minutes: 30 });
    expect(disordered.status).toBe(400);
    const thirdAlone = await saveSettings(where, { second_delay_minutes: null });
    expect(thirdAlone.status).toBe(400);
    const other = await storeWithSeller();
    const foreign = await saveSettings(where, { last_coupon_id: await couponOf(other, 'OUTRA') });
    expect(foreign.status).toBe(404);
    const own = await couponOf(where, 'FICA5');
    const saved = await saveSettings(where, {
      second_delay_minutes: 120,
      third_delay_minutes: null,
      last_coupon_id: own,
    });
    expect(saved.json).toMatchObject({ third_delay_minutes: null, last_coupon_code: 'FICA5' });
    const audits = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.storeId, where.storeId), eq(auditLog.entity, 'cart_reminder_settings')),
      );
    expect(audits).toHaveLength(2);
    expect(audits[1]!.after).toMatchObject({ second_delay_minutes: 120, last_coupon_id: own });

    const sales = await sessionFor(
      db,
      'seller',
      await createSeller(db, where.storeId, { role: 'sales' }),
      clock,
    );
    const refused = await call(app, 'PUT', '/settings/cart-reminders', {
      storeId: where.storeId,
      token: sales,
      body: {
        enabled: false,
        first_delay_minutes: 60,
        second_delay_minutes: null,
        third_delay_minutes: null,
        last_coupon_id: null,
      },
    });
    expect(refused.status).toBe(403);
  });
});
