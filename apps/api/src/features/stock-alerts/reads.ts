import { STOCK_ALERT_FACTOR } from '@vitrine/contract/stock-alerts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  products,
  productVariations,
  stockAlertSettings,
  stockAlerts,
} from '../../db/schema/index.ts';

/** The store's factor: 2 until the seller saves one. */
export async function readFactor(db: Database, storeId: string): Promise<number> {
  const [row] = await db
    .select({ factor: stockAlertSettings.factor })
    .from(stockAlertSettings)
    .where(eq(stockAlertSettings.storeId, storeId));
  return row?.factor ?? STOCK_ALERT_FACTOR.default;
}

/** The store's variations with active requests, the most asked first. */
export async function listAskedVariations(
  db: Database,
  storeId: string,
  page: { page: number; per_page: number },
) {
  const waiting = and(eq(stockAlerts.storeId, storeId), eq(stockAlerts.status, 'active'));
  const requests = count(stockAlerts.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        productId: products.id,
        productName: products.name,
        variationName: productVariations.name,
        stock: productVariations.stock,
        requests,
      })
      .from(stockAlerts)
      .innerJoin(productVariations, eq(productVariations.id, stockAlerts.variationId))
      .innerJoin(products, eq(products.id, productVariations.productId))
      .where(waiting)
      .groupBy(products.id, products.name, productVariations.id, productVariations.name)
      .orderBy(desc(requests), products.name, productVariations.id)
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db
      .select({ n: sql<number>`count(distinct ${stockAlerts.variationId})::int` })
      .from(stockAlerts)
      .where(waiting),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type AskedVariationRow = Awaited<ReturnType<typeof listAskedVariations>>['rows'][number];
