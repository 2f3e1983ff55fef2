import type { LowStock, StockHistory, StockHistoryItem } from '@vitrine/contract/catalog-stock';
import { LOW_STOCK_SAMPLE } from '@vitrine/contract/catalog-stock';
import { and, asc, count, desc, eq, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  orders,
  products,
  productVariations,
  sellers,
  stockAdjustments,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { STOCK_MESSAGES } from './stock.ts';

const sellerName = sql<
  string | null
>`nullif(trim(${sellers.firstName} || ' ' || ${sellers.lastName}), '')`;

function selectHistory(db: Database) {
  return db
    .select({ adjustment: stockAdjustments, sellerName, orderCode: orders.code })
    .from(stockAdjustments)
    .leftJoin(sellers, eq(sellers.id, stockAdjustments.sellerId))
    .leftJoin(orders, eq(orders.id, stockAdjustments.orderId));
}

type HistoryRow = Awaited<ReturnType<ReturnType<typeof selectHistory>['execute']>>[number];

function toHistoryItem(row: HistoryRow): StockHistoryItem {
  const a = row.adjustment;
  return {
    _id: a.id,
    delta: a.delta,
    stock_after: a.stockAfter,
    reason: a.reason,
    note: a.note,
    seller_name: row.sellerName,
    order_code: row.orderCode,
    created_at: a.createdAt.toISOString(),
  };
}

export async function readAdjustment(db: Database, id: string): Promise<StockHistoryItem> {
  const [row] = await selectHistory(db).where(eq(stockAdjustments.id, id));
  if (!row) throw new Error(`stock adjustment ${id} vanished`);
  return toHistoryItem(row);
}

/** GET /catalog/variations/{id}/stock-history: newest first (variation_id, created_at index). */
export async function readStockHistory(
  db: Database,
  storeId: string,
  variationId: string,
  page: { page: number; per_page: number },
): Promise<StockHistory> {
  const [variation] = await db
    .select({
      id: productVariations.id,
      code: productVariations.code,
      stock: productVariations.stock,
    })
    .from(productVariations)
    .where(and(eq(productVariations.id, variationId), eq(productVariations.storeId, storeId)));
  if (!variation) throw notFound(STOCK_MESSAGES.notFound, 'variation_not_found');
  const mine = eq(stockAdjustments.variationId, variationId);
  const [rows, [total]] = await Promise.all([
    selectHistory(db)
      .where(mine)
      .orderBy(desc(stockAdjustments.createdAt), desc(stockAdjustments.id))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ n: count() }).from(stockAdjustments).where(mine),
  ]);
  const n = total?.n ?? 0;
  return {
    variation_id: variation.id,
    code: variation.code,
    stock: variation.stock,
    items: rows.map(toHistoryItem),
    page: page.page,
    per_page: page.per_page,
    total: n,
    total_pages: Math.ceil(n / page.per_page),
  };
}

/** The office home's card: sold variations of products not archived, at or under threshold. */
export async function readLowStock(db: Database, storeId: string): Promise<LowStock> {
  const v = productVariations;
  const where = and(
    eq(v.storeId, storeId),
    eq(v.sold, true),
    isNotNull(v.stock),
    lte(v.stock, v.lowStockThreshold),
    ne(products.status, 'archived'),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ v, productName: products.name })
      .from(v)
      .innerJoin(products, eq(products.id, v.productId))
      .where(where)
      .orderBy(asc(v.stock), asc(products.name), asc(v.position))
      .limit(LOW_STOCK_SAMPLE),
    db
      .select({ n: count() })
      .from(v)
      .innerJoin(products, eq(products.id, v.productId))
      .where(where),
  ]);
  return {
    count: total?.n ?? 0,
    items: rows.map((row) => ({
      variation_id: row.v.id,
      product_id: row.v.productId,
      product_name: row.productName,
      variation_name: row.v.name,
      code: row.v.code,
      stock: row.v.stock ?? 0,
      low_stock_threshold: row.v.lowStockThreshold,
    })),
  };
}
