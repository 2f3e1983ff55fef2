import type { SaleSummary } from '@vitrine/contract/sales';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, orders } from '../../db/schema/index.ts';
import { toOrderSummaries } from '../orders/serialize.ts';
import { orderSales, whereSales, type SaleFilters } from './filters.ts';

/** A page of the store's sales with the buyer's name: one query for the rows, one for items. */
export async function listSales(
  db: Database,
  storeId: string,
  filters: SaleFilters,
  page: { limit: number; offset: number },
  now: Date,
): Promise<SaleSummary[]> {
  const rows = await db
    .select({ order: orders, firstName: customers.firstName, lastName: customers.lastName })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(whereSales(storeId, filters, now))
    .orderBy(...orderSales(filters.sort))
    .limit(page.limit)
    .offset(page.offset);
  const summaries = await toOrderSummaries(
    db,
    rows.map((row) => row.order),
    now,
  );
  return summaries.map((summary, index) => {
    const row = rows[index]!;
    return { ...summary, customer_name: `${row.firstName} ${row.lastName}` };
  });
}

export async function countSales(db: Database, storeId: string, filters: SaleFilters, now: Date) {
  const [total] = await db
    .select({ value: count() })
    .from(orders)
    .where(whereSales(storeId, filters, now));
  return total?.value ?? 0;
}
