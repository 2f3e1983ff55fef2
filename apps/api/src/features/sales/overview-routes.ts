import { createRoute } from '@hono/zod-openapi';
import {
  AWAITING_SHIPMENT_STATUSES,
  SALES_OVERVIEW_LATEST,
  salesOverviewSchema,
  type SalesOverview,
} from '@vitrine/contract/sales';
import { addDays, saoPauloDay, startOfSaoPauloDay } from '@vitrine/domain/dates';
import { and, count, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import type { Feature } from '../../http/context.ts';
import { fromCents } from '../../lib/money.ts';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';
import { bearerSecurity, requireSeller } from '../../http/auth.ts';
import { SALE_STATUSES as PAID } from '../orders/status.ts';
import { listSales } from './reads.ts';

/** Two 30-day periods: the last 30 days and the 30 before, today the last. */
const DAYS = 60;
const PERIOD_DAYS = { hoje: 1, '7_dias': 7, '30_dias': 30 } as const;

/**
 * Revenue and orders per Brasília day of payment over the last DAYS days, in one aggregate:
 * the day is the whole number of days since the window's first midnight (Brasília has been
 * UTC−3 all year since 2019, as domain dates.ts startOfSaoPauloDay counts).
 */
async function paidByDay(db: Database, storeId: string, firstDay: string, today: string) {
  const start = startOfSaoPauloDay(firstDay);
  const dayIndex = sql<number>`floor(extract(epoch from (${orders.paidAt} - ${start.toISOString()}::timestamptz)) / 86400)::int`;
  const rows = await db
    .select({ day: dayIndex, cents: sql<string>`sum(${orders.totalCents})`, orders: count() })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        isNotNull(orders.paidAt),
        gte(orders.paidAt, start),
        lt(orders.paidAt, startOfSaoPauloDay(addDays(today, 1))),
        inArray(orders.status, PAID),
      ),
    )
    // By position: the expression's bound instant would be a second parameter to PostgreSQL.
    .groupBy(sql`1`);
  const days = Array.from({ length: DAYS }, () => ({ cents: 0, orders: 0 }));
  for (const row of rows) {
    const bucket = days[Number(row.day)];
    if (bucket) Object.assign(bucket, { cents: Number(row.cents), orders: row.orders });
  }
  return days;
}

export async function salesOverview(
  db: Database,
  storeId: string,
  now: Date,
): Promise<SalesOverview> {
  const today = saoPauloDay(now);
  const firstDay = addDays(today, 1 - DAYS);
  const [days, [awaiting], latest] = await Promise.all([
    paidByDay(db, storeId, firstDay, today),
    db
      .select({ value: count() })
      .from(orders)
      .where(
        and(eq(orders.storeId, storeId), inArray(orders.status, [...AWAITING_SHIPMENT_STATUSES])),
      ),
    listSales(db, storeId, { sort: 'recentes' }, { limit: SALES_OVERVIEW_LATEST, offset: 0 }, now),
  ]);
  const sum = (slice: typeof days) => ({
    revenue: fromCents(slice.reduce((total, day) => total + day.cents, 0)),
    orders: slice.reduce((total, day) => total + day.orders, 0),
  });
  const periods = Object.entries(PERIOD_DAYS).map(([period, length]) => {
    const current = sum(days.slice(DAYS - length));
    const previous = sum(days.slice(DAYS - 2 * length, DAYS - length));
    return {
      period: period as keyof typeof PERIOD_DAYS,
      ...current,
      previous_revenue: previous.revenue,
      previous_orders: previous.orders,
    };
  });
  const daily = days.slice(DAYS - 30).map((day, index) => ({
    day: addDays(firstDay, DAYS - 30 + index),
    revenue: fromCents(day.cents),
    orders: day.orders,
  }));
  return { periods, awaiting_action: awaiting?.value ?? 0, daily, latest };
}

/** spec §2 /vendedor: the seller's home in one answer. */
export const registerSalesOverview: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/sales/overview',
      tags: ['Vendas'],
      summary:
        'Resumo da loja: faturamento de hoje, 7 e 30 dias contra o período anterior, vendas a despachar, 30 dias de vendas diárias e as últimas vendas.',
      security: bearerSecurity,
      middleware: requireSeller,
      responses: { 200: jsonContent(salesOverviewSchema, 'Resumo das vendas.'), ...errorResponses },
    }),
    async (c) => {
      const { db, now } = deps;
      return c.json(await salesOverview(db, c.get('session').storeId, now()), 200);
    },
  );
};
