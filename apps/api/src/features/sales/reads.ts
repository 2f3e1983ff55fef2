import type { SaleSummary } from '@vitrine/contract/sales';
import { count, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, orders } from '../../db/schema/index.ts';
import { toOrderSummaries } from '../orders/serialize.ts';
import { orderSales, whereSales, type SaleFilters } from './filters.ts';

/**
 * A page of the store's sales with the buyer's name. The buyers are read for the page's rows
 * only, after the page is cut: joining them first would cost one lookup per skipped row on a
 * deep page.
 */
export async function listSales(
  db: Database,
  storeId: string,
  filters: SaleFilters,
  page: { limit: number; offset: number },
  now: Date,
): Promise<SaleSummary[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(whereSales(storeId, filters, now))
    .orderBy(...orderSales(filters.sort))
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length === 0) return [];
  const [summaries, buyers] = await Promise.all([
    toOrderSummaries(db, rows, now),
    db
      .select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName })
      .from(customers)
      .where(
        inArray(
          customers.id,
          rows.map((row) => row.customerId),
        ),
      ),
  ]);
  const names = new Map(buyers.map((buyer) => [buyer.id, `${buyer.firstName} ${buyer.lastName}`]));
  return summaries.map((summary, index) => ({
    ...summary,
    customer_name: names.get(rows[index]!.customerId) ?? '',
  }));
}

export async function countSales(db: Database, storeId: string, filters: SaleFilters, now: Date) {
  const [total] = await db
    .select({ value: count() })
    .from(orders)
    .where(whereSales(storeId, filters, now));
  return total?.value ?? 0;
}
