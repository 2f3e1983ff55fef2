import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  abandonedCarts,
  cartReminders,
  orderRefunds,
  reviews,
  storeVisits,
  visitMarks,
  visitSalts,
} from '../src/db/schema/index.ts';
import { createCustomer, createSeller, sessionFor } from './fixtures/accounts.ts';
import { createProduct, createStore } from './fixtures/catalog.ts';
import { insertSale } from './fixtures/sales.ts';
import { call, createTestApp } from './harness.ts';

// The seller's reports (issue #37 §6) and the storefront's visit beacon, on both databases
// (TEST_DATABASE_URL for PostgreSQL). Every figure of GET /reports is checked against a query
// written here, apart from the route's: Brasília days by `at time zone`, not by the route's
// epoch arithmetic; carts by their first reminder's subquery, not by the route's join.

let clock = new Date('2026-03-31T15:00:00Z');
const { app, db } = await createTestApp({ now: () => clock });

const PERIOD = { from: '2026-03-01', to: '2026-03-31' };
const PREVIOUS = { from: '2026-01-29', to: '2026-02-28' };
const SALE = `('pago', 'em_separacao', 'enviado', 'entregue')`;

type Row = Record<string, unknown>;
async function rows(query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
/** Brasília's calendar day of a timestamptz column, as PostgreSQL's time zone rules say. */
const brDay = (column: string) => sql.raw(`((${column}) at time zone 'America/Sao_Paulo')::date`);
const cents = (value: unknown) => Number(value ?? 0) / 100;

async function shop() {
  const store = await createStore(db);
  const customer = await createCustomer(db, store.id);
  let n = 0;
  const sale = (
    values: Omit<Parameters<typeof insertSale>[1], 'storeId' | 'customerId' | 'code'>,
  ) =>
    insertSale(db, {
      storeId: store.id,
      customerId: customer.id,
      code: `R${++n}-${randomUUID().slice(0, 6)}`,
      ...values,
    });
  return { store, customer, sale };
}

const SEDEX = {
  kind: 'carrier' as const,
  service: 'SEDEX',
  carrier: 'Correios',
  daysMin: 1,
  daysMax: 3,
};
const LOCAL = {
  kind: 'table' as const,
  service: 'Entrega local',
  carrier: null,
  daysMin: 2,
  daysMax: 4,
};
const item = (productCode: string, name: string, quantity: number, unitCents: number) => ({
  sku: `${productCode}-V`,
  name,
  variation: 'Única',
  quantity,
  unitCents,
  productCode,
});

async function refund(
  storeId: string,
  orderId: string,
  amountCents: number,
  status: 'devolvido' | 'em_processamento',
  at: string,
  kind: 'cancel' | 'return' = 'return',
) {
  await db.insert(orderRefunds).values({
    storeId,
    orderId,
    refundKey: randomUUID().replaceAll('-', '').slice(0, 30),
    amountCents,
    status,
    via: 'provider',
    kind,
    createdAt: new Date(at),
    updatedAt: new Date(at),
    settledAt: status === 'devolvido' ? new Date(at) : null,
  });
}

/** A shopper's cart reminded at `sentAt` (steps 1…`steps`), closed by `recoveredOrderId`. */
async function remindedCart(
  storeId: string,
  sentAt: string,
  recoveredOrderId: string | null,
  steps = 1,
) {
  const customer = await createCustomer(db, storeId);
  const first = new Date(sentAt);
  const [cart] = await db
    .insert(abandonedCarts)
    .values({
      storeId,
      customerId: customer.id,
      changedAt: new Date(first.getTime() - 3_600_000),
      remindersSent: steps,
      lastReminderAt: first,
      closedAt: recoveredOrderId ? new Date(first.getTime() + 86_400_000) : null,
      recoveredOrderId,
    })
    .returning();
  for (let step = 1; step <= steps; step += 1) {
    await db.insert(cartReminders).values({
      storeId,
      cartId: cart!.id,
      step,
      items: [],
      valueCents: 5000,
      restoreTokenHash: randomUUID(),
      sentAt: new Date(first.getTime() + (step - 1) * 86_400_000),
    });
  }
}

/** Store A: sales in both periods and around their edges; store B: a sale and visits that must not count. */
async function setUp() {
  const a = await shop();
  const b = await shop();
  // The current period (1–31 March, Brasília).
  const c1 = await a.sale({
    status: 'entregue',
    method: 'pix',
    totalCents: 15_990,
    shippingCents: 1990,
    discountCents: 500,
    couponCents: 1000,
    freight: SEDEX,
    createdAt: '2026-03-02T11:00:00Z',
    paidAt: '2026-03-02T12:00:00Z',
    items: [item('VASO', 'Vaso Azul', 2, 6000), item('CANECA', 'Caneca', 1, 2500)],
  });
  // 23:30 of 14 March in Brasília (02:30 of the 15th in UTC).
  const c2 = await a.sale({
    status: 'enviado',
    method: 'card',
    totalCents: 8990,
    shippingCents: 1490,
    freight: LOCAL,
    createdAt: '2026-03-15T02:00:00Z',
    paidAt: '2026-03-15T02:30:00Z',
    items: [item('CANECA', 'Caneca', 3, 2500)],
  });
  // The period's last minute in Brasília.
  await a.sale({
    status: 'pago',
    method: 'boleto',
    totalCents: 4550,
    createdAt: '2026-03-30T12:00:00Z',
    paidAt: '2026-04-01T02:59:00Z',
    items: [item('LUMI', 'Luminária', 1, 4550)],
  });
  // Paid, then cancelled and refunded whole: not a sale, its refund not counted again.
  const cancelled = await a.sale({
    status: 'cancelado',
    method: 'card',
    totalCents: 30_000,
    freight: SEDEX,
    createdAt: '2026-03-05T12:00:00Z',
    paidAt: '2026-03-05T12:05:00Z',
    items: [item('VASO', 'Vaso Azul', 5, 6000)],
  });
  await refund(a.store.id, cancelled.id, 30_000, 'devolvido', '2026-03-06T12:00:00Z', 'cancel');
  // Never paid.
  const unpaid = await a.sale({
    status: 'expirado',
    method: 'pix',
    totalCents: 7777,
    createdAt: '2026-03-08T12:00:00Z',
  });
  // 23:00 of 28 February in Brasília: the previous period's.
  await a.sale({
    status: 'entregue',
    method: 'card',
    totalCents: 12_000,
    freight: SEDEX,
    createdAt: '2026-03-01T01:00:00Z',
    paidAt: '2026-03-01T02:00:00Z',
    items: [item('VASO', 'Vaso Azul', 2, 6000)],
  });
  const p1 = await a.sale({
    status: 'entregue',
    method: 'pix',
    totalCents: 20_000,
    couponCents: 2000,
    shippingCents: 1990,
    freight: SEDEX,
    createdAt: '2026-02-10T12:00:00Z',
    paidAt: '2026-02-10T12:01:00Z',
    items: [item('LUMI', 'Luminária', 4, 4500), item('CANECA', 'Caneca', 1, 2010)],
  });
  // The previous period's first minute in Brasília.
  await a.sale({
    status: 'pago',
    method: 'boleto',
    totalCents: 7000,
    createdAt: '2026-01-28T12:00:00Z',
    paidAt: '2026-01-29T03:00:00Z',
  });
  // A minute before it: in neither period.
  await a.sale({
    status: 'entregue',
    method: 'pix',
    totalCents: 3333,
    createdAt: '2026-01-28T12:00:00Z',
    paidAt: '2026-01-29T02:59:00Z',
  });
  // Returns: given back in the period (on a sale of it, and on one of the previous), in
  // processing (not yet given back), and in the previous period.
  await refund(a.store.id, c1.id, 3000, 'devolvido', '2026-03-20T12:00:00Z');
  await refund(a.store.id, p1.id, 1234, 'devolvido', '2026-03-03T12:00:00Z');
  await refund(a.store.id, c2.id, 1000, 'em_processamento', '2026-03-21T12:00:00Z');
  await refund(a.store.id, p1.id, 2000, 'devolvido', '2026-02-12T12:00:00Z');
  // Carts: one reminded and recovered by c2, one reminded twice and not recovered, one
  // recovered by an order never paid (the previous period's), one reminded before both periods.
  await remindedCart(a.store.id, '2026-03-10T12:00:00Z', c2.id, 2);
  await remindedCart(a.store.id, '2026-03-12T12:00:00Z', null, 2);
  await remindedCart(a.store.id, '2026-02-20T12:00:00Z', unpaid.id);
  await remindedCart(a.store.id, '2026-01-10T12:00:00Z', null, 3);
  // Reviews: two written in the period (one waiting for the seller), one hidden (not counted),
  // one of the previous period; store B's below.
  const vase = await createProduct(db, a.store.id, { name: 'Vaso Azul' });
  const review =
    (storeId: string, orderId: string, customerId: string, productId: string) =>
    (rating: number, status: 'pendente' | 'publicada' | 'oculta', at: string) =>
      db.insert(reviews).values({
        storeId,
        productId,
        orderId,
        customerId,
        rating,
        title: 'Título',
        body: 'Texto.',
        status,
        hiddenReason: status === 'oculta' ? 'Spam.' : null,
        createdAt: new Date(at),
        publishedAt: status === 'publicada' ? new Date(at) : null,
      });
  await review(a.store.id, c1.id, a.customer.id, vase.id)(5, 'publicada', '2026-03-03T12:00:00Z');
  // 22:00 of 31 March in Brasília (01:00 of 1 April in UTC): the period's.
  await review(a.store.id, c2.id, a.customer.id, vase.id)(2, 'pendente', '2026-04-01T01:00:00Z');
  await review(
    a.store.id,
    cancelled.id,
    a.customer.id,
    vase.id,
  )(1, 'oculta', '2026-03-06T12:00:00Z');
  await review(a.store.id, p1.id, a.customer.id, vase.id)(4, 'publicada', '2026-02-11T12:00:00Z');
  // Visits.
  await db.insert(storeVisits).values([
    { storeId: a.store.id, day: '2026-03-02', visits: 40 },
    { storeId: a.store.id, day: '2026-03-31', visits: 60 },
    { storeId: a.store.id, day: '2026-02-10', visits: 50 },
    { storeId: a.store.id, day: '2026-01-28', visits: 500 },
  ]);
  // Store B: what store A's report must never count.
  const bSale = await b.sale({
    status: 'entregue',
    method: 'pix',
    totalCents: 99_999,
    freight: SEDEX,
    createdAt: '2026-03-02T12:00:00Z',
    paidAt: '2026-03-02T12:00:00Z',
    items: [item('VASO', 'Vaso de B', 9, 11_111)],
  });
  await refund(b.store.id, bSale.id, 500, 'devolvido', '2026-03-03T12:00:00Z');
  const bVase = await createProduct(db, b.store.id, { name: 'Vaso de B' });
  await review(
    b.store.id,
    bSale.id,
    b.customer.id,
    bVase.id,
  )(1, 'publicada', '2026-03-04T12:00:00Z');
  await remindedCart(b.store.id, '2026-03-10T12:00:00Z', bSale.id);
  await db.insert(storeVisits).values({ storeId: b.store.id, day: '2026-03-02', visits: 1000 });
  const seller = await sessionFor(db, 'seller', await createSeller(db, a.store.id), clock);
  return { a, b, seller };
}

const fx = await setUp();

async function report(query = `?from=${PERIOD.from}&to=${PERIOD.to}`, storeId = fx.a.store.id) {
  return call(app, 'GET', `/reports${query}`, { storeId, token: fx.seller });
}

/** Every figure of one period, by this file's own queries. */
async function expected(storeId: string, period: { from: string; to: string }) {
  const inPeriod = (column: string) =>
    sql`${brDay(column)} between ${period.from}::date and ${period.to}::date`;
  const [sales] = await rows(sql`
    select coalesce(sum(total_cents), 0)::bigint as gross,
           coalesce(sum(discount_cents + coupon_discount_cents), 0)::bigint as discounts,
           count(*)::int as orders
    from orders
    where store_id = ${storeId} and status in ${sql.raw(SALE)} and ${inPeriod('paid_at')}`);
  const [refunds] = await rows(sql`
    select coalesce(sum(r.amount_cents), 0)::bigint as amount
    from order_refunds r join orders o on o.id = r.order_id
    where r.store_id = ${storeId} and r.status = 'devolvido' and o.status in ${sql.raw(SALE)}
      and ${inPeriod('r.settled_at')}`);
  const [visits] = await rows(sql`
    select coalesce(sum(visits), 0)::int as visits from store_visits
    where store_id = ${storeId} and day between ${period.from}::date and ${period.to}::date`);
  const [carts] = await rows(sql`
    select count(*)::int as abandoned, count(a.recovered_order_id)::int as recovered,
           coalesce(sum(case when o.status in ${sql.raw(SALE)} then o.total_cents end), 0)::bigint as revenue
    from abandoned_carts a left join orders o on o.id = a.recovered_order_id
    where a.store_id = ${storeId}
      and ${brDay('(select min(r.sent_at) from cart_reminders r where r.cart_id = a.id)')}
          between ${period.from}::date and ${period.to}::date`);
  const [reviewed] = await rows(sql`
    select count(*)::int as n, coalesce(sum(rating), 0)::int as stars from reviews
    where store_id = ${storeId} and status in ('pendente', 'publicada') and ${inPeriod('created_at')}`);
  const orders = Number(sales!.orders);
  const gross = Number(sales!.gross);
  const written = Number(reviewed!.n);
  return {
    from: period.from,
    to: period.to,
    gross: cents(gross),
    discounts: cents(sales!.discounts),
    refunds: cents(refunds!.amount),
    net: cents(gross - Number(refunds!.amount)),
    orders,
    average_order_value: orders ? cents(Math.round(gross / orders)) : 0,
    visits: Number(visits!.visits),
    conversion: Number(visits!.visits) ? orders / Number(visits!.visits) : null,
    carts_abandoned: Number(carts!.abandoned),
    carts_recovered: Number(carts!.recovered),
    recovered_revenue: cents(carts!.revenue),
    reviews: written,
    review_average: written ? Math.round((Number(reviewed!.stars) / written) * 10) / 10 : null,
  };
}

describe('GET /reports', () => {
  it('answers every figure of the period and of the previous one as independent queries do, to the centavo', async () => {
    const res = await report();
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const current = await expected(fx.a.store.id, PERIOD);
    const previous = await expected(fx.a.store.id, PREVIOUS);
    expect(res.json.current).toEqual(current);
    expect(res.json.previous).toEqual(previous);
    // The data is what it is meant to be: sales on both sides, refunds, visits, a recovered cart.
    for (const figures of [current, previous]) {
      expect(figures.orders).toBeGreaterThan(0);
      expect(figures.refunds).toBeGreaterThan(0);
      expect(figures.visits).toBeGreaterThan(0);
      expect(figures.carts_recovered).toBeGreaterThan(0);
    }
    expect(current.recovered_revenue).toBeGreaterThan(0);
    expect(previous.recovered_revenue).toBe(0);
    // Reviews: 5 and 2 stars in March (the hidden one left out), 4 in February.
    expect([current.reviews, current.review_average]).toEqual([2, 3.5]);
    expect([previous.reviews, previous.review_average]).toEqual([1, 4]);
  });

  it('gives the daily series of the period, each day as its own query says', async () => {
    const res = await report();
    const days = await rows(sql`
      select d::date::text as day,
        (select coalesce(sum(total_cents), 0)::bigint from orders
          where store_id = ${fx.a.store.id} and status in ${sql.raw(SALE)}
            and ${brDay('paid_at')} = d::date) as revenue,
        (select count(*)::int from orders
          where store_id = ${fx.a.store.id} and status in ${sql.raw(SALE)}
            and ${brDay('paid_at')} = d::date) as orders,
        (select coalesce(sum(visits), 0)::int from store_visits
          where store_id = ${fx.a.store.id} and day = d::date) as visits
      from generate_series(${PERIOD.from}::date, ${PERIOD.to}::date, interval '1 day') d
      order by d`);
    expect(res.json.daily).toEqual(
      days.map((day) => ({
        day: day.day,
        revenue: cents(day.revenue),
        orders: Number(day.orders),
        visits: Number(day.visits),
      })),
    );
    expect(res.json.daily).toHaveLength(31);
  });

  it('ranks the top products and splits revenue by payment method and by freight option', async () => {
    const res = await report();
    const top = await rows(sql`
      select i.product_code as code, sum(i.quantity)::int as units, sum(i.total_cents)::bigint as revenue
      from order_items i join orders o on o.id = i.order_id
      where o.store_id = ${fx.a.store.id} and o.status in ${sql.raw(SALE)}
        and ${brDay('o.paid_at')} between ${PERIOD.from}::date and ${PERIOD.to}::date
      group by i.product_code order by 3 desc, 1 limit 10`);
    expect(top.length).toBeGreaterThan(1);
    expect(
      res.json.top_products.map((row: Row) => ({
        code: row.code,
        units: row.units,
        revenue: row.revenue,
      })),
    ).toEqual(
      top.map((row) => ({ code: row.code, units: Number(row.units), revenue: cents(row.revenue) })),
    );
    const byKey = async (period: { from: string; to: string }, key: string) =>
      rows(sql`
        select ${sql.raw(key)} as key, count(*)::int as orders, sum(total_cents)::bigint as revenue,
               sum(shipping_cents)::bigint as shipping
        from orders
        where store_id = ${fx.a.store.id} and status in ${sql.raw(SALE)}
          and ${brDay('paid_at')} between ${period.from}::date and ${period.to}::date
        group by 1`);
    const merge = (now: Row[], before: Row[]) => {
      const keys = [...new Set([...now, ...before].map((row) => String(row.key ?? '')))];
      return keys
        .map((key) => {
          const c = now.find((row) => String(row.key ?? '') === key);
          const p = before.find((row) => String(row.key ?? '') === key);
          return {
            key,
            orders: Number(c?.orders ?? 0),
            revenue: cents(c?.revenue),
            previous_orders: Number(p?.orders ?? 0),
            previous_revenue: cents(p?.revenue),
            shipping: cents(c?.shipping),
          };
        })
        .sort((x, y) => x.key.localeCompare(y.key));
    };
    const methods = merge(
      await byKey(PERIOD, 'payment_method'),
      await byKey(PREVIOUS, 'payment_method'),
    );
    expect(methods).toHaveLength(3);
    expect(
      res.json.payment_methods
        .map(({ method, ...figures }: Row) => ({ key: method, ...figures }))
        .sort((x: Row, y: Row) => String(x.key).localeCompare(String(y.key))),
    ).toEqual(methods.map(({ shipping: _shipping, ...row }) => row));
    const key = `coalesce(freight_service, '') || '/' || coalesce(freight_carrier, '')`;
    const freight = merge(await byKey(PERIOD, key), await byKey(PREVIOUS, key));
    expect(freight.length).toBeGreaterThanOrEqual(3);
    expect(
      res.json.freight_options
        .map(({ service, carrier, ...figures }: Row) => ({
          key: `${(service as string | null) ?? ''}/${(carrier as string | null) ?? ''}`,
          ...figures,
        }))
        .sort((x: Row, y: Row) => String(x.key).localeCompare(String(y.key))),
    ).toEqual(freight);
    // Revenue first.
    const revenues = res.json.payment_methods.map((row: Row) => row.revenue as number);
    expect(revenues).toEqual([...revenues].sort((x, y) => y - x));
  });

  it("never counts another store's sales, refunds, carts or visits", async () => {
    const ofB = await sessionFor(db, 'seller', await createSeller(db, fx.b.store.id), clock);
    const res = await call(app, 'GET', `/reports?from=${PERIOD.from}&to=${PERIOD.to}`, {
      storeId: fx.b.store.id,
      token: ofB,
    });
    expect(res.json.current).toEqual(await expected(fx.b.store.id, PERIOD));
    expect(res.json.current.gross).toBe(999.99);
    expect(res.json.top_products.map((row: Row) => row.name)).toEqual(['Vaso de B']);
    const ofA = (await report()).json;
    expect(ofA.top_products.map((row: Row) => row.name)).not.toContain('Vaso de B');
    // A's seller naming B's store is refused.
    const crossed = await report(`?from=${PERIOD.from}&to=${PERIOD.to}`, fx.b.store.id);
    expect(crossed.status).toBe(403);
  });

  it('is open to every role that sees the sales, and to no shopper', async () => {
    const sales = await sessionFor(
      db,
      'seller',
      await createSeller(db, fx.a.store.id, { role: 'sales' }),
      clock,
    );
    const res = await call(app, 'GET', '/reports', { storeId: fx.a.store.id, token: sales });
    expect(res.status, res.text).toBe(200);
    // Without dates: the last 30 days, today the last.
    expect(res.json.current).toMatchObject({ from: '2026-03-02', to: '2026-03-31' });
    expect(res.json.previous).toMatchObject({ from: '2026-01-31', to: '2026-03-01' });
    const shopper = await sessionFor(db, 'customer', fx.a.customer, clock);
    const refused = await call(app, 'GET', '/reports', { storeId: fx.a.store.id, token: shopper });
    expect(refused.status).toBe(401);
    const anonymous = await call(app, 'GET', '/reports', { storeId: fx.a.store.id });
    expect(anonymous.status).toBe(401);
  });

  it.each([
    ['?from=2026-03-10&to=2026-03-01', 'anterior'],
    ['?from=2025-01-01&to=2026-01-02', '366 dias'],
    ['?from=2026-03-01', 'duas datas'],
  ])('refuses the period %s (400 invalid_period)', async (query, words) => {
    const res = await report(query);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('invalid_period');
    expect(res.json.message).toContain(words);
  });

  it('refuses a day that is not one (400, a pt-BR message)', async () => {
    const res = await report('?from=2026-02-30&to=2026-03-01');
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('validation_error');
    expect(JSON.stringify(res.json.details)).toMatch(/AAAA-MM-DD/);
  });

  it('takes a whole year (366 days) and a single day', async () => {
    const year = await report('?from=2025-04-01&to=2026-03-31');
    expect(year.status, year.text).toBe(200);
    expect(year.json.daily).toHaveLength(365);
    expect(year.json.previous).toMatchObject({ from: '2024-04-01', to: '2025-03-31' });
    const day = await report('?from=2026-03-02&to=2026-03-02');
    expect(day.json.current).toEqual(
      await expected(fx.a.store.id, { from: '2026-03-02', to: '2026-03-02' }),
    );
  });
});

describe('GET /visits/pixel.gif', () => {
  const CHROME =
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
  const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
  const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
  const visit = (storeId: string, ip: string, userAgent?: string) =>
    call(app, 'GET', '/visits/pixel.gif', {
      storeId,
      remoteAddress: ip,
      headers: userAgent ? { 'User-Agent': userAgent } : {},
    });
  const countOf = async (storeId: string, day: string) => {
    const [row] = await rows(
      sql`select visits from store_visits where store_id = ${storeId} and day = ${day}::date`,
    );
    return Number(row?.visits ?? 0);
  };

  it('counts a person once a day, robots never, and sets no cookie', async () => {
    clock = new Date('2026-04-02T13:00:00Z');
    const store = await createStore(db);
    const other = await createStore(db);
    const first = await visit(store.id, '189.40.1.2', CHROME);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/gif');
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('set-cookie')).toBeNull();
    await visit(store.id, '189.40.1.2', CHROME);
    expect(await countOf(store.id, '2026-04-02')).toBe(1);
    // Another person: the same address with another browser, another address.
    await visit(store.id, '189.40.1.2', FIREFOX);
    await visit(store.id, '200.10.20.30', CHROME);
    expect(await countOf(store.id, '2026-04-02')).toBe(3);
    // Robots and requests without a user agent.
    const bot = await visit(store.id, '66.249.66.1', GOOGLEBOT);
    expect(bot.status).toBe(200);
    await visit(store.id, '66.249.66.2');
    expect(await countOf(store.id, '2026-04-02')).toBe(3);
    // The same person at another store is that store's visit.
    await visit(other.id, '189.40.1.2', CHROME);
    expect(await countOf(other.id, '2026-04-02')).toBe(1);
    expect(await countOf(store.id, '2026-04-02')).toBe(3);
    // Nothing stored names the address or the browser.
    const stored = JSON.stringify([
      await db.select().from(storeVisits),
      await db.select().from(visitMarks),
      await db.select().from(visitSalts),
    ]);
    for (const secret of ['189.40.1.2', '200.10.20.30', 'Chrome', 'Firefox', 'Mozilla']) {
      expect(stored).not.toContain(secret);
    }
    // A day is Brasília's: 02:00 UTC of the 3rd is still the 2nd there.
    clock = new Date('2026-04-03T02:00:00Z');
    await visit(store.id, '10.0.0.9', CHROME);
    expect(await countOf(store.id, '2026-04-02')).toBe(4);
    // The next day the same person counts again, and the day before's salt and marks are gone.
    clock = new Date('2026-04-03T13:00:00Z');
    await visit(store.id, '189.40.1.2', CHROME);
    expect(await countOf(store.id, '2026-04-03')).toBe(1);
    const days = await rows(
      sql`select distinct day::text as day from visit_marks union select day::text from visit_salts`,
    );
    expect(days.map((row) => row.day)).toEqual(['2026-04-03']);
    // …and the report shows them.
    const seller = await sessionFor(db, 'seller', await createSeller(db, store.id), clock);
    const res = await call(app, 'GET', '/reports?from=2026-04-02&to=2026-04-03', {
      storeId: store.id,
      token: seller,
    });
    expect(res.json.current.visits).toBe(5);
    expect(res.json.daily.map((day: Row) => day.visits)).toEqual([4, 1]);
  });

  it('refuses a request of no store', async () => {
    const res = await call(app, 'GET', '/visits/pixel.gif', { headers: { 'User-Agent': CHROME } });
    expect(res.status).toBe(400);
  });
});
