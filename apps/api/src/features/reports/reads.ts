import { REPORT_TOP_PRODUCTS, type Report, type ReportFigures } from '@vitrine/contract/reports';
import type { PaymentMethod } from '@vitrine/contract/orders';
import { addDays, startOfSaoPauloDay } from '@vitrine/domain/dates';
import { ratingSummary } from '@vitrine/domain/rating';
import { and, count, desc, eq, gte, inArray, isNotNull, lt, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  abandonedCarts,
  cartReminders,
  orderItems,
  orderRefunds,
  orders,
  reviews,
  storeVisits,
} from '../../db/schema/index.ts';
import { fromCents } from '../../lib/money.ts';
import { SALE_STATUSES } from '../orders/status.ts';
import type { Period } from './period.ts';

// Issue #37 §6. Every figure of a period and of the one before it, read in a few aggregates
// over the window that spans both (apps/api README "Relatórios" defines each figure).

const instant = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;
const cents = (value: unknown) => Number(value ?? 0);

/** The window's bounds: the previous period's first midnight, the current's, and the end. */
function boundsOf(current: Period, previous: Period) {
  return {
    start: startOfSaoPauloDay(previous.from),
    split: startOfSaoPauloDay(current.from),
    end: startOfSaoPauloDay(addDays(current.to, 1)),
  };
}

type Bounds = ReturnType<typeof boundsOf>;

/**
 * An instant written into the statement, not bound: the grouping sets below name the same
 * expression several times, and PostgreSQL matches them only if they are one text (a bound
 * parameter is a new one each time). From a Date: an ISO string, nothing else.
 */
const literal = (moment: Date) => sql.raw(`'${moment.toISOString()}'::timestamptz`);

/**
 * The store's sales paid from `from` to before `to`. The statuses written in, so the planner
 * sees the partial index's own predicate (orders_store_sales_paid_idx).
 */
const salesPaid = (storeId: string, from: Date, to: Date) =>
  and(
    eq(orders.storeId, storeId),
    isNotNull(orders.paidAt),
    gte(orders.paidAt, from),
    lt(orders.paidAt, to),
    sql`${orders.status} in (${sql.raw(SALE_STATUSES.map((status) => `'${status}'`).join(', '))})`,
  );

/**
 * The window's sales in one scan (of orders_store_sales_paid_idx alone), three ways at once
 * (grouping sets): by Brasília day of payment (Brasília is UTC−3 all year since 2019: days are
 * 24 h), by period and payment method, by period and freight option. `set` tells the rows
 * apart (grouping()'s bits: 1 for a column not grouped).
 */
async function salesOf(db: Database, storeId: string, { start, split, end }: Bounds) {
  const day = sql`floor(extract(epoch from (${orders.paidAt} - ${literal(start)})) / 86400)::int`;
  const current = sql`(${orders.paidAt} >= ${literal(split)})`;
  const { paymentMethod, freightService, freightCarrier } = orders;
  const rows = await db
    .select({
      set: sql<number>`grouping(${day}, ${paymentMethod}, ${freightService})`,
      day: sql<number | null>`${day}`,
      current: sql<boolean | null>`${current}`,
      method: paymentMethod,
      service: freightService,
      carrier: freightCarrier,
      gross: sum(orders.totalCents),
      discounts: sql<string>`sum(${orders.discountCents} + ${orders.couponDiscountCents})`,
      shipping: sum(orders.shippingCents),
      orders: count(),
    })
    .from(orders)
    .where(salesPaid(storeId, start, end))
    .groupBy(
      sql`grouping sets ((${day}), (${current}, ${paymentMethod}), (${current}, ${freightService}, ${freightCarrier}))`,
    );
  const set = (bits: number) =>
    rows
      .filter((row) => Number(row.set) === bits)
      .map((row) => ({ ...row, current: Boolean(row.current), revenue: row.gross }));
  return { days: set(0b011), methods: set(0b101), freight: set(0b110) };
}

/** `true` for a row of the current period, `false` for the previous one. */
const inCurrent = (column: typeof cartReminders.sentAt | typeof reviews.createdAt, split: Date) =>
  sql<boolean>`${column} >= ${instant(split)}`;

async function topProducts(db: Database, storeId: string, { split, end }: Bounds) {
  const revenue = sum(orderItems.totalCents);
  return db
    .select({
      code: orderItems.productCode,
      // Lines keep the name they were sold with; of a product renamed in the period, the
      // greatest (a sort of every line by time, for the newest, cost a disk sort at a year).
      name: sql<string>`max(${orderItems.name})`,
      units: sum(orderItems.quantity),
      revenue,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(salesPaid(storeId, split, end))
    .groupBy(orderItems.productCode)
    .orderBy(desc(revenue), orderItems.productCode)
    .limit(REPORT_TOP_PRODUCTS);
}

/** Money given back (devolvido) in the window, on sales that still count: returns. */
async function refunds(db: Database, storeId: string, { start, split, end }: Bounds) {
  return db
    .select({
      current: sql<boolean>`${orderRefunds.settledAt} >= ${instant(split)}`,
      amount: sum(orderRefunds.amountCents),
    })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(
      and(
        eq(orderRefunds.storeId, storeId),
        eq(orderRefunds.status, 'devolvido'),
        gte(orderRefunds.settledAt, start),
        lt(orderRefunds.settledAt, end),
        inArray(orders.status, SALE_STATUSES),
      ),
    )
    .groupBy(sql`1`);
}

async function visits(db: Database, storeId: string, current: Period, previous: Period) {
  return db
    .select({ day: storeVisits.day, visits: storeVisits.visits })
    .from(storeVisits)
    .where(
      and(
        eq(storeVisits.storeId, storeId),
        gte(storeVisits.day, previous.from),
        lt(storeVisits.day, addDays(current.to, 1)),
      ),
    );
}

/** Carts whose first reminder went in the window; recovered: an order closed them. */
async function carts(db: Database, storeId: string, { start, split, end }: Bounds) {
  return db
    .select({
      current: inCurrent(cartReminders.sentAt, split),
      abandoned: count(),
      recovered: count(abandonedCarts.recoveredOrderId),
      revenue: sql<string>`sum(${orders.totalCents}) filter (where ${inArray(orders.status, SALE_STATUSES)})`,
    })
    .from(cartReminders)
    .innerJoin(abandonedCarts, eq(abandonedCarts.id, cartReminders.cartId))
    .leftJoin(orders, eq(orders.id, abandonedCarts.recoveredOrderId))
    .where(
      and(
        eq(cartReminders.storeId, storeId),
        eq(cartReminders.step, 1),
        gte(cartReminders.sentAt, start),
        lt(cartReminders.sentAt, end),
      ),
    )
    .groupBy(sql`1`);
}

/** Reviews written in the window (those the seller hid left out): how many, their stars. */
async function reviewsIn(db: Database, storeId: string, { start, split, end }: Bounds) {
  return db
    .select({
      current: inCurrent(reviews.createdAt, split),
      reviews: count(),
      stars: sql<string>`sum(${reviews.rating})`,
    })
    .from(reviews)
    .where(
      and(
        eq(reviews.storeId, storeId),
        sql`${reviews.status} <> 'oculta'`,
        gte(reviews.createdAt, start),
        lt(reviews.createdAt, end),
      ),
    )
    .groupBy(sql`1`);
}

type Sums = {
  gross: number;
  discounts: number;
  refunds: number;
  orders: number;
  visits: number;
  abandoned: number;
  recovered: number;
  recoveredCents: number;
  reviews: number;
  stars: number;
};

const empty = (): Sums => ({
  gross: 0,
  discounts: 0,
  refunds: 0,
  orders: 0,
  visits: 0,
  abandoned: 0,
  recovered: 0,
  recoveredCents: 0,
  reviews: 0,
  stars: 0,
});

function figuresOf(period: Period, sums: Sums): ReportFigures {
  return {
    from: period.from,
    to: period.to,
    gross: fromCents(sums.gross),
    discounts: fromCents(sums.discounts),
    refunds: fromCents(sums.refunds),
    net: fromCents(sums.gross - sums.refunds),
    orders: sums.orders,
    average_order_value: fromCents(sums.orders ? Math.round(sums.gross / sums.orders) : 0),
    visits: sums.visits,
    conversion: sums.visits ? sums.orders / sums.visits : null,
    carts_abandoned: sums.abandoned,
    carts_recovered: sums.recovered,
    recovered_revenue: fromCents(sums.recoveredCents),
    reviews: sums.reviews,
    review_average: ratingSummary(sums.reviews, sums.stars)?.average ?? null,
  };
}

type RevenueRow = {
  orders: number;
  revenue: number;
  previous_orders: number;
  previous_revenue: number;
};

/** Rows of both periods, one per key, the current period's revenue first. */
function besideEachOther<
  K extends string,
  T extends { current: boolean; orders: number; revenue: string | null },
>(rows: T[], keyOf: (row: T) => K): { row: T; figures: RevenueRow; shipping: [number, number] }[] {
  const found = new Map<K, { row: T; figures: RevenueRow; shipping: [number, number] }>();
  for (const row of rows) {
    const key = keyOf(row);
    const entry = found.get(key) ?? {
      row,
      figures: { orders: 0, revenue: 0, previous_orders: 0, previous_revenue: 0 },
      shipping: [0, 0] as [number, number],
    };
    const shipping = cents((row as { shipping?: string | null }).shipping);
    if (row.current) {
      entry.figures.orders = row.orders;
      entry.figures.revenue = cents(row.revenue);
      entry.shipping[0] = shipping;
    } else {
      entry.figures.previous_orders = row.orders;
      entry.figures.previous_revenue = cents(row.revenue);
      entry.shipping[1] = shipping;
    }
    found.set(key, entry);
  }
  return [...found.values()].sort(
    (a, b) =>
      b.figures.revenue - a.figures.revenue ||
      b.figures.previous_revenue - a.figures.previous_revenue,
  );
}

const money = ({ orders: n, revenue, previous_orders, previous_revenue }: RevenueRow) => ({
  orders: n,
  revenue: fromCents(revenue),
  previous_orders,
  previous_revenue: fromCents(previous_revenue),
});

/** The whole report of a store for `current`, beside `previous`. */
export async function readReport(
  db: Database,
  storeId: string,
  current: Period,
  previous: Period,
): Promise<Report> {
  const bounds = boundsOf(current, previous);
  const [{ days, methods, freight }, top, refunded, visited, reminded, reviewed] =
    await Promise.all([
      salesOf(db, storeId, bounds),
      topProducts(db, storeId, bounds),
      refunds(db, storeId, bounds),
      visits(db, storeId, current, previous),
      carts(db, storeId, bounds),
      reviewsIn(db, storeId, bounds),
    ]);
  const series = Array.from({ length: previous.days + current.days }, () => ({
    gross: 0,
    discounts: 0,
    orders: 0,
    visits: 0,
  }));
  for (const row of days) {
    const bucket = series[Number(row.day)];
    if (bucket) {
      bucket.gross = cents(row.gross);
      bucket.discounts = cents(row.discounts);
      bucket.orders = row.orders;
    }
  }
  const windowStart = Date.parse(`${previous.from}T00:00:00Z`);
  for (const row of visited) {
    const bucket =
      series[Math.round((Date.parse(`${row.day}T00:00:00Z`) - windowStart) / 86_400_000)];
    if (bucket) bucket.visits = row.visits;
  }
  const sums = [empty(), empty()] as const;
  series.forEach((bucket, index) => {
    const target = sums[index < previous.days ? 0 : 1];
    target.gross += bucket.gross;
    target.discounts += bucket.discounts;
    target.orders += bucket.orders;
    target.visits += bucket.visits;
  });
  for (const row of refunded) sums[row.current ? 1 : 0].refunds += cents(row.amount);
  for (const row of reminded) {
    const target = sums[row.current ? 1 : 0];
    target.abandoned += row.abandoned;
    target.recovered += row.recovered;
    target.recoveredCents += cents(row.revenue);
  }
  for (const row of reviewed) {
    const target = sums[row.current ? 1 : 0];
    target.reviews += row.reviews;
    target.stars += Number(row.stars ?? 0);
  }
  return {
    current: figuresOf(current, sums[1]),
    previous: figuresOf(previous, sums[0]),
    daily: series.slice(previous.days).map((bucket, index) => ({
      day: addDays(current.from, index),
      revenue: fromCents(bucket.gross),
      orders: bucket.orders,
      visits: bucket.visits,
    })),
    top_products: top.map((row) => ({
      code: row.code,
      name: row.name,
      units: cents(row.units),
      revenue: fromCents(cents(row.revenue)),
    })),
    payment_methods: besideEachOther(methods, (row) => row.method ?? '').map(
      ({ row, figures }) => ({
        method: row.method as PaymentMethod,
        ...money(figures),
      }),
    ),
    freight_options: besideEachOther(
      freight,
      (row) => `${row.service ?? ''}\n${row.carrier ?? ''}`,
    ).map(({ row, figures, shipping }) => ({
      service: row.service,
      carrier: row.carrier,
      shipping: fromCents(shipping[0]),
      ...money(figures),
    })),
  };
}
