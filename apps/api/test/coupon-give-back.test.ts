import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, couponRedemptions, coupons } from '../src/db/schema/index.ts';
import { giveBackCouponUses } from '../src/features/orders/coupon-give-back.ts';
import { expireOverdueOrders } from '../src/features/orders/expiry.ts';
import { createAddress, createCustomer, createSeller, sessionFor } from './fixtures/accounts.ts';
import { createProduct, createStore } from './fixtures/catalog.ts';
import { COUPON } from './fixtures/requests.ts';
import { addToCart, orderByCode } from './fixtures/orders.ts';
import { call, createTestApp, LOOPBACK } from './harness.ts';

// An order that ends before it is paid (the seller cancels it, its payment time runs out: the
// sweep writes it, or a read already shows it) gives back the coupon use it took, so its shopper
// can use the coupon again; a paid order the seller cancels gives it back as the seller chooses.
// Once, however the endings race (on PostgreSQL they truly do; on PGlite one at a time).

const MINUTE = 60_000;
let clock = new Date();
const { app, db, driver } = await createTestApp({
  now: () => clock,
  config: { DEMO_MODE: 'true', PIX_EXPIRY_MINUTES: '30' },
});

/** A store with a coupon once per shopper (and `max_uses` in all) and a R$ 100,00 product. */
async function shop(maxUses: number | null = 1) {
  const store = await createStore(db);
  const seller = await sessionFor(db, 'seller', await createSeller(db, store.id));
  const product = await createProduct(db, store.id, {
    name: 'Luminária',
    variations: [{ priceCents: 10_000, stock: 50 }],
  });
  const asSeller = (method: string, path: string, body?: unknown) =>
    call(app, method, path, { storeId: store.id, token: seller, body });
  const created = await asSeller('POST', '/coupons', {
    ...COUPON,
    code: `ABC${Math.random().toString(36).slice(2, 7)}`.toUpperCase(),
    starts_at: null,
    ends_at: null,
    max_uses: maxUses,
    max_uses_per_customer: 1,
  });
  expect(created.status, created.text).toBe(201);
  const coupon = created.json as { _id: string; code: string };

  const shopper = async () => {
    const customer = await createCustomer(db, store.id);
    const token = await sessionFor(db, 'customer', customer);
    const address = await createAddress(db, store.id, customer.id);
    const as = (method: string, path: string, body?: unknown) =>
      call(app, method, path, { storeId: store.id, token, body });
    /** The product in the cart and the coupon applied to it: the coupon's answer. */
    const applyCoupon = async () => {
      await addToCart(app, {
        storeId: store.id,
        token,
        code: product.code,
        variation: product.variations[0]!.code,
      });
      return as('PUT', '/cart/coupon', { code: coupon.code });
    };
    /** A pix order placed with the coupon: its code. */
    const orderWithCoupon = async () => {
      const applied = await applyCoupon();
      expect(applied.status, applied.text).toBe(200);
      const placed = await as('POST', '/orders', { payment_method: 'pix', address_id: address.id });
      expect(placed.status, placed.text).toBe(201);
      expect(placed.json.coupon_code).toBe(coupon.code);
      return placed.json.code as string;
    };
    return { as, applyCoupon, orderWithCoupon };
  };

  const uses = async () =>
    (await db.select().from(coupons).where(eq(coupons.id, coupon._id)))[0]!.uses;
  const redemptions = () =>
    db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon._id));
  const cancel = (code: string, extra: object = {}) =>
    asSeller('PATCH', `/sales/${code}/status`, {
      status: 'cancelado',
      reason: 'Cliente pediu para cancelar',
      ...extra,
    });
  const pay = async (code: string) => {
    const paid = await call(app, 'POST', '/dev/payments/sandbox/confirm', {
      storeId: store.id,
      remoteAddress: LOOPBACK,
      body: { order_code: code },
    });
    expect(paid.json, paid.text).toMatchObject({ status: 'pago' });
  };
  /** What the Histórico recorded of the sale's last move. */
  const lastAudit = async (code: string) => {
    const order = await orderByCode(db, store.id, code);
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'sale'), eq(auditLog.entityId, order.id)))
      .orderBy(auditLog.createdAt, auditLog.id);
    return rows.at(-1)!;
  };
  const statusOf = async (code: string) => (await orderByCode(db, store.id, code)).status;
  return { store, coupon, shopper, uses, redemptions, cancel, pay, lastAudit, statusOf };
}

describe(`an unpaid order's coupon use (${driver})`, () => {
  it('goes back when the seller cancels the order: the shopper uses the coupon again', async () => {
    const s = await shop();
    const buyer = await s.shopper();
    const code = await buyer.orderWithCoupon();
    expect(await s.uses()).toBe(1);
    // Used up while the order waits: its only use, for everyone.
    expect((await buyer.applyCoupon()).json).toMatchObject({ code: 'coupon_exhausted' });
    const other = await s.shopper();
    expect((await other.applyCoupon()).json).toMatchObject({ code: 'coupon_exhausted' });

    const cancelled = await s.cancel(code);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await s.uses()).toBe(0);
    expect(await s.redemptions()).toEqual([]);
    expect((await s.lastAudit(code)).after).toEqual({
      status: 'cancelado',
      coupon_use_returned: s.coupon.code,
    });
    await buyer.orderWithCoupon();
    expect(await s.uses()).toBe(1);
  });

  it('goes back when the sweep expires the order, once however many passes', async () => {
    const s = await shop();
    const buyer = await s.shopper();
    const code = await buyer.orderWithCoupon();
    clock = new Date(clock.getTime() + 31 * MINUTE);
    expect(await expireOverdueOrders(db, s.store.id, clock)).toBe(1);
    expect(await s.statusOf(code)).toBe('expirado');
    expect(await s.uses()).toBe(0);
    expect(await s.redemptions()).toEqual([]);
    expect(await expireOverdueOrders(db, s.store.id, clock)).toBe(0);
    expect(await s.uses()).toBe(0);
    await buyer.orderWithCoupon();
    expect(await s.uses()).toBe(1);
  });

  it('counts as back as soon as a read shows the order expired, before any sweep', async () => {
    const s = await shop();
    const buyer = await s.shopper();
    const code = await buyer.orderWithCoupon();
    clock = new Date(clock.getTime() + 31 * MINUTE);
    expect((await buyer.as('GET', `/orders/${code}`)).json.status).toBe('expirado');
    expect(await s.statusOf(code)).toBe('aguardando_pagamento');
    // Neither the coupon's limit nor the shopper's counts the expired order any more: the cart
    // takes the coupon, and the quote and the cart's read show no problem with it.
    const other = await s.shopper();
    expect((await other.applyCoupon()).status).toBe(200);
    expect((await buyer.applyCoupon()).status).toBe(200);
    expect((await buyer.as('GET', '/cart/coupon')).json.coupon).toMatchObject({ problem: null });
    expect((await buyer.as('GET', '/checkout/quote')).json.coupon).toMatchObject({
      problem: null,
    });
    // The order's checkout sweeps the expired order (its use back), then takes the use again.
    await buyer.orderWithCoupon();
    expect(await s.statusOf(code)).toBe('expirado');
    expect(await s.uses()).toBe(1);
    expect(await s.redemptions()).toHaveLength(1);
  });
});

describe(`a paid order's coupon use, when the seller cancels it (${driver})`, () => {
  it.each([
    ['goes back when the seller leaves the choice as it is', {}, true],
    ['goes back when the seller ticks it', { give_back_coupon: true }, true],
    ['stays used when the seller unticks it', { give_back_coupon: false }, false],
  ])('%s', async (_label, choice, givenBack) => {
    // Once per shopper, with no limit in all: what stops the shopper is their own use.
    const s = await shop(null);
    const buyer = await s.shopper();
    const code = await buyer.orderWithCoupon();
    await s.pay(code);
    const cancelled = await s.cancel(code, choice);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json.status).toBe('cancelado');
    expect(await s.uses()).toBe(givenBack ? 0 : 1);
    expect(await s.redemptions()).toHaveLength(givenBack ? 0 : 1);
    const audit = (await s.lastAudit(code)).after as Record<string, unknown>;
    expect(audit.coupon_use_returned).toBe(givenBack ? s.coupon.code : undefined);
    const again = await buyer.applyCoupon();
    expect(again.status).toBe(givenBack ? 200 : 409);
    if (!givenBack) expect(again.json.code).toBe('coupon_already_used');
  });

  it('leaves the coupon of an unpaid order no choice: its use always goes back', async () => {
    const s = await shop();
    const code = await (await s.shopper()).orderWithCoupon();
    expect((await s.cancel(code, { give_back_coupon: false })).status).toBe(200);
    expect(await s.uses()).toBe(0);
  });
});

describe(`giving a use back, raced (${driver})`, () => {
  it('gives one use back when the seller cancels as the sweep expires the order', async () => {
    const s = await shop(null);
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push(await (await s.shopper()).orderWithCoupon());
    expect(await s.uses()).toBe(4);
    // The seller cancels them one after another, reading each still waiting (the app's clock);
    // once the first is cancelled the sweep runs, a moment later, past their payment time, as
    // the others are being cancelled.
    const expiry = new Date(clock.getTime() + 31 * MINUTE);
    const cancelling = codes.map((code) => s.cancel(code));
    const [sweep, ...cancels] = await Promise.all([
      cancelling[0]!.then(() => expireOverdueOrders(db, s.store.id, expiry)),
      ...cancelling,
    ]);
    const statuses = await Promise.all(codes.map(s.statusOf));
    expect(statuses[0]).toBe('cancelado');
    expect(sweep).toBe(statuses.filter((status) => status === 'expirado').length);
    expect(sweep + statuses.filter((status) => status === 'cancelado').length).toBe(codes.length);
    for (const [index, res] of cancels.entries()) {
      expect(res.status).toBe(statuses[index] === 'cancelado' ? 200 : 409);
    }
    expect(await s.uses()).toBe(0);
    expect(await s.redemptions()).toEqual([]);
  });

  it('gives one use back when two endings of the same order give it back at once', async () => {
    const s = await shop(null);
    const codes = [];
    for (let i = 0; i < 3; i += 1) codes.push(await (await s.shopper()).orderWithCoupon());
    const ids = await Promise.all(
      codes.map(async (code) => (await orderByCode(db, s.store.id, code)).id),
    );
    const given = await Promise.all(
      [ids, [...ids].reverse(), ids].map((some) =>
        db.transaction((tx) => giveBackCouponUses(tx, some, clock)),
      ),
    );
    expect(given.reduce((sum, map) => sum + map.size, 0)).toBe(3);
    expect(await s.uses()).toBe(0);
  });
});
